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
