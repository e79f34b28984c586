/* How the account's pages name a card: its words. */

/** 'Visa ending in 4242'. */
export const cardEnding = (brand: string, last4: string) => `${brand} ending in ${last4}`;
/** 'Visa ending in 4242, expires 12/2029'. */
export const cardExpiring = (card: string, expiry: string) => `${card}, expires ${expiry}`;
/** A card whose details are not known, within a sentence: 'Ksh 4,500 by card'. */
export const CARD = 'card';
/** A receipt's card whose brand is not known. */
export const A_CARD = 'Card';
