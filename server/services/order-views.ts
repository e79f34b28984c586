import type { Order as OrderView, OrderLine } from '../../src/api/structs';
import type { Subscription as SubscriptionView } from '../../src/api/subscription';
import { durationLabel } from '../../src/domain/duration';
import { isMpesaFailure } from '../../src/domain/mpesa';
import {
  BALANCE_CREDIT_LABEL,
  BALANCE_OWING_LABEL,
  CREDIT_LABEL,
  ROUNDING_LABEL,
  SURPLUS_LABEL,
} from '../../src/domain/receipt';
import { maskPhone, readMpesaPhone } from '../../src/api/phone';
import type { Order, Subscription } from '../db/schema';
import { iso } from '../lib/dates';
import { nextCharge, type NextCharge } from './billing';
import { staleReason } from './stale-orders';

/** An order as the receipt shows it: `deferred` is the part carried to the next payment. */
export type ReceiptView = OrderView & { deferred: number };

export { BALANCE_CREDIT_LABEL, BALANCE_OWING_LABEL, CREDIT_LABEL, ROUNDING_LABEL, SURPLUS_LABEL };

/**
 * The receipt of an order. Dates missing on older orders come from the subscription the order
 * paid for, when that is given. While an M-Pesa prompt waits on the phone, `prompt_expires_at`
 * says until when the family can answer it (`promptWindowMs` after it was sent). A refused order
 * read with its account's plan says whether it can still be paid (`stale`).
 */
export function orderView(order: Order, subscription?: Subscription | null, promptWindowMs?: number): ReceiptView {
  const info = (order.payment_info ?? {}) as { brand?: unknown; last4?: unknown; phone?: unknown };
  const ofSubscription = subscription && subscription.product_order_id === order.id && order.status === 'active';
  const payment: OrderView['payment'] =
    order.payment_method === 'mpesa'
      ? { method: 'mpesa', ...(typeof info.phone === 'string' ? { phone: info.phone } : {}) }
      : order.payment_method === 'card'
        ? {
            method: 'card',
            ...(typeof info.brand === 'string' ? { brand: info.brand } : {}),
            ...(typeof info.last4 === 'string' ? { last4: info.last4 } : {}),
          }
        : { method: 'none' };
  const prompting = order.status === 'pending_payment' && order.prompted_at && promptWindowMs !== undefined;
  return {
    order_id: order.id,
    status: order.status,
    kind: order.kind,
    product_id: order.product_id ?? 0,
    students: order.students ?? 0,
    duration: order.duration ?? 0,
    lines: orderLines(order),
    price: order.price,
    credit: order.credit,
    total: order.amount,
    deferred: order.deferred,
    currency: order.currency,
    payment,
    created_at: iso(order.created_at)!,
    paid_at: iso(order.paid_at),
    next_billing_date: iso(order.next_billing_date ?? (ofSubscription ? subscription.next_billing_date : null)),
    expiry_date: iso(order.expiry_date ?? (ofSubscription ? subscription.expiry_date : null)),
    failure_message: order.failure_message,
    failure_reason: isMpesaFailure(order.failure_reason) ? order.failure_reason : null,
    prompt_expires_at: prompting ? iso(new Date(order.prompted_at!.getTime() + promptWindowMs)) : null,
    stale: subscription === undefined ? null : staleReason(order, subscription),
  };
}

/**
 * The money lines of a receipt; they add up to its total. Written in English, each line whole for
 * its count, and answered in the family's language (docs/languages.md): "2 students, Monthly" is
 * "Wanafunzi 2, Kila Mwezi".
 */
export function orderLines(
  order: Pick<Order, 'kind' | 'students' | 'duration' | 'price' | 'credit' | 'balance' | 'rounding' | 'amount'>,
): OrderLine[] {
  const students = order.students ?? 0;
  const months = durationLabel(order.duration ?? 1);
  const plan = students === 1 ? `1 student, ${months}` : `${students} students, ${months}`;
  const lines: OrderLine[] = [
    { label: order.kind === 'upgrade' ? `${plan}, until your next billing date` : plan, amount: order.price },
  ];
  if (order.credit > 0) lines.push({ label: CREDIT_LABEL, amount: -order.credit });
  if (order.balance > 0) lines.push({ label: BALANCE_OWING_LABEL, amount: order.balance });
  if (order.balance < 0) lines.push({ label: BALANCE_CREDIT_LABEL, amount: order.balance });
  const surplus = order.amount - (order.price - order.credit + order.balance - order.rounding);
  if (surplus > 0) lines.push({ label: SURPLUS_LABEL, amount: surplus });
  if (order.rounding > 0) lines.push({ label: ROUNDING_LABEL, amount: -order.rounding });
  return lines;
}

/** A plan's next charge by the one rule (billing.ts): its balance is the ledger's, its fallback number the profile's. */
export function nextChargeOfPlan(plan: Subscription): NextCharge | null {
  return nextCharge(plan, plan.price_changes, plan.remaining_balance, readMpesaPhone(plan.profile_phone ?? ''));
}

/** A subscription as every shop call answers it (`false` when there is none). */
export function subscriptionView(plan: Subscription): SubscriptionView;
export function subscriptionView(plan: Subscription | null | undefined): SubscriptionView | false;
export function subscriptionView(plan: Subscription | null | undefined): SubscriptionView | false {
  if (!plan) return false;
  // All of the change's order is sent; the contract names only what the SDK reads.
  const change = plan.pending_change && {
    ...plan.pending_change,
    failure_reason: isMpesaFailure(plan.pending_change.failure_reason) ? plan.pending_change.failure_reason : null,
  };
  return {
    students: plan.students,
    status: plan.status,
    payment_method: plan.payment_method,
    cancellation_date: iso(plan.cancellation_date),
    expiry_date: iso(plan.expiry_date),
    product_id: plan.product_id,
    product_order_id: plan.product_order_id ?? 0,
    price: plan.price,
    duration: plan.duration,
    remaining_balance: plan.remaining_balance,
    credit: plan.credit,
    next_billing_date: iso(plan.next_billing_date),
    adjusted_price: plan.adjusted_price,
    trial: plan.trial,
    pending_change: change,
    next_charge: nextChargeView(nextChargeOfPlan(plan)),
  };
}

function nextChargeView(next: NextCharge | null): SubscriptionView['next_charge'] {
  if (!next) return null;
  return {
    amount: next.charge.now,
    date: iso(next.date)!,
    price: next.held.price,
    balance: next.charge.balance,
    method: next.method,
    phone: next.phone ? maskPhone(next.phone) : null,
  };
}
