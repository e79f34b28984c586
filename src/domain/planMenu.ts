import { hasPlan } from './planGate';
import {
  CANCEL_PLAN,
  CHANGE_PLAN,
  FIX_PAYMENT,
  NO_PLAN,
  PLAN_OPTIONS,
  RENEW_PLAN,
  SHOP_LABEL,
  UPDATE_PAYMENT,
} from './planMenuTexts';
import type { MaybePlan } from './types';

export interface MenuItem {
  id: string;
  label: string;
  path: string;
  enabled: boolean;
}

export { NO_PLAN, PLAN_OPTIONS, SHOP_LABEL } from './planMenuTexts';
export const SHOP_PATH = '/account/bundles';

export type PlanMenu =
  | { kind: 'plan'; label: string; warning: boolean; items: MenuItem[] }
  | { kind: 'none'; text: string; shop: MenuItem };

/** A cancelled plan stays active until its expiry date; the menu then offers Renew Plan. */
export function isCancelled(plan: MaybePlan): boolean {
  return hasPlan(plan) && plan.cancellation_date != null && plan.cancellation_date !== '';
}

/** The Current Plan card's menu. */
export function planMenu(plan: MaybePlan): PlanMenu {
  if (!hasPlan(plan)) {
    return { kind: 'none', text: NO_PLAN, shop: { id: 'shop', label: SHOP_LABEL, path: SHOP_PATH, enabled: true } };
  }
  const declined = plan.status === 'failed_declined';
  const cancelled = isCancelled(plan);
  return {
    kind: 'plan',
    label: PLAN_OPTIONS,
    warning: declined,
    items: [
      { id: 'change', label: CHANGE_PLAN, path: SHOP_PATH, enabled: plan.status === 'active' },
      {
        id: 'payment',
        label: declined ? FIX_PAYMENT : UPDATE_PAYMENT,
        path: '/account/update_payment',
        enabled: true,
      },
      cancelled
        ? { id: 'renew', label: RENEW_PLAN, path: '/account/renew', enabled: true }
        : { id: 'cancel', label: CANCEL_PLAN, path: '/account/cancel', enabled: true },
    ],
  };
}
