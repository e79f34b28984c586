import type * as en from './studentLoginTexts';

/** Kiswahili of ./studentLoginTexts. */
export const NO_PASSWORD_LABEL = 'Endelea bila nenosiri';
