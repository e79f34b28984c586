import { maskPhone, readMpesaPhone } from '../../src/api/phone';

/**
 * Whether the M-Pesa number typed at checkout is another number than the one the plan's renewals
 * prompt, which the server shows only masked (`0712 *** 678`, the plan's `next_charge.phone`). The
 * typed number is written the way the server masks one and compared with it: in whatever spelling
 * it was typed, a number that reads the same is the renewal number; any other is another number,
 * and the checkout asks whether renewals should prompt it (docs/money.md, "Another way to pay").
 * A number M-Pesa cannot prompt, or a plan whose renewal number is not known, asks nothing.
 */
export function isOtherRenewalNumber(typed: string, renewal: string | null | undefined): boolean {
  const number = readMpesaPhone(typed);
  if (!number || !renewal) return false;
  return maskPhone(number) !== renewal.trim().replace(/\s+/g, ' ');
}
