/** The sandbox's authentication dialog, worded after the bank pages Stripe's test cards show. */
export const TITLE = 'Authenticate your payment';
export const EXPLAIN = 'Your bank asks you to confirm this payment before it is taken.';
export const SANDBOX_NOTE =
  'This is a test payment: no bank is involved. Complete it to approve the payment, or fail it to see a refused authentication.';
export const COMPLETE = 'Complete authentication';
export const FAIL = 'Fail authentication';
export const CLOSE = 'Close';
export const WORKING = 'Confirming with your bank…';
