/**
 * The languages Soma answers in (docs/languages.md): English, the language every text is written
 * in first, and Kiswahili. Kept apart from the tables so that the contract's profile rule costs
 * the SDK only this list.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a request that names none Soma speaks. */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
