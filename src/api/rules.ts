import { boolean, coerce, define, integer, number, optional, refine, string, union, type Struct } from 'superstruct';
import { COUNTRY_CODES } from './countries';
import { isLocale, type Locale } from './lang/locales';
import { phoneError, readMpesaPhone } from './phone';

/*
 * Field rules for request structs. Each one accepts both the client's typed value and the
 * string a form post delivers (coercion runs when validating through `validate` in
 * `errors.ts`). Failure messages carry `:attribute`, which `errors.ts` replaces with the
 * field name in Laravel's wording.
 */

const blankToUndefined = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

/**
 * An optional field where a blank form value means "not given", as Laravel's
 * ConvertEmptyStringsToNull makes it.
 */
export function maybe<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  return coerce(optional(struct), string(), (value) => (value.trim() === '' ? undefined : value));
}

/** A required string, trimmed; blank counts as missing. */
export function nonEmpty(max = 255): Struct<string, null> {
  return refine(
    coerce(string(), string(), (text) => text.trim()),
    'nonEmpty',
    (text) =>
      text.length === 0
        ? 'The :attribute field is required.'
        : text.length <= max || `The :attribute field must not be greater than ${max} characters.`,
  );
}

/** An optional free text, trimmed; blank stays an empty string so that it can clear a value. */
export function text(max = 255): Struct<string, null> {
  return refine(
    coerce(string(), string(), (value) => value.trim()),
    'max',
    (value) => value.length <= max || `The :attribute field must not be greater than ${max} characters.`,
  );
}

/** A whole number; form strings are parsed, and a blank string counts as missing. */
export function whole(): Struct<number, null> {
  return coerce(integer(), string(), (value) => {
    const present = blankToUndefined(value);
    return present === undefined ? undefined : Number(present);
  });
}

/** A whole number from `min` to `max`, both included. */
export function between(min: number, max: number): Struct<number, null> {
  return refine(
    whole(),
    'between',
    (value) => (value >= min && value <= max) || `The :attribute field must be between ${min} and ${max}.`,
  );
}

/** The largest id a database `integer` column holds (2^31 - 1); a bigger one names no record. */
export const MAX_ID = 2_147_483_647;

/** A record id: a positive whole number within the column's range, also when it arrives as a path segment. */
export function id(): Struct<number, null> {
  return refine(whole(), 'id', (value) =>
    value < 1
      ? 'The :attribute field must be at least 1.'
      : value <= MAX_ID || `The :attribute field must not be greater than ${MAX_ID}.`,
  );
}

/** A region id or `null`; a blank form value clears the region. */
export function regionRef(): Struct<number | null, null> {
  const ref = define<number | null>(
    'region',
    (value) =>
      value === null ||
      (Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID) ||
      'The selected :attribute is invalid.',
  );
  return coerce(ref, string(), (value) => (value.trim() === '' ? null : Number(value)));
}

const TRUE_WORDS = ['true', '1', 'on', 'yes'];
const FALSE_WORDS = ['false', '0', 'off', 'no', ''];

/** A boolean; forms send 'true'/'1'/'on' and 'false'/'0'/'off'. */
export function flag(): Struct<boolean, null> {
  const fromNumber = coerce(boolean(), number(), (value) => (value === 1 ? true : value === 0 ? false : value));
  return coerce(fromNumber, string(), (value) => {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    return value;
  });
}

/** One of a fixed list of strings, named in the failure message. */
export function oneOf<T extends string>(values: readonly T[]): Struct<T, null> {
  return define<T>(
    'oneOf',
    (value) =>
      (typeof value === 'string' && (values as readonly string[]).includes(value)) ||
      `The :attribute field must be one of ${values.join(', ')}.`,
  );
}

