/** A plan's length as an adjective: 'Monthly', 'Yearly' or 'N Months'. */
export function durationLabel(months: number): string {
  if (months === 1) return 'Monthly';
  if (months === 12) return 'Yearly';
  return `${months} Months`;
}

/** A plan's billing period: 'Every Month', 'Every Year' or 'N Months'. */
export function everyLabel(months: number): string {
  if (months === 1) return 'Every Month';
  if (months === 12) return 'Every Year';
  return `${months} Months`;
}
