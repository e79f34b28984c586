/**
 * What the shop and the M-Pesa retry say of a typed M-Pesa number before sending it: the server's
 * own words for the same refusal (src/api/lang), so the family reads one text either way.
 */
export const MPESA_PHONE_REQUIRED = 'The M-Pesa phone number field is required.';
export const MPESA_PHONE_INVALID = 'The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.';
