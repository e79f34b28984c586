import type * as en from './recoveryTexts';

/** Kiswahili of ./recoveryTexts. */
export const RESET_SUCCESS = 'Nenosiri lako limewekwa upya!';
