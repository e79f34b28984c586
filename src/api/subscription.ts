import { assign, boolean, literal, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { PaymentKind, Profile, Status } from './structs';

/*
 * The account's plan as the server answers it: what the account pages, the shop and live updates
 * read, and the login box never does (so it travels in their chunks, not the login box's).
 */

/** An ISO 8601 date-time string, or null when the event has not happened. */
const When = nullable(string());

/**
 * A purchase or change of plan not paid yet: pending while its payment is under way (the plan in
 * force stays until it is paid), or refused (the plan in force stays). Only servers that keep
 * plan changes as orders send it (with more of the order: its product_id, amount, payment_method
 * and failure_reason).
 */
export const PendingChange = type({
  order_id: number(),
  status: Status,
  students: nullable(number()),
  duration: nullable(number()),
  failure_message: nullable(string()),
});
export type PendingChange = Infer<typeof PendingChange>;

/**
 * What the plan's next renewal takes, by the one rule the renewal itself follows (docs/money.md,
 * "The next charge"): the whole-shilling `amount` charged on `date`, the plan's price with the
 * account's credit spent or what it owes added (`balance`), how it is paid and, for M-Pesa, the
 * number the prompt goes to (masked). Sent while the plan is active and not a trial, also after a
 * cancellation: it is then what renewing the plan would take.
 */
export const NextCharge = type({
  amount: number(),
  date: string(),
  price: number(),
  balance: number(),
  method: nullable(PaymentKind),
  phone: optional(nullable(string())),
});
export type NextCharge = Infer<typeof NextCharge>;

export const Subscription = type({
  students: number(),
  status: Status,
  payment_method: nullable(PaymentKind),
  cancellation_date: When,
  expiry_date: When,
  product_id: number(),
  product_order_id: number(),
  price: number(),
  duration: number(),
  remaining_balance: number(),
  credit: number(),
  next_billing_date: When,
  adjusted_price: number(),
  /** A free trial's plan (never billed). */
  trial: optional(boolean()),
  pending_change: optional(nullable(PendingChange)),
  next_charge: optional(nullable(NextCharge)),
});
export type Subscription = Infer<typeof Subscription>;

/** The account's plan, or `false` when it has none. */
export const MaybeSubscription = union([Subscription, literal(false)]);
export type MaybeSubscription = Infer<typeof MaybeSubscription>;

/** `GET /me`: the profile with the plan, or `false` when there is none. */
export const Me = assign(Profile, type({ subscription: MaybeSubscription }));
export type Me = Infer<typeof Me>;
