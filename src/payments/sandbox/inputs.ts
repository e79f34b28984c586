import { cardBrand, cvcLength, numberLength, type CardBrand } from '../../domain/cards';
import { formatCardNumber } from '../../domain/cardForm';

/** A value as it should now read, and where the caret goes. */
export interface Typed {
  value: string;
  caret: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Where the caret belongs after `count` digits of `text`, so reformatting never moves it. */
function afterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] >= '0' && text[i] <= '9' && ++seen === count) return i + 1;
  }
  return text.length;
}

/** The number grouped as printed on the card, no longer than its brand allows. */
export function typeNumber(raw: string, caret: number): Typed {
  const digits = onlyDigits(raw);
  const value = formatCardNumber(digits.slice(0, numberLength(cardBrand(digits))));
  return { value, caret: afterDigits(value, onlyDigits(raw.slice(0, caret)).length) };
}

/** 'MM / YY'; a first digit above 1 can only be a month of one digit, so it gains its zero. */
export function typeExpiry(raw: string, caret: number): Typed {
  let digits = onlyDigits(raw).slice(0, 4);
  let before = onlyDigits(raw.slice(0, caret)).length;
  if (/^[2-9]$/.test(digits)) {
    digits = `0${digits}`;
    before += 1;
  }
  const value = digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
  return { value, caret: afterDigits(value, before) };
}

export function typeCvc(raw: string, caret: number, brand: CardBrand): Typed {
  const value = onlyDigits(raw).slice(0, cvcLength(brand));
  return { value, caret: afterDigits(value, onlyDigits(raw.slice(0, caret)).length) };
}

/** Name on card: taken as typed. */
export function typeName(raw: string, caret: number): Typed {
  return { value: raw, caret };
}

const BRAND_NAMES: Partial<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The brand's name to show beside the number; undefined until the digits tell. */
export function brandName(brand: CardBrand): string | undefined {
  return BRAND_NAMES[brand];
}
