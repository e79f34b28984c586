/**
 * The words of paying a refused order again that only its choice of ways says (PayAgain.tsx): kept
 * apart from ./texts, which the shop's checkout carries.
 */
/** The prompt to a card order's family, who was not prompted before. */
export const SEND_PROMPT = 'Send the M-Pesa prompt';

/** The ways to pay a refused order again, as a choice (the receipt's). */
export const PAY_WITH = 'Pay with';
export const CARD_WAY = 'Credit / Debit card';
/** A new card beside the one saved on the account. */
export const ANOTHER_CARD = 'Another card';
/** Paying another way than the plan's asks whether that way becomes the plan's (docs/money.md, "Another way to pay"). */
export const USE_FOR_RENEWALS = "Use this payment method for my plan's renewals";
