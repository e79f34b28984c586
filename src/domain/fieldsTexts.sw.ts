import type * as en from './fieldsTexts';

/** Kiswahili of ./fieldsTexts: 'Sehemu ya jina la kwanza inahitajika.' */
export const requiredMessage: typeof en.requiredMessage = (label) => `Sehemu ya ${label.toLowerCase()} inahitajika.`;
