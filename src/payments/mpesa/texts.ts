/** The words of an M-Pesa payment on its way: the number field, the prompt, and what follows a failure. */
export const MPESA_PHONE = 'M-Pesa Phone Number';
export const MPESA_HINT = 'You will get a prompt on this phone to confirm the payment.';

export const promptSent = (phone: string, amount: string) => `We sent an M-Pesa prompt to ${phone} for ${amount}.`;
export const YOUR_PHONE = 'your phone';
export const APPROVE = 'Enter your M-Pesa PIN on your phone to approve the payment.';
/** `clock` as useCountdown's clock() writes it: '4:05'. */
export const timeLeft = (clock: string) => `Time left: ${clock}`;
export const STILL_WAITING = 'Waiting for M-Pesa to confirm the payment...';

export const SEND_AGAIN = 'Send the prompt again';
export const PAY_BY_CARD = 'Pay by card instead';
export const PAY_BY_MPESA = 'Pay by M-Pesa instead';
export const PAY_WITH_CARD = 'Pay by card';
/** The prompt to a card order's family, who was not prompted before. */
export const SEND_PROMPT = 'Send the M-Pesa prompt';

/** The ways to pay a refused order again, as a choice (the receipt's). */
export const PAY_WITH = 'Pay with';
export const CARD_WAY = 'Credit / Debit card';
/** A new card beside the one saved on the account. */
export const ANOTHER_CARD = 'Another card';
/** Paying another way than the plan's asks whether that way becomes the plan's (docs/money.md, "Another way to pay"). */
export const USE_FOR_RENEWALS = "Use this payment method for my plan's renewals";
