import { array, boolean, literal, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { flag, id } from './rules';
import { mpesaPhone } from './rules';
import { NoFields, Order, OrderLine, Payment } from './structs';
import { Subscription } from './subscription';

export const Bundle = type({
  product_id: number(),
  students: number(),
  price: number(),
  duration: number(),
  /** Percent discount against the monthly plan. */
  savings: number(),
  current: boolean(),
});
export type Bundle = Infer<typeof Bundle>;

export const PaymentMethod = type({
  id: string(),
  type: literal('card'),
  brand: string(),
  last4: string(),
  exp_month: number(),
  exp_year: number(),
});
export type PaymentMethod = Infer<typeof PaymentMethod>;

/** Public: the plan shop lists plans to visitors too; `current` marks the caller's plan. */
export const listBundles = defineCall({
  id: 'shop.bundles',
  method: 'GET',
  path: '/shop/bundles',
  body: 'none',
  access: 'public',
  request: NoFields,
  response: array(Bundle),
});

/**
 * What choosing a plan comes to today. `adjusted_price` is the total: what is charged now, or (up
 * to Ksh 100) carried to the next payment. The reference server also answers it for a purchase
 * and says what the account's balance and the rounding to whole shillings did to it.
 */
export const UpgradePreview = type({
  price: number(),
  credit: number(),
  adjusted_price: number(),
  next_billing_date: nullable(string()),
  /** The account balance applied: positive owing, negative credit. */
  balance: optional(number()),
  rounding: optional(number()),
  /** A plan for fewer students than the account has: what that means for them, said before paying. */
  fewer_students: optional(nullable(string())),
  /** The lines its receipt will show, adding up to `adjusted_price` (docs/money.md). */
  lines: optional(array(OrderLine)),
  /** Of the total, what is charged now (whole shillings); the rest waits for the next payment date. */
  charged_now: optional(number()),
  /** A total up to Ksh 100 not charged until the next payment date (`next_billing_date`). */
  deferred: optional(number()),
  /** Credit beyond the total, kept on the account for the next payment. */
  kept_as_credit: optional(number()),
  /** Buying ends the account's free trial today. */
  ends_trial: optional(boolean()),
  /** The plan is cancelled: a change keeps its end date unless billing is turned back on with it. */
  stays_cancelled: optional(boolean()),
  /** When a cancelled plan ends. */
  ends_on: optional(nullable(string())),
});
export type UpgradePreview = Infer<typeof UpgradePreview>;

export const previewUpgrade = defineCall({
  id: 'shop.previewUpgrade',
  method: 'GET',
  path: '/shop/bundles/preview_upgrade/{product_id}',
  body: 'none',
  access: 'parent',
  /** `resume_billing`: the change of a cancelled plan would also turn automatic billing back on. */
  request: object({ product_id: id(), resume_billing: optional(flag()) }),
  response: UpgradePreview,
});

/** The payment method keys this deployment accepts, e.g. `['card', 'mpesa']`. */
export const paymentKinds = defineCall({
  id: 'shop.paymentKinds',
  method: 'GET',
  path: '/shop/pay',
  body: 'none',
  access: 'public',
  request: NoFields,
  response: array(string()),
});

/**
 * `bundle` is the chosen plan's product_id. `payment` may be left out when nothing is charged now.
 * `use_for_renewals`: whether the method paid with becomes the plan's (default: it does).
 */
export const Checkout = object({
  bundle: id(),
  payment: optional(Payment),
  use_for_renewals: optional(flag()),
  /** A change of a cancelled plan: also turn automatic billing back on (otherwise the plan still ends). */
  resume_billing: optional(flag()),
});
export type Checkout = Infer<typeof Checkout>;

export const pay = defineCall({
  id: 'shop.pay',
  method: 'POST',
  path: '/shop/pay',
  body: 'json',
  access: 'parent',
  idempotent: true,
  request: Checkout,
  response: Order,
});

export const upgrade = defineCall({
  id: 'shop.upgrade',
  method: 'POST',
  path: '/shop/upgrade',
  body: 'json',
  access: 'parent',
  idempotent: true,
  request: Checkout,
  response: Order,
});

export const defaultPaymentMethod = defineCall({
  id: 'shop.defaultPaymentMethod',
  method: 'GET',
  path: '/shop/default_payment_method',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: nullable(PaymentMethod),
});

export const getReceipt = defineCall({
  id: 'shop.receipt',
  method: 'GET',
  path: '/receipts/{order_id}',
  body: 'none',
  access: 'parent',
  request: object({ order_id: id() }),
  response: Order,
});

/**
 * The number M-Pesa renewals prompt (Soma's own call): answers the plan, whose `next_charge.phone`
 * shows it masked.
 */
export const setRenewalNumber = defineCall({
  id: 'shop.renewalNumber',
  method: 'POST',
  path: '/shop/mpesa/renewal_number',
  body: 'json',
  access: 'parent',
  request: object({ phone_number: mpesaPhone() }),
  response: Subscription,
});

/** The plan stays active until its expiry date; billing stops. */
export const cancel = defineCall({
  id: 'shop.cancel',
  method: 'POST',
  path: '/shop/cancel',
  body: 'json',
  access: 'parent',
  request: NoFields,
  response: Subscription,
});

/** Undoes a cancellation: automatic billing resumes. */
export const renew = defineCall({
  id: 'shop.renew',
  method: 'POST',
  path: '/shop/renew',
  body: 'json',
  access: 'parent',
  request: NoFields,
  response: Subscription,
});
