import type { Executor, SubscriptionRow } from '../db/schema';

/*
 * The renewal sweep's claims. Several instances sweep at once: each claim locks with
 * `FOR UPDATE SKIP LOCKED`, so a row another instance (or a checkout) holds is left to it, and
 * re-checks its conditions on the row as it stands once locked.
 */

/**
 * Active plans still billed automatically whose billing date has come, the longest due first,
 * from after `after` on (a page of a pass). Not locked.
 */
export function listDueSubscriptions(
  db: Executor,
  at: Date,
  limit: number,
  after?: { date: Date; id: number },
): Promise<SubscriptionRow[]> {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('cancellation_date', 'is', null)
    .where('next_billing_date', '<=', at);
  if (after) {
    query = query.where((w) =>
      w.or([
        w('next_billing_date', '>', after.date),
        w.and([w('next_billing_date', '=', after.date), w('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('next_billing_date').orderBy('id').limit(limit).execute();
}

/**
 * Marks up to `limit` due plans not queued yet for their billing date as queued (the longest due
 * first) and answers them: the one transition by which a renewal job is queued once per plan and
 * date, whatever the number of instances. Read through the `subscriptions_to_queue` index.
 */
export function queueDueSubscriptions(
  db: Executor,
  at: Date,
  limit: number,
): Promise<{ id: number; next_billing_date: Date }[]> {
  return db
    .updateTable('subscriptions')
    .set((eb) => ({ renewal_queued_for: eb.ref('next_billing_date') }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('subscriptions')
        .select('id')
        .where('status', '=', 'active')
        .where('cancellation_date', 'is', null)
        .where((w) =>
          w.or([w('renewal_queued_for', 'is', null), w('renewal_queued_for', '<>', w.ref('next_billing_date'))]),
        )
        .where('next_billing_date', '<=', at)
        .orderBy('next_billing_date')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'next_billing_date'])
    .execute() as Promise<{ id: number; next_billing_date: Date }[]>;
}

/** A plan's row as stored (none of the ledger's figures), by its id. */
export function findSubscriptionRow(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Lets the next pass queue the plan's renewal for `billingDate` again (its job left it due). */
export async function releaseQueuedSubscription(db: Executor, id: number, billingDate: Date): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ renewal_queued_for: null })
    .where('id', '=', id)
    .where('renewal_queued_for', '=', billingDate)
    .execute();
}

/** Locks a plan for its renewal if it is still due on `billingDate` and nobody else holds it. */
export function claimDueSubscription(
  db: Executor,
  id: number,
  billingDate: Date,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('cancellation_date', 'is', null)
    .where('next_billing_date', '=', billingDate)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/**
 * Expires, in one statement, plans past their expiry date that will not be paid: active ones that
 * were cancelled (or have no billing date), and unpaid ones (failed, failed_declined) whose
 * expiry date is before `unpaidBefore`. Answers the plans it expired.
 */
export function expireSubscriptions(
  db: Executor,
  at: Date,
  unpaidBefore: Date,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .updateTable('subscriptions')
    .set({ status: 'expired', next_billing_date: null, updated_at: at })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('subscriptions')
        .select('id')
        .where((w) =>
          w.or([
            w.and([
              w('status', '=', 'active'),
              w('expiry_date', '<=', at),
              w.or([w('cancellation_date', 'is not', null), w('next_billing_date', 'is', null)]),
            ]),
            w.and([w('status', 'in', ['failed', 'failed_declined']), w('expiry_date', '<=', unpaidBefore)]),
          ]),
        )
        .orderBy('expiry_date')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * Claims pending orders last changed before `before` and not claimed since: marks them checked
 * at `at` and answers their ids. An order claimed by one instance is left alone by the others
 * until `before` passes its claim.
 */
export async function claimPendingOrders(db: Executor, before: Date, at: Date, limit: number): Promise<number[]> {
  const rows = await db
    .updateTable('orders')
    .set({ checked_at: at })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'pending_payment')
        .where('updated_at', '<', before)
        .where((w) => w.or([w('checked_at', 'is', null), w('checked_at', '<', before)]))
        .orderBy('updated_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Claims declined renewals whose retry is due: still the plan's current order, the plan still
 * failed_declined and not cancelled. Each claim clears `retry_at` and counts the retry, so that
 * one instance takes it; answers the claimed orders' ids and owners.
 */
export async function claimDueRetries(
  db: Executor,
  at: Date,
  limit: number,
): Promise<{ id: number; user_id: number }[]> {
  return db
    .updateTable('orders')
    .set((eb) => ({ retry_at: null, retries: eb('retries', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .innerJoin('subscriptions', 'subscriptions.product_order_id', 'orders.id')
        .select('orders.id')
        .where('orders.kind', '=', 'renewal')
        .where('orders.status', '=', 'failed_declined')
        .where('orders.retry_at', '<=', at)
        .where('subscriptions.status', '=', 'failed_declined')
        .where('subscriptions.cancellation_date', 'is', null)
        .orderBy('orders.retry_at')
        .limit(limit)
        .forUpdate('orders')
        .skipLocked(),
    )
    .returning(['id', 'user_id'])
    .execute();
}

/**
 * Claims one declined renewal for its retry if the retry is due at `at` (see claimDueRetries):
 * answers it, or undefined when it is not due, was claimed already, or is no longer to be retried.
 */
export function claimDueRetry(
  db: Executor,
  orderId: number,
  at: Date,
): Promise<{ id: number; user_id: number } | undefined> {
  return db
    .updateTable('orders')
    .set((eb) => ({ retry_at: null, retries: eb('retries', '+', 1) }))
    .where('orders.id', '=', orderId)
    .where('orders.kind', '=', 'renewal')
    .where('orders.status', '=', 'failed_declined')
    .where('orders.retry_at', '<=', at)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('subscriptions')
          .select('subscriptions.id')
          .whereRef('subscriptions.product_order_id', '=', 'orders.id')
          .where('subscriptions.status', '=', 'failed_declined')
          .where('subscriptions.cancellation_date', 'is', null),
      ),
    )
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

/** When a declined renewal's retry is due (null: none is). */
export async function retryAtOf(db: Executor, orderId: number): Promise<Date | null> {
  const row = await db.selectFrom('orders').select('retry_at').where('id', '=', orderId).executeTakeFirst();
  return row?.retry_at ?? null;
}

/** Puts a renewal's next retry at `at` (null: no more). */
export async function scheduleRetry(db: Executor, id: number, at: Date | null): Promise<void> {
  await db.updateTable('orders').set({ retry_at: at }).where('id', '=', id).execute();
}
