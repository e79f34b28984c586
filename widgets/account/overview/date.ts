import { options } from '../../../src/config';

/** A date as the account holder's locale writes it: 'Mar 4, 2027'. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(options().locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
