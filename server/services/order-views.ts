import type { Order as OrderView, OrderLine, Subscription as SubscriptionView } from '../../src/api/structs';
import { durationLabel } from '../../src/domain/duration';
import type { Order, Subscription } from '../db/schema';
import { iso } from '../lib/dates';

/** An order as the receipt shows it; `deferred` (not in the contract yet) is the part carried to the next payment. */
export type ReceiptView = OrderView & { deferred: number };

export const CREDIT_LABEL = 'Credit for the unused part of your current plan';
export const BALANCE_CREDIT_LABEL = 'Credit on your account';
export const BALANCE_OWING_LABEL = 'Owing from earlier payments';

/**
 * The receipt of an order. Dates missing on older orders come from the subscription the order
 * paid for, when that is given.
 */
export function orderView(order: Order, subscription?: Subscription | null): ReceiptView {
  const info = (order.payment_info ?? {}) as { brand?: unknown; last4?: unknown; phone?: unknown };
  const ofSubscription = subscription && subscription.product_order_id === order.id && order.status === 'active';
  const payment: OrderView['payment'] =
    order.payment_method === 'mpesa'
      ? { method: 'mpesa', ...(typeof info.phone === 'string' ? { phone: info.phone } : {}) }
      : {
          method: 'card',
          ...(typeof info.brand === 'string' ? { brand: info.brand } : {}),
          ...(typeof info.last4 === 'string' ? { last4: info.last4 } : {}),
        };
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
  };
}

/** The money lines of a receipt; they add up to its total. */
export function orderLines(order: Pick<Order, 'kind' | 'students' | 'duration' | 'price' | 'credit' | 'plan_price'>): OrderLine[] {
  const students = order.students ?? 0;
  const plan = `${students} ${students === 1 ? 'student' : 'students'}, ${durationLabel(order.duration ?? 1)}`;
  // A renewal's price is the plan's and whatever the account owed; its credit is the account's.
  const owing = order.kind === 'renewal' && order.plan_price !== null ? Math.max(0, order.price - order.plan_price) : 0;
  const lines: OrderLine[] = [
    {
      label: order.kind === 'upgrade' ? `${plan}, until your next billing date` : plan,
      amount: order.price - owing,
    },
  ];
  if (owing > 0) lines.push({ label: BALANCE_OWING_LABEL, amount: owing });
  if (order.credit > 0) {
    lines.push({ label: order.kind === 'renewal' ? BALANCE_CREDIT_LABEL : CREDIT_LABEL, amount: -Math.min(order.credit, order.price) });
  }
  return lines;
}

/** A subscription as every shop call answers it (`false` when there is none). */
export function subscriptionView(plan: Subscription): SubscriptionView;
export function subscriptionView(plan: Subscription | null | undefined): SubscriptionView | false;
export function subscriptionView(plan: Subscription | null | undefined): SubscriptionView | false {
  if (!plan) return false;
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
    adjusted_price: plan.adjusted_price ?? plan.price,
  };
}
