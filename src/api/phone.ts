/**
 * Phone numbers, one rule for the SDK's forms and the server: a number is read against the
 * site's `phone_countries` (ISO 3166-1 alpha-2 codes, the first one the home country), in any
 * spelling people type (`0712 345 678`, `+254 712 345 678`, `254712345678`, `(0712)345678`,
 * `0110 123 456`), and kept in one form, E.164 (`+254712345678`).
 *
 * Countries with a row below are checked as mobile numbers (recovery codes go to them by SMS). For a
 * listed country without a row the calling code is not known here, so any number in international
 * form (`+` or `00`, 8 to 15 digits) is taken.
 */

import { MPESA_PHONE_INVALID, MPESA_PHONE_REQUIRED } from './phoneTexts';

type Numbering = [code: string, national: RegExp];

/** Kenya's: M-Pesa's numbers, and the home of most sites. */
const KENYA: Numbering = ['254', /^[17]\d{8}$/];

/** Calling code and the mobile national number (without the trunk 0) of each country known here. */
const MOBILE: Record<string, Numbering> = {
  KE: KENYA,
  UG: ['256', /^7\d{8}$/],
  TZ: ['255', /^[67]\d{8}$/],
  RW: ['250', /^7[2389]\d{7}$/],
  BI: ['257', /^[67]\d{7}$/],
  SS: ['211', /^9\d{8}$/],
  ET: ['251', /^[79]\d{8}$/],
  SO: ['252', /^[67]\d{7,8}$/],
  CD: ['243', /^[89]\d{8}$/],
  NG: ['234', /^[789][01]\d{8}$/],
  GH: ['233', /^[235]\d{8}$/],
  ZA: ['27', /^[678]\d{8}$/],
  ZM: ['260', /^[79]\d{8}$/],
  MW: ['265', /^[89]\d{8}$/],
  US: ['1', /^[2-9]\d{2}[2-9]\d{6}$/],
  CA: ['1', /^[2-9]\d{2}[2-9]\d{6}$/],
  GB: ['44', /^7\d{9}$/],
};

/** The site's country list as codes, the home country first; Kenya when the list is empty. */
export function phoneCountries(list: string | null | undefined): string[] {
  const codes = (list ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return codes.length ? codes : ['KE'];
}

/** The number in E.164 (`+254712345678`) if it is one of the countries' numbers; null otherwise. */
export function readPhone(raw: string, countries: readonly string[]): string | null {
  for (const country of countries) {
    const known = MOBILE[country];
    const found = known ? readAs(raw, known) : readInternational(raw);
    if (found) return found;
  }
  return null;
}

/** The typed number's digits, and whether it was written with `+` or `00`; null when it holds anything else. */
function typedDigits(raw: string): { digits: string; international: boolean } | null {
  const typed = raw.trim().replace(/[\s\-.()/]/g, '');
  if (!/^(\+|00)?\d+$/.test(typed)) return null;
  return { digits: typed.replace(/^(\+|00)/, ''), international: /^(\+|00)/.test(typed) };
}

function readAs(raw: string, [code, national]: Numbering): string | null {
  const typed = typedDigits(raw);
  if (!typed) return null;
  const { digits, international } = typed;
  const candidates = international
    ? [digits.startsWith(code) ? digits.slice(code.length) : null]
    : // Typed at home: with the trunk 0, without it, or with the calling code but no plus.
      [digits.startsWith('0') ? digits.slice(1) : digits, digits.startsWith(code) ? digits.slice(code.length) : null];
  const found = candidates.find((number) => number !== null && national.test(number));
  return found ? `+${code}${found}` : null;
}

function readInternational(raw: string): string | null {
  const typed = typedDigits(raw);
  return typed?.international && /^[1-9]\d{7,14}$/.test(typed.digits) ? `+${typed.digits}` : null;
}

/** A Kenyan number as people type it, for hints and messages. */
export const PHONE_EXAMPLE = '0712 345 678';

/** The mobile-money number of a payment: M-Pesa (Daraja) takes Kenyan numbers, as `2547XXXXXXXX`. */
export function readMpesaPhone(raw: string): string | null {
  return readAs(raw, KENYA)?.slice(1) ?? null;
}

/** What a receipt or a prompt shows of a number: `0712 *** 678` for `254712345678` or `+254712345678`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 9) return '****';
  const local = digits.startsWith('254') ? `0${digits.slice(3)}` : `+${digits}`;
  return `${local.slice(0, 4)} *** ${local.slice(-3)}`;
}

/** Why a typed number was refused, naming the field by its label: 'The Phone Number must be ...'. */
export function phoneError(label: string, countries: readonly string[]): string {
  const example = countries[0] === 'KE' ? `, e.g. ${PHONE_EXAMPLE}` : '';
  return `The ${label} must be a mobile number from ${countries.join(', ')}${example}.`;
}

/**
 * What is wrong with a typed M-Pesa number, in the server's words in the page's language; null when
 * M-Pesa (Daraja), which takes Kenyan numbers only, can prompt it.
 */
export function mpesaPhoneProblem(raw: string): string | null {
  if (raw.trim() === '') return MPESA_PHONE_REQUIRED;
  return readMpesaPhone(raw) === null ? MPESA_PHONE_INVALID : null;
}
