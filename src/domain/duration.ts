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

/** A plan's size as the shop and the admin's preview of it write it: '1 Student', 'N Students'. */
export function studentsLabel(count: number): string {
  return `${count} ${count === 1 ? 'Student' : 'Students'}`;
}