/** A language Soma speaks (`./lang/locales.ts`), or null (blank in a form) for "follow the browser". */
export function localeChoice(): Struct<Locale | null, null> {
  const choice = define<Locale | null>(
    'locale',
    (value) => value === null || isLocale(value) || 'The selected :attribute is invalid.',
  );
  return coerce(choice, string(), (value) => (value.trim() === '' ? null : value.trim()));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(): Struct<string, null> {
  return refine(
    nonEmpty(),
    'email',
    (value) => EMAIL.test(value) || 'The :attribute field must be a valid email address.',
  );
}

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export function phone(): Struct<string, null> {
  return refine(nonEmpty(32), 'phone', (value) => PHONE.test(value) || 'The :attribute field format is invalid.');
}

/** A number M-Pesa can prompt: a Kenyan mobile number in any spelling people type. */
export function mpesaPhone(): Struct<string, null> {
  return refine(
    nonEmpty(32),
    'mpesa_phone',
    (value) => readMpesaPhone(value) !== null || phoneError(':attribute', ['KE']),
  );
}

/** A run of `min` to `max` digits; spaces and dashes (as typed in card numbers) are dropped. */
export function digits(min: number, max: number): Struct<string, null> {
  const required = refine(string(), 'digits', (value) =>
    value.length === 0
      ? 'The :attribute field is required.'
      : (/^[0-9]+$/.test(value) && value.length >= min && value.length <= max) ||
        `The :attribute field must be between ${min} and ${max} digits.`,
  );
  return coerce(required, union([string(), number()]), (value) => String(value).replace(/[\s-]/g, ''));
}

/** A password is never trimmed; blank counts as missing. */
export function password(min = 8): Struct<string, null> {
  return refine(string(), 'password', (value) =>
    value.length === 0
      ? 'The :attribute field is required.'
      : value.length >= min || `The :attribute field must be at least ${min} characters.`,
  );
}

/** Any present password (used to check one, not to set one). */
export function anyPassword(): Struct<string, null> {
  return password(1);
}

/** Text holding a JSON document (the student avatar). */
export function jsonText(): Struct<string, null> {
  return refine(string(), 'json', (value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return 'The :attribute field must be a valid JSON string.';
    }
  });
}

/** A short code: letters, digits, dashes and underscores. */
export function code(max = 10): Struct<string, null> {
  return refine(
    nonEmpty(max),
    'alpha_dash',
    (value) =>
      /^[A-Za-z0-9_-]+$/.test(value) ||
      'The :attribute field must only contain letters, numbers, dashes, and underscores.',
  );
}

/** A URL path or absolute http(s) URL. */
export function url(): Struct<string, null> {
  return refine(
    text(2048),
    'url',
    (value) => value === '' || /^(\/|https?:\/\/)\S*$/.test(value) || 'The :attribute field must be a valid URL.',
  );
}

/** An uploaded image. The server hands multipart files over as `File`/`Blob` objects. */
export function image(): Struct<Blob, null> {
  return define<Blob>('image', (value) => {
    if (typeof Blob === 'undefined' || !(value instanceof Blob)) return 'The :attribute field must be a file.';
    return value.type.startsWith('image/') || 'The :attribute field must be an image.';
  });
}

/**
 * Adds a "must match" rule to an object struct, reported on the confirmation field the way
 * Laravel's `same` rule reports it.
 */
export function confirmed<T extends Record<string, unknown>, S>(
  struct: Struct<T, S>,
  field: keyof T & string,
  confirmation: keyof T & string,
): Struct<T, S> {
  return refine(
    struct,
    'confirmed',
    (value, ctx) =>
      value[field] === value[confirmation] || {
        path: [...ctx.path, confirmation],
        key: confirmation,
        message: `The :attribute field must match ${field.replace(/_/g, ' ')}.`,
      },
  );
}

const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A comma list of ISO 3166-1 alpha-2 codes, normalised to `KE,UG,TZ`. */
export function countryList(): Struct<string, null> {
  const list = refine(string(), 'countries', (value) =>
    value.length === 0
      ? 'The :attribute field is required.'
      : value.split(',').every((item) => COUNTRY_CODES.has(item)) ||
        'The :attribute field must be a comma-separated list of ISO 3166-1 alpha-2 country codes.',
  );
  return coerce(list, string(), (value) => splitList(value.toUpperCase()).join(','));
}

/** A comma list of ids (letters, digits, dashes), normalised without spaces; may be empty. */
export function idList(): Struct<string, null> {
  const list = refine(
    string(),
    'ids',
    (value) =>
      value === '' ||
      value.split(',').every((item) => /^[A-Za-z0-9_-]+$/.test(item)) ||
      'The :attribute field must be a comma-separated list of ids.',
  );
  return coerce(list, string(), (value) => splitList(value).join(','));
}
