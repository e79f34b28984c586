import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { BundlePrice, Executor, FamilyNotice, FamilyNoticesTable } from '../db/schema';

/*
 * The messages to families (migration 0360): one row per account, kind and event, claimed by
 * its unique key. Every insert answers only the rows it wrote, so that the caller queues a job for
 * each notice new to the database and none for one another instance (or an earlier pass) recorded.
 */

export type NewNotice = Omit<Insertable<FamilyNoticesTable>, 'id' | 'created_at' | 'sent_at' | 'outcome'>;

/** A plan and one of its dates, as an event key: `plan:4:1767225600` (seconds since 1970, UTC). */
export function planEventKey(subscriptionId: number, date: Date): string {
  return `plan:${subscriptionId}:${Math.floor(date.getTime() / 1000)}`;
}

/** The same key in SQL, from a plan's id and one of its dates. */
function planEventKeySql(id: RawBuilder<unknown>, date: RawBuilder<unknown>) {
  return sql<string>`'plan:' || ${id} || ':' || floor(extract(epoch from ${date}))::bigint`;
}

/** Records the notices not recorded yet; answers the ids of those it wrote. */
export async function insertNotices(db: Executor, notices: readonly NewNotice[]): Promise<number[]> {
  if (notices.length === 0) return [];
  const rows = await db
    .insertInto('family_notices')
    .values(notices.map((notice) => ({ ...notice })))
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'event_key']).doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Records a reminder for up to `limit` plans renewing within the window (`after`, `until`] that
 * have none for that billing date yet: active, billed automatically, not a trial. Read through
 * `subscriptions_due`; a plan already reminded is left by the unique key's index.
 */
export async function recordRenewalReminders(
  db: Executor,
  window: { after: Date; until: Date },
  limit: number,
): Promise<number[]> {
  const key = planEventKeySql(sql.ref('s.id'), sql.ref('s.next_billing_date'));
  const { rows } = await sql<{ id: number }>`
    insert into family_notices (user_id, kind, event_key, subscription_id, due_at)
    select s.user_id, 'renewal_reminder', ${key}, s.id, s.next_billing_date
    from subscriptions s
    where s.status = 'active' and s.cancellation_date is null and not s.trial
      and s.next_billing_date > ${window.after} and s.next_billing_date <= ${window.until}
      and not exists (
        select 1 from family_notices n
        where n.user_id = s.user_id and n.kind = 'renewal_reminder' and n.event_key = ${key})
    order by s.next_billing_date, s.id
    limit ${limit}
    on conflict (user_id, kind, event_key) do nothing
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/** As `recordRenewalReminders`, for free trials ending within the window. Read through `subscriptions_trial_ends`. */
export async function recordTrialEndings(
  db: Executor,
  window: { after: Date; until: Date },
  limit: number,
): Promise<number[]> {
  const key = planEventKeySql(sql.ref('s.id'), sql.ref('s.expiry_date'));
  const { rows } = await sql<{ id: number }>`
    insert into family_notices (user_id, kind, event_key, subscription_id, due_at)
    select s.user_id, 'trial_ending', ${key}, s.id, s.expiry_date
    from subscriptions s
    where s.trial and s.status = 'active'
      and s.expiry_date > ${window.after} and s.expiry_date <= ${window.until}
      and not exists (
        select 1 from family_notices n
        where n.user_id = s.user_id and n.kind = 'trial_ending' and n.event_key = ${key})
    order by s.expiry_date, s.id
    limit ${limit}
    on conflict (user_id, kind, event_key) do nothing
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Records the last call of up to `limit` unpaid renewals: plans failed (or declined) on a
 * renewal, not cancelled, whose expiry date is within (`after`, `until`], so that they expire soon.
 * One per renewal order. Read through `subscriptions_unpaid`.
 */
export async function recordLastCalls(
  db: Executor,
  window: { after: Date; until: Date },
  limit: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into family_notices (user_id, kind, event_key, subscription_id, order_id, due_at)
    select s.user_id, 'renewal_failed_again', 'order:' || o.id, s.id, o.id, s.expiry_date
    from subscriptions s
    join orders o on o.id = s.product_order_id
    where s.status in ('failed', 'failed_declined') and not s.trial and s.cancellation_date is null
      and s.expiry_date > ${window.after} and s.expiry_date <= ${window.until}
      and o.kind = 'renewal' and o.status in ('failed', 'failed_declined')
      and not exists (
        select 1 from family_notices n
        where n.user_id = s.user_id and n.kind = 'renewal_failed_again' and n.event_key = 'order:' || o.id)
    order by s.expiry_date, s.id
    limit ${limit}
    on conflict (user_id, kind, event_key) do nothing
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Records the notice of a raised price for each family holding the plan (any status but expired,
 * not a trial) whose own price is below the new one.
 */
export async function recordPriceRaise(db: Executor, change: BundlePrice): Promise<number[]> {
  const details = JSON.stringify({ price_change_id: change.id });
  const { rows } = await sql<{ id: number }>`
    insert into family_notices (user_id, kind, event_key, subscription_id, details)
    select s.user_id, 'price_change', ${`price:${change.id}`}, s.id, ${details}::jsonb
    from subscriptions s
    where s.product_id = ${change.bundle_id} and s.status <> 'expired' and not s.trial and s.price < ${change.price}
    on conflict (user_id, kind, event_key) do nothing
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

export function findNotice(db: Executor, id: number): Promise<FamilyNotice | undefined> {
  return db.selectFrom('family_notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The notice, locked until the transaction ends, if it is still to be written and nobody else holds it. */
export function claimNotice(db: Executor, id: number): Promise<FamilyNotice | undefined> {
  return db
    .selectFrom('family_notices')
    .selectAll()
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function markNotice(db: Executor, id: number, at: Date, outcome: 'sent' | 'skipped'): Promise<void> {
  await db.updateTable('family_notices').set({ sent_at: at, outcome }).where('id', '=', id).execute();
}

/** Notices still to be written, oldest first, from after `afterId` on (read through `family_notices_unsent`). */
export async function listUnsentNotices(db: Executor, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('family_notices')
    .select('id')
    .where('sent_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The language the account last placed or paid an order in, if any (docs/languages.md). */
export async function lastOrderLocale(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('locale')
    .where('user_id', '=', userId)
    .where('locale', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.locale ?? null;
}

export function findPriceChange(db: Executor, id: number): Promise<BundlePrice | undefined> {
  return db.selectFrom('bundle_prices').selectAll().where('id', '=', id).executeTakeFirst();
}
