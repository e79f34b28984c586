import { sql, type Kysely } from 'kysely';

/**
 * What the real payment providers and the renewal sweep keep: the card provider's customer of
 * each account (Stripe keeps the cards there), when a sweep last asked about a pending order (so
 * that instances sweeping together ask once), and an index for finding plans due for billing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table card_customers (
      user_id integer not null references users (id) on delete cascade,
      provider text not null,
      customer_id text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, provider),
      unique (provider, customer_id)
    )`.execute(db);
  await sql`alter table orders add column checked_at timestamptz`.execute(db);
  await sql`create index subscriptions_due on subscriptions (next_billing_date) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index subscriptions_due`.execute(db);
  await sql`alter table orders drop column checked_at`.execute(db);
  await sql`drop table card_customers`.execute(db);
}
