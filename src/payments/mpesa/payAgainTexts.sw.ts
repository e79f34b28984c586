/** Kiswahili of ./payAgainTexts. */
export const SEND_PROMPT = 'Tuma ombi la M-Pesa';

export const PAY_WITH = 'Lipa kwa';
export const CARD_WAY = 'Kadi ya benki';
export const ANOTHER_CARD = 'Kadi nyingine';
export const USE_FOR_RENEWALS = 'Tumia njia hii ya malipo kwa malipo yajayo ya mpango wangu';
