/** The receipt's words (receipt.ts): its headings by status, and the money lines of an order. */
export const DECLINED_MESSAGE = 'Your card was declined. Please enter a different card below.';
export const RETRY_LABEL = 'Update & Retry';
/** A failed M-Pesa payment's heading line; the order's own failure message says why. */
export const MPESA_NOT_COMPLETED = 'Your M-Pesa payment was not completed.';
export const PENDING_TITLE = 'Pending Payment';
export const PENDING_TEXT = 'Your purchase is being processed';
export const COMPLETE_TITLE = 'Payment Complete';
export const FAILED_TITLE = 'Payment Failed';

/** The money lines of an order (and of the shop's preview), in the order they are listed. */
export const CREDIT_LABEL = 'Credit for the unused part of your current plan';
export const BALANCE_CREDIT_LABEL = 'Credit on your account';
export const BALANCE_OWING_LABEL = 'Owing from earlier payments';
export const SURPLUS_LABEL = 'Kept as credit on your account';
export const ROUNDING_LABEL = 'Rounded down to whole shillings';
