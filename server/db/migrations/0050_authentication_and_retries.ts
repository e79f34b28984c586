import { sql, type Kysely } from 'kysely';

/**
 * The sandbox card that asks for authentication (4000 0025 0000 3155) and the answers given to
 * its authentication step; and the retry schedule of renewals a card declined: how many retries
 * a renewal has had and when the next one is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_methods drop constraint payment_methods_outcome_check`.execute(db);
  await sql`alter table payment_methods add constraint payment_methods_outcome_check check (outcome in ('succeed', 'decline', 'authenticate'))`.execute(
    db,
  );
  await sql`
    create table sandbox_authentications (
      reference text primary key,
      approved boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table orders add column retries integer not null default 0`.execute(db);
  await sql`alter table orders add column retry_at timestamptz`.execute(db);
  await sql`create index orders_retry_due on orders (retry_at) where retry_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_retry_due`.execute(db);
  await sql`alter table orders drop column retry_at`.execute(db);
  await sql`alter table orders drop column retries`.execute(db);
  await sql`drop table sandbox_authentications`.execute(db);
  await sql`delete from payment_methods where outcome = 'authenticate'`.execute(db);
  await sql`alter table payment_methods drop constraint payment_methods_outcome_check`.execute(db);
  await sql`alter table payment_methods add constraint payment_methods_outcome_check check (outcome in ('succeed', 'decline'))`.execute(
    db,
  );
}
