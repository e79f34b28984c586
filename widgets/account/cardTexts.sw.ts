import type * as en from './cardTexts';

/** Kiswahili of ./cardTexts: how the account's pages name a card. */
export const cardEnding: typeof en.cardEnding = (brand, last4) => `${brand} inayoishia ${last4}`;
export const cardExpiring: typeof en.cardExpiring = (card, expiry) => `${card}, mwisho wa matumizi ${expiry}`;
export const CARD = 'kadi';
export const A_CARD = 'Kadi';
