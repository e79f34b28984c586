import type { Order, Subscription } from '../db/schema';
import { purchaseKind } from './quotes';

/*
 * Which refused orders may still be paid (docs/money.md, "Stale orders"). Paying an order buys
 * what it was placed for, quoted again for today; once its plan has ended, changed or been
 * replaced, that would buy days twice or price a change against a plan no longer in force. Such
 * an order says why, and the family chooses again, quoted for today.
 */

export const RENEWAL_ENDED =
  'This renewal can no longer be paid: the plan it renewed has ended. Choose a plan to start again today.';
export const PLAN_REPLACED = 'This order can no longer be paid: another plan has been bought since. Check your plan.';
export const PLAN_CHANGED =
  'This change can no longer be paid: your plan has changed since it was made. Choose the change again.';
export const CHANGE_PLAN_ENDED =
  'This change can no longer be paid: the plan it changed is no longer active. Choose a plan to start again today.';
export const ALREADY_YOUR_PLAN = 'This change can no longer be paid: it is already your plan.';
export const PLAN_RETIRED = 'This order can no longer be paid: the plan is no longer offered. Choose another plan.';

/** Why a refused order can no longer be paid; null while it can (or when it is not refused). */
export function staleReason(
  order: Pick<Order, 'id' | 'kind' | 'status' | 'product_id' | 'from_product_id'> & { product_active?: boolean | null },
  plan: Pick<Subscription, 'status' | 'trial' | 'product_id' | 'product_order_id'> | undefined | null,
): string | null {
  if (order.status !== 'failed' && order.status !== 'failed_declined') return null;
  if (order.kind === 'renewal') {
    // A renewal is paid only while its plan waits on it, before the plan expires.
    return plan && plan.product_order_id === order.id && plan.status !== 'expired' ? null : RENEWAL_ENDED;
  }
  if (order.product_active === false) return PLAN_RETIRED;
  const kind = purchaseKind(plan ?? undefined);
  if (order.kind === 'purchase')
    return plan?.product_order_id === order.id || kind === 'purchase' ? null : PLAN_REPLACED;
  if (kind !== 'upgrade') return CHANGE_PLAN_ENDED;
  if (plan!.product_id === order.product_id) return ALREADY_YOUR_PLAN;
  if (order.from_product_id !== null && order.from_product_id !== plan!.product_id) return PLAN_CHANGED;
  return null;
}
