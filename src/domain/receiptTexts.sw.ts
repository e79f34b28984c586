import type * as en from './receiptTexts';

/** Kiswahili of ./receiptTexts. */
export const DECLINED_MESSAGE = 'Kadi yako imekataliwa. Tafadhali weka kadi nyingine hapa chini.';
export const RETRY_LABEL = 'Sasisha na Ujaribu Tena';
/** A failed M-Pesa payment's heading line; the order's own failure message says why. */
export const MPESA_NOT_COMPLETED = 'Malipo yako ya M-Pesa hayakukamilika.';
export const PENDING_TITLE = 'Malipo Yanasubiriwa';
export const PENDING_TEXT = 'Ununuzi wako unashughulikiwa';
export const COMPLETE_TITLE = 'Malipo Yamekamilika';
export const FAILED_TITLE = 'Malipo Hayakufaulu';

/** The money lines of an order (and of the shop's preview), in the order they are listed. */
export const CREDIT_LABEL = 'Salio la sehemu ya mpango wako wa sasa ambayo haijatumika';
export const BALANCE_CREDIT_LABEL = 'Salio kwenye akaunti yako';
export const BALANCE_OWING_LABEL = 'Deni la malipo ya awali';
export const SURPLUS_LABEL = 'Kimewekwa kama salio kwenye akaunti yako';
export const ROUNDING_LABEL = 'Kimepunguzwa hadi shilingi kamili';
