import type { MpesaFailure } from './mpesa';
import type * as en from './mpesaTexts';

/** Kiswahili of ./mpesaTexts. */
export const MPESA_FAILURE_TEXTS: Record<MpesaFailure, string> = {
  cancelled: 'Ombi la M-Pesa lilighairiwa kwenye simu.',
  timeout: 'Ombi la M-Pesa halikujibiwa kwa wakati.',
  insufficient_funds: 'Salio la M-Pesa halikutosha kwa malipo haya.',
  wrong_pin: 'PIN ya M-Pesa iliyowekwa si sahihi.',
  declined: 'M-Pesa imekataa malipo.',
  unsent: 'Ombi la M-Pesa halikuweza kutumwa. Tafadhali hakikisha nambari kisha ujaribu tena.',
};
