import { durationLabel, studentsLabel } from '../../../src/domain/duration';
import { countryCodes } from '../../../src/domain/siteSettings';
import { CARD } from '../cardTexts';
import { cardName } from '../cardWords';
import * as text from './texts';

/* The overview's sentences, built once from the words of ./texts in the page's language. */

/** '2 Students, Monthly': the plan a change is for. */
export function planName(students: number | null, months: number | null): string {
  if (students === null) return text.A_NEW_PLAN;
  const name = studentsLabel(students);
  return months === null ? name : `${name}, ${durationLabel(months)}`;
}

/** What the next renewal takes, and how: 'Ksh 4,500 by Visa ending in 4242', 'Ksh 4,500 by M-Pesa'. */
export function nextPayment(
  amount: string,
  method: string | null,
  card: { brand: string; last4: string } | null | undefined,
): string {
  if (method === 'card') return text.paidBy(amount, card ? cardName(card) : CARD);
  if (method === 'mpesa') return text.paidBy(amount, 'M-Pesa');
  return amount;
}

/** A subscription's status in words; a status without words as it came. */
export function statusText(status: string, cancelled: boolean): string {
  const key = status === 'active' && cancelled ? 'active_cancelled' : status;
  return Object.hasOwn(text.STATUS_WORDS, key) ? text.STATUS_WORDS[key as keyof typeof text.STATUS_WORDS] : status;
}

/** The phone field's hint for the settings' phone_countries, or nothing when it names none. */
export function phoneHint(countries: string | undefined): string | undefined {
  const codes = countryCodes(countries ?? '');
  return codes.length ? text.numbersFrom(codes.join(', ')) : undefined;
}
