import type { MpesaFailure } from './mpesa';

/** How an M-Pesa prompt ended (mpesa.ts), in the words the family reads. */
export const MPESA_FAILURE_TEXTS: Record<MpesaFailure, string> = {
  cancelled: 'The M-Pesa prompt was cancelled on the phone.',
  timeout: 'The M-Pesa prompt was not answered in time.',
  insufficient_funds: 'The M-Pesa balance was not enough for this payment.',
  wrong_pin: 'The M-Pesa PIN entered was wrong.',
  declined: 'M-Pesa declined the payment.',
  unsent: 'The M-Pesa prompt could not be sent. Please check the number and try again.',
};
