/**
 * Card numbers, brands and expiry: one rule for the sandbox card field in the browser
 * (src/domain/cardForm.ts) and for the server's sandbox and Stripe card providers
 * (server/providers/sandbox-card.ts, server/providers/stripe-card.ts).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** The digits of a typed card number; spaces and dashes are how people group them. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function prefix(digits: string, length: number): number {
  return Number(digits.slice(0, length));
}

function within(value: number, low: number, high: number): boolean {
  return value >= low && value <= high;
}

/** The brand, from the number's leading digits (IIN ranges). */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (within(prefix(digits, 2), 51, 55) || (digits.length >= 4 && within(prefix(digits, 4), 2221, 2720))) {
    return 'mastercard';
  }
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    (digits.length >= 3 && within(prefix(digits, 3), 644, 649))
  ) {
    return 'discover';
  }
  if (digits.length >= 4 && within(prefix(digits, 4), 3528, 3589)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
}

export function numberLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : 16;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The Luhn checksum every card number carries. */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A card works through the last day of its expiry month, by the calendar in UTC: the server that
 * charges it judges so, and the card field in the browser judges alike, so that neither accepts a
 * card the other refuses (around midnight at the turn of a month, local time and UTC disagree).
 */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
