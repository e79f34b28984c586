/* Why a plan's next charge is not its price (docs/money.md, "The next charge"): its words. */

/** 'Ksh 900 less your Ksh 339 credit'. */
export const lessCredit = (price: string, credit: string) => `${price} less your ${credit} credit`;
/** 'Ksh 900 plus the Ksh 120 you owe'. */
export const plusOwed = (price: string, owed: string) => `${price} plus the ${owed} you owe`;
