import { sql, type Kysely } from 'kysely';

/**
 * The messages Soma sends a family about its plan (docs/behaviour.md, Messages to families): one
 * row per account, kind and event (`event_key`: the order for a receipt, the plan and its billing
 * date for a reminder, ...), recorded in the transaction that makes the event happen, so that an
 * event noticed twice, by any instance, is recorded once. `sent_at` is set in the transaction
 * that writes the message to the outbox or the delivery queue, so that it is written once.
 *
 * The scans that find plans to remind read the plans through an index each: `subscriptions_due`
 * for renewals, and the two below for free trials about to end and unpaid renewals about to expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table family_notices (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      kind text not null,
      event_key text not null,
      subscription_id integer,
      order_id integer,
      due_at timestamptz,
      details jsonb not null default '{}',
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      outcome text check (outcome in ('sent', 'skipped')),
      unique (user_id, kind, event_key)
    )`.execute(db);
  await sql`create index family_notices_unsent on family_notices (id) where sent_at is null`.execute(db);
  await sql`create index subscriptions_trial_ends on subscriptions (expiry_date) where trial and status = 'active'`.execute(
    db,
  );
  // Named by `not trial` (a trial is never unpaid) as the scan names it, so that the claims of a
  // declined renewal's retry, which read a plan by its order, keep to `subscriptions_product_order`.
  await sql`
    create index subscriptions_unpaid on subscriptions (expiry_date)
    where status in ('failed', 'failed_declined') and not trial`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists subscriptions_unpaid`.execute(db);
  await sql`drop index if exists subscriptions_trial_ends`.execute(db);
  await sql`drop table family_notices`.execute(db);
}
