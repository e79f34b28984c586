import { formatLocale } from './formatLocale';

/**
 * Formats an amount in minor units in the shop currency: `formatMoney(150000, 'Ksh')` is
 * 'Ksh 1,500'. Cents appear only when the amount is not whole: 'Ksh 1,500.50'. No locale: the page
 * language's (src/domain/formatLocale.ts), in English 'en-US'.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const cents = Math.round(minor);
  const whole = cents % 100 === 0;
  const digits = whole ? 0 : 2;
  const number = new Intl.NumberFormat(formatLocale(locale, 'en-US'), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(cents) / 100);
  const sign = cents < 0 ? '-' : '';
  return currency ? `${sign}${currency} ${number}` : `${sign}${number}`;
}

/** Minor units to the major amount the customer reads (150050 -> 1500.5). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}
