import type { Bundle } from '../../src/api/structs';
import { durationLabel } from '../../src/domain/duration';
import { formatMoney } from '../../src/domain/money';
import { options } from '../../src/config';
import { students } from './texts';

/** Money in the shop currency and the configured locale. */
export function money(minor: number, currency: string): string {
  return formatMoney(minor, currency, options().locale);
}

/** A plan in words: '2 Students, Monthly'. */
export function planName(bundle: Pick<Bundle, 'students' | 'duration'>): string {
  return `${students(bundle.students)}, ${durationLabel(bundle.duration)}`;
}
