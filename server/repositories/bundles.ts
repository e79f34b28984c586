import { sql } from 'kysely';
import type { Bundle, BundlePrice, Executor } from '../db/schema';

/** Plans on sale, in the shop's order. */
export function listActiveBundles(db: Executor): Promise<Bundle[]> {
  return db.selectFrom('bundles').selectAll().where('active', '=', true).orderBy('position').orderBy('id').execute();
}

/** Every plan, on sale ones first in the shop's order, then the retired ones. */
export function listAllBundles(db: Executor): Promise<Bundle[]> {
  return db.selectFrom('bundles').selectAll().orderBy('active', 'desc').orderBy('position').orderBy('id').execute();
}

export function findBundle(db: Executor, id: number): Promise<Bundle | undefined> {
  return db.selectFrom('bundles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The plan, locked for a change (its price history is written in the same transaction). */
export function lockBundle(db: Executor, id: number): Promise<Bundle | undefined> {
  return db.selectFrom('bundles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertBundle(
  db: Executor,
  plan: { students: number; duration: number; price: number; savings: number },
  at: Date,
): Promise<Bundle> {
  const last = await db
    .selectFrom('bundles')
    .select(sql<number>`coalesce(max(position), 0)`.as('last'))
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return db
    .insertInto('bundles')
    .values({ ...plan, position: Number(last.last) + 1, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateBundle(
  db: Executor,
  id: number,
  changes: Partial<Pick<Bundle, 'students' | 'duration' | 'price' | 'savings' | 'active' | 'position'>>,
  at: Date,
): Promise<Bundle | undefined> {
  return db
    .updateTable('bundles')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Numbers the plans on sale 1, 2, 3... in the order given. */
export async function setPositions(db: Executor, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('bundles')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}

/** An active plan with these students and duration, other than `exceptId`. */
export function findSamePlan(
  db: Executor,
  students: number,
  duration: number,
  exceptId?: number,
): Promise<Bundle | undefined> {
  let query = db
    .selectFrom('bundles')
    .selectAll()
    .where('active', '=', true)
    .where('students', '=', students)
    .where('duration', '=', duration);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export function insertPriceChange(db: Executor, change: Omit<BundlePrice, 'id'>): Promise<BundlePrice> {
  return db.insertInto('bundle_prices').values(change).returningAll().executeTakeFirstOrThrow();
}

/** The plan's price changes, oldest first. */
export function listPriceChanges(db: Executor, bundleId: number): Promise<BundlePrice[]> {
  return db
    .selectFrom('bundle_prices')
    .selectAll()
    .where('bundle_id', '=', bundleId)
    .orderBy('announced_at')
    .orderBy('id')
    .execute();
}

/** How many families hold each plan now (any status but expired), by plan id. */
export async function holdersByBundle(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['product_id', sql<number>`count(*)`.as('holders')])
    .where('status', '!=', 'expired')
    .where('trial', '=', false)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.holders)]));
}

/** Whether anyone ever bought the plan: its students and duration are then what those families hold. */
export async function everSold(db: Executor, bundleId: number): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('product_id', '=', bundleId)
    .limit(1)
    .executeTakeFirst();
  if (order) return true;
  const plan = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('product_id', '=', bundleId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(plan);
}
