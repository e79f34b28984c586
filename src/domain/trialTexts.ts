/** The words the account uses for a free trial (trial.ts). */
export const FREE_TRIAL = 'Free trial';
export const TRIAL_SHOP = 'Choose a plan';

/** '12 days left', '1 day left', 'Ends today' (its last day), 'Ended'. */
export function trialLeftText(days: number, ended: boolean): string {
  if (ended) return 'Ended';
  if (days <= 1) return days === 1 ? '1 day left' : 'Ends today';
  return `${days} days left`;
}
