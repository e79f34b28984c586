/** The words the account uses for a free trial. */
export { FREE_TRIAL, TRIAL_SHOP, trialLeftText } from './trialTexts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial ending at `expiry`: a day begun counts as left; 0 once it has ended. */
export function trialDaysLeft(expiry: string | null, now: Date = new Date()): number {
  if (!expiry) return 0;
  const left = Date.parse(expiry) - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}
