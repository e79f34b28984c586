/** Kiswahili of ./phoneTexts: the server's Kiswahili for the same refusals (src/api/lang/sw.ts). */
export const MPESA_PHONE_REQUIRED = 'Sehemu ya namba ya simu ya M-Pesa inahitajika.';
export const MPESA_PHONE_INVALID =
  'Namba ya simu ya M-Pesa lazima iwe namba ya simu ya mkononi kutoka KE, kwa mfano 0712 345 678.';
