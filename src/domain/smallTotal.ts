import { SMALL_TOTAL_NOTE } from './smallTotalTexts';

/** Totals up to Ksh 100 (10000 minor units) are carried to the next payment date. */
export const SMALL_TOTAL_MAX = 10000;
export { SMALL_TOTAL_NOTE };

export function isSmallTotal(total: number): boolean {
  return total > 0 && total <= SMALL_TOTAL_MAX;
}

/** The note to show under a checkout total, or null when it does not apply. */
export function smallTotalNote(total: number): string | null {
  return isSmallTotal(total) ? SMALL_TOTAL_NOTE : null;
}
