/** The note under a small checkout total (smallTotal.ts). */
export const SMALL_TOTAL_NOTE = 'Totals less than Ksh100 are not charged until the next payment date.';
