import { formatLocale } from './formatLocale';

/**
 * A date as the account holder's locale writes it ('Mar 4, 2027'), by the calendar in UTC. The
 * server keeps billing dates as UTC days (server/lib/dates.ts), so reading them in local time
 * would show a renewal on 4 March as 3 March west of Greenwich; every date on every screen is
 * written by this one function, so one date never reads as two days. No locale: the page language's
 * (src/domain/formatLocale.ts), in English the browser's.
 */
export function formatDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
