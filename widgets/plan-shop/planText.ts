import type { Bundle } from '../../src/api/structs';
import { durationLabel } from '../../src/domain/duration';
import { formatMoney } from '../../src/domain/money';
import { useOptions } from '../../src/element/context';
import { students } from './texts';

/** Money in the shop currency and the element's locale. */
export function useMoney(): (minor: number, currency: string) => string {
  const { locale } = useOptions();
  return (minor, currency) => formatMoney(minor, currency, locale);
}

/** A plan in words: '2 Students, Monthly'. */
export function planName(bundle: Pick<Bundle, 'students' | 'duration'>): string {
  return `${students(bundle.students)}, ${durationLabel(bundle.duration)}`;
}
