import { sql } from 'kysely';
import type { DB } from '../../server/db/schema';

export interface DuePlans {
  /** The accounts made, in order. */
  userIds: number[];
  billingDate: Date;
}

/**
 * `count` parents at once (one statement), each with a default sandbox card that pays and a
 * monthly card plan of the first active bundle whose billing date was `billingDate`: due plans
 * for benchmarks and crash tests, on PostgreSQL or PGlite. `tag` keeps emails apart between calls.
 */
export async function seedDuePlans(db: DB, count: number, tag: string, billingDate: Date): Promise<DuePlans> {
  const { rows } = await sql<{ id: number }>`
    with bundle as (select id, students, price, duration from bundles where active order by id limit 1),
    made as (
      insert into users (email, first_name, last_name, password_hash)
      select 'due-' || ${tag} || '-' || g || '@bench.test', 'Due', 'Parent ' || g, 'no-login'
      from generate_series(1, ${count}::int) g
      returning id
    ),
    cards as (
      insert into payment_methods (id, user_id, brand, last4, exp_month, exp_year, outcome, is_default)
      select 'pm_due' || ${tag} || 'u' || made.id, made.id, 'visa', '4242', 12, 2099, 'succeed', true from made
      returning user_id
    ),
    plans as (
      insert into subscriptions (user_id, product_id, students, status, payment_method, price, duration, starts_at, expiry_date, next_billing_date)
      select made.id, bundle.id, bundle.students, 'active', 'card', bundle.price, 1,
        ${billingDate}::timestamptz - interval '1 month', ${billingDate}::timestamptz, ${billingDate}::timestamptz
      from made cross join bundle
      returning user_id
    )
    select plans.user_id as id from plans join cards on cards.user_id = plans.user_id order by plans.user_id
  `.execute(db);
  return { userIds: rows.map((row) => row.id), billingDate };
}

export interface BillingCheck {
  /** Plans renewed once, active for the next period. */
  renewed: number;
  /** Plans with more than one renewal order, or paid more than once: must be 0. */
  doubleCharges: number;
  /** Plans not renewed (yet). */
  left: number;
}

/** How the seeded plans stand: each must have exactly one renewal, paid, its plan running another period. */
export async function checkBilling(db: DB, plans: DuePlans): Promise<BillingCheck> {
  const { rows } = await sql<{ renewals: number; paid: number; status: string; next_billing_date: Date | null }>`
    select
      (select count(*) from orders o where o.user_id = s.user_id and o.kind = 'renewal')::int as renewals,
      (select count(*) from orders o where o.user_id = s.user_id and o.kind = 'renewal' and o.status = 'active')::int as paid,
      s.status, s.next_billing_date
    from subscriptions s where s.user_id = any(${plans.userIds})
  `.execute(db);
  let renewed = 0;
  let doubleCharges = 0;
  for (const row of rows) {
    if (row.renewals > 1 || row.paid > 1) doubleCharges += 1;
    else if (
      row.renewals === 1 &&
      row.paid === 1 &&
      row.status === 'active' &&
      row.next_billing_date! > plans.billingDate
    )
      renewed += 1;
  }
  return { renewed, doubleCharges, left: plans.userIds.length - renewed - doubleCharges };
}
