import type { MaybePlan, PlanLike, Style } from './types';

/**
 * What the welcome and manage-students screens show:
 * - open: the student tiles (trial style, or an active plan);
 * - expired: the expired notice;
 * - receipt: redirect to the receipt (pending_payment, failed, failed_declined or any unknown status);
 * - no-plan: the end-of-trial notice with a link to subscribe.
 */
export type Gate = 'open' | 'expired' | 'receipt' | 'no-plan';

/** Where the `receipt` gate sends the user. */
export const RECEIPT_PATH = '/account/receipt';

/** Whether the value is a subscription, not the API's `false` for none. */
export function hasPlan(plan: MaybePlan): plan is PlanLike {
  return typeof plan === 'object' && plan !== null;
}

export function isActive(plan: MaybePlan): boolean {
  return hasPlan(plan) && plan.status === 'active';
}

export function planGate(style: Style, plan: MaybePlan): Gate {
  if (style === 'trial') return 'open';
  if (!hasPlan(plan)) return 'no-plan';
  if (plan.status === 'active') return 'open';
  if (plan.status === 'expired') return 'expired';
  return 'receipt';
}
