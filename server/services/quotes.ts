import type { OrderKind, Subscription } from '../db/schema';
import { charge, upgradeQuote, type Charge, type PlanTerms } from './billing';

/**
 * What an order of a kind comes to today, by the money rules of billing.ts. A change of plan
 * credits the unused part of the plan in force and buys the new one to the same billing date; a
 * purchase (also one that ends a free trial) and a renewal sell a whole period. Every kind applies
 * the account's balance. Shop previews, new orders, renewals and retried orders all ask here, so a
 * family is charged what it was shown.
 */
export function quote(
  kind: OrderKind,
  target: PlanTerms,
  plan: Subscription | undefined,
  balance: number,
  now: Date,
  options: { resumeBilling?: boolean } = {},
): Charge {
  // Purchases and renewals are charged in full; only a change's small total waits for the next
  // payment, and only while there is one: a cancelled plan's change is charged in full (docs/money.md).
  if (kind !== 'upgrade') return charge(target.price, 0, balance, false);
  if (!plan) throw new Error('a change of plan needs the plan it changes');
  const change = upgradeQuote(plan, target, billingDate(plan), now);
  return charge(change.price, change.credit, balance, billsOn(plan, options.resumeBilling));
}

/** Whether the plan is billed again after a change: it is not cancelled, or the change turns billing back on. */
export function billsOn(plan: Pick<Subscription, 'cancellation_date'>, resumeBilling = false): boolean {
  return plan.cancellation_date === null || resumeBilling;
}

/** The date the plan in force is next billed: what a change of plan keeps. */
export function billingDate(plan: Pick<Subscription, 'next_billing_date' | 'expiry_date'>): Date {
  return plan.next_billing_date ?? plan.expiry_date;
}

/** Whether buying a plan over `plan` is a change of plan (credited, same billing date) or a purchase. */
export function purchaseKind(plan: Pick<Subscription, 'status' | 'trial'> | undefined): 'upgrade' | 'purchase' {
  return plan?.status === 'active' && !plan.trial ? 'upgrade' : 'purchase';
}
