import { isSmallTotal } from '../../src/domain/smallTotal';
import { addMonths } from '../lib/dates';

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

/** A plan bought now: its first period. */
export function periodStarting(start: Date, months: number): Period {
  return { start, end: addMonths(start, months) };
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
 * credit; a total above 0 and up to Ksh 100 (10000 minor units) is not charged until the next
 * payment date; a larger one is charged now, rounded down to a whole shilling. What a preview
 * shows is this, and so is what the provider is asked for.
 */
export function charge(price: number, credit: number, balance: number): Charge {
  const total = price - credit + balance;
  if (total <= 0) return { price, credit, balance, rounding: 0, amount: 0, now: 0, deferred: 0, balanceAfter: total };
  if (isSmallTotal(total))
    return { price, credit, balance, rounding: 0, amount: total, now: 0, deferred: total, balanceAfter: total };
  const now = Math.floor(total / SHILLING) * SHILLING;
  return { price, credit, balance, rounding: total - now, amount: now, now, deferred: 0, balanceAfter: 0 };
}
