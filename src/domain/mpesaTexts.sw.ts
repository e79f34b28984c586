import type * as en from './mpesaTexts';

/**
 * Kiswahili of ./mpesaTexts, in Safaricom's own words where it has them ("Ombi limeghairiwa na
 * mtumiaji"); the same words as the server answers with (src/api/lang/sw.ts).
 */
export const MPESA_FAILURE_TEXTS: typeof en.MPESA_FAILURE_TEXTS = {
  cancelled: 'Ombi limeghairiwa na mtumiaji.',
  timeout: 'Ombi la M-Pesa halikujibiwa kwa wakati. Weka PIN yako ya M-Pesa mara tu ombi linapofika.',
  insufficient_funds: 'Salio lako la M-Pesa halitoshi kwa malipo haya.',
  wrong_pin: 'PIN ya M-Pesa uliyoweka si sahihi.',
  declined: 'M-Pesa imekataa malipo.',
  unsent: 'Ombi la M-Pesa halikuweza kutumwa. Tafadhali hakikisha namba kisha ujaribu tena.',
};
