import { phoneCountries, phoneError, readPhone } from '../../src/api/phone';

/** Normalising what people type as an email address or a phone number, so lookups match. */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in international form (`+254712345678`) if it is a mobile number of one of the
 * site's `phone_countries` (the setting's comma list; local numbers are the first country's), in
 * any spelling people type; null otherwise. The rule is src/api/phone.ts, which the SDK's
 * forms follow too.
 */
export function normalizePhone(raw: string, countries: unknown): string | null {
  return readPhone(raw, phoneCountries(typeof countries === 'string' ? countries : null));
}

/** Why a phone number was refused, for the field's error. */
export function phoneInvalid(countries: unknown): string {
  return phoneError('phone number', phoneCountries(typeof countries === 'string' ? countries : null));
}

/** A login is an email address when it has an @, otherwise a phone number. */
export function isEmailLogin(login: string): boolean {
  return login.includes('@');
}
