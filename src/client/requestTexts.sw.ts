import type * as en from './requestTexts';

/** Kiswahili of ./requestTexts. */
export const SESSION_EXPIRED = 'Muda wa kuingia kwako umeisha. Tafadhali ingia tena.';
