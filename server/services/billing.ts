import { isSmallTotal } from '../../src/domain/smallTotal';
import { addMonths } from '../lib/dates';

/*
 * The money rules of plans, free of I/O: billing periods, the pro-rata credit and price of a
 * plan change, and what part of a total is charged now. Amounts are minor units, times UTC.
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

export interface ChargeSplit {
  /** Charged through the provider now. */
  now: number;
  /** Not charged until the next payment date (added to the balance). */
  deferred: number;
}

/** Totals above 0 and up to Ksh 100 (10000 minor units) are not charged until the next payment date. */
export function splitCharge(total: number): ChargeSplit {
  if (total <= 0) return { now: 0, deferred: 0 };
  return isSmallTotal(total) ? { now: 0, deferred: total } : { now: total, deferred: 0 };
}
