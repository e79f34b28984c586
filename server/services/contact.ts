/** Normalising what people type as an email address or a phone number, so lookups match. */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Calling codes of the countries a site may list in `phone_countries`; local numbers use the first. */
const CALLING_CODES: Record<string, string> = {
  KE: '254',
  UG: '256',
  TZ: '255',
  RW: '250',
  BI: '257',
  SS: '211',
  ET: '251',
  SO: '252',
  NG: '234',
  GH: '233',
  ZA: '27',
  ZM: '260',
  MW: '265',
  US: '1',
  CA: '1',
  GB: '44',
};

/**
 * International form `+<digits>`: `0712 345 678` and `254712345678` both become `+254712345678`
 * for a Kenyan site. Null when it cannot be a phone number.
 */
export function normalizePhone(raw: string, defaultCountry = 'KE'): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[\s\-().]/g, '');
  if (!/^\+?[0-9]+$/.test(digits)) return null;
  const code = CALLING_CODES[defaultCountry.toUpperCase()] ?? CALLING_CODES.KE!;
  let international: string;
  if (digits.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) international = `+${code}${digits.slice(1)}`;
  else if (digits.startsWith(code) && digits.length > code.length + 7) international = `+${digits}`;
  else international = `+${code}${digits}`;
  return /^\+[1-9][0-9]{7,14}$/.test(international) ? international : null;
}

/** A login is an email address when it has an @, otherwise a phone number. */
export function isEmailLogin(login: string): boolean {
  return login.includes('@');
}
