/**
 * How an M-Pesa prompt can end, in the words the family reads, one list for the server (which
 * records the outcome on the order) and the SDK (which shows it). Daraja's result codes map onto
 * them in the server's M-Pesa adapter (server/providers/mobile-money.ts); the sandbox picks one by
 * the number's last four digits.
 */
export const MPESA_FAILURES = [
  'cancelled',
  'timeout',
  'insufficient_funds',
  'wrong_pin',
  'declined',
  'unsent',
] as const;
export type MpesaFailure = (typeof MPESA_FAILURES)[number];

export { MPESA_FAILURE_TEXTS } from './mpesaTexts';

export function isMpesaFailure(value: unknown): value is MpesaFailure {
  return typeof value === 'string' && (MPESA_FAILURES as readonly string[]).includes(value);
}
