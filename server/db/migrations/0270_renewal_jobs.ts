import { sql, type Kysely } from 'kysely';

/**
 * Renewals on the job queue. `renewal_queued_for` is the billing date whose renewal job has been
 * queued, so that the pass that queues them never takes a plan twice for one date; its index holds
 * exactly the plans still to queue, in the order they are taken (a queued plan leaves it). The
 * retry of a declined renewal reads its plan by `product_order_id`, indexed now, and the pass that settles payments
 * left pending finds them by their last change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column renewal_queued_for timestamptz`.execute(db);
  await sql`
    create index subscriptions_to_queue on subscriptions (next_billing_date, id)
    where status = 'active' and cancellation_date is null
      and (renewal_queued_for is null or renewal_queued_for <> next_billing_date)
  `.execute(db);
  await sql`create index subscriptions_product_order on subscriptions (product_order_id)`.execute(db);
  await sql`create index orders_pending_since on orders (updated_at) where status = 'pending_payment'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_pending_since`.execute(db);
  await sql`drop index if exists subscriptions_product_order`.execute(db);
  await sql`drop index if exists subscriptions_to_queue`.execute(db);
  await sql`alter table subscriptions drop column renewal_queued_for`.execute(db);
}
