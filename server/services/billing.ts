import { isSmallTotal } from '../../src/domain/smallTotal';
import type { BundlePrice, PaymentMethodKind } from '../db/schema';
import { addMonths, addMonthsOnDay } from '../lib/dates';
import { renewalPrice, type HeldPrice } from './plan-prices';

/*
 * The money rules of plans, free of I/O: billing periods, the pro-rata credit and price of a
 * plan change, and what an order comes to once the account's balance is applied: how much is
 * charged now, carried to the next payment, or kept as credit. Amounts are minor units, times UTC.
 * Charges are whole shillings, rounded down (docs/money.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  start: Date;
  end: Date;
}

/** The period a plan of `months` paid for, counted back from the date it ends (the next billing date). */
export function periodEnding(end: Date, months: number): Period {
  return { start: addMonths(end, -months), end };
}

/**
 * A period of `months` from `start`, ending on the plan's billing day (`anchorDay`, 1 to 31; the
 * last day of a shorter month), by default the day it starts: a plan bought on 31 Jan is next
 * billed on 28 Feb, then on 31 Mar.
 */
export function periodStarting(start: Date, months: number, anchorDay = start.getUTCDate()): Period {
  return { start, end: addMonthsOnDay(start, months, anchorDay) };
}

export function daysIn(period: Period): number {
  return Math.max(1, Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS));
}

/** Whole days left before the period ends; a day already begun counts as used. */
export function unusedDays(period: Period, now: Date): number {
  const left = Math.floor((period.end.getTime() - now.getTime()) / DAY_MS);
  return Math.min(Math.max(left, 0), daysIn(period));
}

export interface PlanTerms {
  /** Minor units per period. */
  price: number;
  /** Months per period. */
  duration: number;
}

export interface UpgradeQuote {
  /** The new plan for the days left before the next billing date. */
  price: number;
  /** The unused part of the current plan's period. */
  credit: number;
  /** What the change costs now: price less credit, never below 0. */
  adjusted_price: number;
  /** Credit beyond the price, kept on the account (balance below 0) for the next payment. */
  surplus: number;
  unused_days: number;
  /** Unchanged by the change: from then on the new plan's full price is charged. */
  next_billing_date: Date;
}

/**
 * A plan change starts today and keeps the billing date: the days left of the current period
 * are credited at the current plan's rate and bought at the new plan's rate (each plan's rate is
 * its price over the days of its own period ending on the billing date), so that every day is
 * paid once, at the price of the plan that was in use.
 */
export function upgradeQuote(current: PlanTerms, next: PlanTerms, billingDate: Date, now: Date): UpgradeQuote {
  const period = periodEnding(billingDate, current.duration);
  const unused = unusedDays(period, now);
  const credit = Math.round((current.price * unused) / daysIn(period));
  const price = Math.round((next.price * unused) / daysIn(periodEnding(billingDate, next.duration)));
  return {
    price,
    credit,
    adjusted_price: Math.max(0, price - credit),
    surplus: Math.max(0, credit - price),
    unused_days: unused,
    next_billing_date: billingDate,
  };
}

/** One shilling in minor units: what a charge is a multiple of. */
export const SHILLING = 100;

export interface Charge {
  /** What the order sells: the plan's price, or its pro-rata part for a change. */
  price: number;
  /** The unused part of the plan it replaces. */
  credit: number;
  /** The account's balance it applies: positive is owing (added), negative is credit (spent). */
  balance: number;
  /** What rounding down to whole shillings took off the charge, in the family's favour. */
  rounding: number;
  /** The order's total, never below 0: charged now, or carried to the next payment date. */
  amount: number;
  /** Charged through the provider now: 0, or whole shillings above Ksh 100. */
  now: number;
  /** Not charged until the next payment date: a total above 0 and up to Ksh 100 (it stays owing). */
  deferred: number;
  /** What the account holds or owes once the order is paid (positive owing, negative credit). */
  balanceAfter: number;
}

/**
 * What an order comes to. The plan's price less the credit, plus whatever the account owes or
 * less whatever credit it holds: a total of 0 or less charges nothing and keeps the rest as
 * credit; a change whose total is above 0 and up to Ksh 100 (10000 minor units) is not charged
 * until the next payment date (`defer`; purchases and renewals are charged in full); anything
 * else is charged now, rounded down to a whole shilling. What a preview shows is this, and so is
 * what the provider is asked for.
 */
export function charge(price: number, credit: number, balance: number, defer = true): Charge {
  const total = price - credit + balance;
  if (total <= 0) return { price, credit, balance, rounding: 0, amount: 0, now: 0, deferred: 0, balanceAfter: total };
  if (defer && isSmallTotal(total))
    return { price, credit, balance, rounding: 0, amount: total, now: 0, deferred: total, balanceAfter: total };
  const now = Math.floor(total / SHILLING) * SHILLING;
  return { price, credit, balance, rounding: total - now, amount: now, now, deferred: 0, balanceAfter: 0 };
}

/** What a plan's next renewal is worked out from: the plan as stored, with no figure of the ledger's. */
export interface RenewingPlan {
  status: string;
  trial: boolean;
  price: number;
  price_from: Date;
  next_billing_date: Date | null;
  expiry_date: Date;
  payment_method: PaymentMethodKind | null;
  renewal_phone: string | null;
}

export interface NextCharge {
  /** The billing date: the next renewal's, or a cancelled plan's end, when renewing would bill it. */
  date: Date;
  /** The plan price the renewal pays, and since when the family holds it (a notified change may apply). */
  held: HeldPrice;
  /** What it comes to with the account's balance: `now` is what is taken. */
  charge: Charge;
  method: PaymentMethodKind | null;
  /** The number an M-Pesa renewal prompts (international digits); null for a card or when none is known. */
  phone: string | null;
}

/**
 * The one rule for a plan's next charge (docs/money.md, "The next charge"): the plan's price as
 * its renewal on the billing date will hold it (a price change reaches it after its notice), plus
 * what the account owes or less the credit it holds, charged in full and rounded down once; paid
 * by the plan's method, an M-Pesa prompt going to the plan's renewal number (else `fallbackPhone`,
 * the profile's). The renewal charges this, and the account, the Renew page and the reminder show
 * it. Null while there is no renewal to come: a free trial, or a plan that is not active.
 */
export function nextCharge(
  plan: RenewingPlan,
  changes: readonly BundlePrice[],
  balance: number,
  fallbackPhone: string | null = null,
): NextCharge | null {
  if (plan.trial || plan.status !== 'active') return null;
  const date = plan.next_billing_date ?? plan.expiry_date;
  const held = renewalPrice({ price: plan.price, price_from: plan.price_from }, changes, date);
  return {
    date,
    held,
    charge: charge(held.price, 0, balance, false),
    method: plan.payment_method,
    phone: plan.payment_method === 'mpesa' ? (plan.renewal_phone ?? fallbackPhone) : null,
  };
}
