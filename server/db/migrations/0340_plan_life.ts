import { sql, type Kysely } from 'kysely';

/**
 * A plan's whole life (docs/money.md):
 *
 * - `subscriptions.anchor_day`: the day of the month the plan is billed on (1 to 31). A plan
 *   bought on the 31st renews on the last day of shorter months and on the 31st again when the
 *   month has one; existing plans take the day of their next billing date (or expiry).
 * - `subscriptions.renewal_phone`: the M-Pesa number renewals prompt, set by the number that paid
 *   for the plan or chosen on the account; existing M-Pesa plans take the number that last paid.
 * - `orders.from_product_id`: the plan in force when a change was placed, so that a change whose
 *   plan has changed since is no longer paid (it would buy days priced against another plan).
 * - `orders.resume_billing`: a change of a cancelled plan that also turns automatic billing back on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column anchor_day smallint check (anchor_day between 1 and 31)`.execute(db);
  await sql`alter table subscriptions add column renewal_phone text`.execute(db);
  await sql`alter table orders add column from_product_id integer`.execute(db);
  await sql`alter table orders add column resume_billing boolean not null default false`.execute(db);
  await sql`
    update subscriptions set anchor_day = extract(day from coalesce(next_billing_date, expiry_date) at time zone 'UTC')::smallint
    where not trial`.execute(db);
  await sql`
    update subscriptions s set renewal_phone = (
      select o.payment_source from orders o
      where o.user_id = s.user_id and o.payment_method = 'mpesa' and o.status = 'active' and o.payment_source is not null
      order by o.paid_at desc nulls last, o.id desc limit 1)
    where s.payment_method = 'mpesa'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column resume_billing`.execute(db);
  await sql`alter table orders drop column from_product_id`.execute(db);
  await sql`alter table subscriptions drop column renewal_phone`.execute(db);
  await sql`alter table subscriptions drop column anchor_day`.execute(db);
}
