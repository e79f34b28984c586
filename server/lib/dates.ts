/** Adds calendar months in UTC, keeping the day or clamping it to the end of a shorter month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Adds calendar months in UTC landing on `day` of the month (1 to 31), or on the month's last day
 * when it is shorter: a plan anchored on the 31st is billed on 28 Feb, then 31 Mar again, as
 * Stripe's billing anchor does. The time of day is kept.
 */
export function addMonthsOnDay(date: Date, months: number, day: number): Date {
  const result = new Date(date.getTime());
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** ISO 8601 in UTC, or null: how every time leaves the API. */
export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
