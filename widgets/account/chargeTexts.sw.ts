import type * as en from './chargeTexts';

/* Kiswahili of ./chargeTexts: why a plan's next charge is not its price. */

/** 'Ksh 900 ukiondoa salio lako la Ksh 339'. */
export const lessCredit: typeof en.lessCredit = (price, credit) => `${price} ukiondoa salio lako la ${credit}`;
/** 'Ksh 900 pamoja na deni lako la Ksh 120'. */
export const plusOwed: typeof en.plusOwed = (price, owed) => `${price} pamoja na deni lako la ${owed}`;
