import type { BundlePrice } from '../db/schema';
import { addMonths } from '../lib/dates';

/**
 * The notice a family gets before a higher price reaches its renewals: one calendar month, the
 * terms' notice for major changes (docs/plans.md). A lower price needs none.
 */
export const PRICE_NOTICE_MONTHS = 1;

/** From when renewals pay a plan's new price: at once when it is lower, after the notice when higher. */
export function renewalsFrom(previousPrice: number, price: number, announcedAt: Date): Date {
  return price <= previousPrice ? announcedAt : addMonths(announcedAt, PRICE_NOTICE_MONTHS);
}

export interface HeldPrice {
  /** The price per period the family pays. */
  price: number;
  /** When it was set: changes announced later are new to this family. */
  price_from: Date;
}

/**
 * What a renewal billed at `billingDate` charges a family holding `held`: its own price, unless a
 * change announced since has reached renewals by then. Of those changes the renewal pays the
 * price noticed long enough ago, or the catalogue's price at the billing date when that is lower
 * (a cut, or a rise taken back): never more than the family was told a month before, nor more
 * than a new family pays. `price_from` moves to the change whose price it takes.
 */
export function renewalPrice(held: HeldPrice, changes: readonly BundlePrice[], billingDate: Date): HeldPrice {
  const newer = changes
    .filter(
      (change) =>
        change.announced_at.getTime() > held.price_from.getTime() &&
        change.announced_at.getTime() <= billingDate.getTime(),
    )
    .sort((a, b) => a.announced_at.getTime() - b.announced_at.getTime() || a.id - b.id);
  const current = newer.at(-1);
  if (!current) return held;
  const noticed = newer.filter((change) => change.renewals_from.getTime() <= billingDate.getTime()).at(-1);
  const options: HeldPrice[] = [
    noticed ? { price: noticed.price, price_from: noticed.announced_at } : held,
    { price: current.price, price_from: current.announced_at },
  ];
  return options[1].price < options[0].price ? options[1] : options[0];
}
