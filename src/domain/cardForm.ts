import { cardBrand, cardDigits, cvcLength, isCardExpired, luhn, numberLength, type CardBrand } from './cards';
import { CARD_MESSAGES } from './cardFormTexts';
import { isBlank } from './fields';

export { CARD_MESSAGES };

export interface CardInput {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<'name' | 'number' | 'expiry' | 'cvc', string>>;

/** Groups the digits as printed on the card: 4-4-4-4, or 4-6-5 for Amex. */
export function formatCardNumber(number: string): string {
  const digits = cardDigits(number).replace(/\D/g, '');
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/** 'MM/YY' (spaces allowed around the slash) as month and four-digit year, or null when incomplete. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

function numberError(digits: string, brand: CardBrand): string | undefined {
  if (digits === '') return CARD_MESSAGES.number;
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  const length = numberLength(brand);
  if (digits.length < length) return CARD_MESSAGES.number;
  if (digits.length > length || !luhn(digits) || brand === 'unknown') return CARD_MESSAGES.numberInvalid;
  return undefined;
}

function expiryError(expiry: string, now: Date): string | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return CARD_MESSAGES.expiry;
  if (parsed.month < 1 || parsed.month > 12) return CARD_MESSAGES.expiryInvalid;
  if (isCardExpired(parsed.month, parsed.year, now)) return CARD_MESSAGES.expiryPast;
  return undefined;
}

function cvcError(cvc: string, brand: CardBrand): string | undefined {
  const digits = cvc.trim();
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.cvcInvalid;
  const length = cvcLength(brand);
  if (digits.length < length) return CARD_MESSAGES.cvc;
  if (digits.length > length) return CARD_MESSAGES.cvcInvalid;
  return undefined;
}

/** Errors of the sandbox card field, per part; empty when the card may be sent. */
export function validateCard(input: CardInput, now: Date): CardErrors {
  const digits = cardDigits(input.number);
  const brand = cardBrand(digits);
  const errors: CardErrors = {};
  if (isBlank(input.name)) errors.name = CARD_MESSAGES.name;
  const number = numberError(digits, brand);
  if (number) errors.number = number;
  const expiry = expiryError(input.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcError(input.cvc, brand);
  if (cvc) errors.cvc = cvc;
  return errors;
}
