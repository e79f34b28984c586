/** The words the account uses for a free trial. */
export const FREE_TRIAL = 'Free trial';
export const TRIAL_SHOP = 'Choose a plan';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial ending at `expiry`: a day begun counts as left; 0 once it has ended. */
export function trialDaysLeft(expiry: string | null, now: Date = new Date()): number {
  if (!expiry) return 0;
  const left = Date.parse(expiry) - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** '12 days left', '1 day left', 'Ends today' (its last day), 'Ended'. */
export function trialLeftText(days: number, ended: boolean): string {
  if (ended) return 'Ended';
  if (days <= 1) return days === 1 ? '1 day left' : 'Ends today';
  return `${days} days left`;
}
