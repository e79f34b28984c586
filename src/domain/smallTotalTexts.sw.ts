import type * as en from './smallTotalTexts';

/** Kiswahili of ./smallTotalTexts. */
export const SMALL_TOTAL_NOTE = 'Jumla iliyo chini ya Ksh100 haitozwi hadi tarehe ya malipo inayofuata.';
