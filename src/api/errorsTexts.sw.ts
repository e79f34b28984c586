import type * as en from './errorsTexts';

/** Kiswahili of ./errorsTexts: '... (na kosa lingine 1)', '... (na makosa mengine 3)'. */
export const INVALID_DATA = 'Taarifa zilizotolewa si sahihi.';
export const moreErrors: typeof en.moreErrors = (first, rest) =>
  `${first} (na ${rest === 1 ? 'kosa lingine' : 'makosa mengine'} ${rest})`;
