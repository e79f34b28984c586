import { sql, type Kysely } from 'kysely';

/**
 * What an order needs to stand on its own as a receipt and to be paid again: the plan it bought
 * and its price per period (bundles may change later), the period it paid for, the part carried
 * to the next payment, the attempt its provider idempotency key is built from, and the card or
 * phone it was paid with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column students integer,
      add column duration integer,
      add column plan_price integer,
      add column deferred integer not null default 0,
      add column attempt integer not null default 1,
      add column payment_source text,
      add column expiry_date timestamptz,
      add column next_billing_date timestamptz`.execute(db);
  await sql`
    update orders set students = bundles.students, duration = bundles.duration, plan_price = bundles.price
    from bundles where bundles.id = orders.product_id and orders.students is null`.execute(db);
  // Money is never negative, and nothing is carried forward beyond what the order totals.
  await sql`
    alter table orders add constraint orders_amounts_valid
      check (price >= 0 and credit >= 0 and amount >= 0 and deferred >= 0 and deferred <= amount and attempt >= 1)`.execute(
    db,
  );
  await sql`create index orders_user_created on orders (user_id, created_at desc)`.execute(db);
  await sql`create index orders_pending on orders (user_id) where status = 'pending_payment'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_pending`.execute(db);
  await sql`drop index orders_user_created`.execute(db);
  await sql`alter table orders drop constraint orders_amounts_valid`.execute(db);
  await sql`
    alter table orders
      drop column students,
      drop column duration,
      drop column plan_price,
      drop column deferred,
      drop column attempt,
      drop column payment_source,
      drop column expiry_date,
      drop column next_billing_date`.execute(db);
}
