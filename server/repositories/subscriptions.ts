import { sql, type Insertable, type Updateable } from 'kysely';
import type { BundlePrice, Executor, PendingChange, Subscription, SubscriptionsTable } from '../db/schema';

/**
 * Plans with the figures the ledger gives them: the account's balance, the credit the plan's
 * order gave for the plan it replaced and what that order came to after it (and its rounding,
 * before the account's balance), and the newest
 * purchase or change since the plan's order that is not paid (pending, or refused and not yet
 * followed by another order or a renewal).
 */
function selectPlans(db: Executor) {
  const plans = db
    .selectFrom('subscriptions as s')
    .selectAll('s')
    .select([
      sql<number>`coalesce((select sum(l.amount) from ledger_entries l where l.user_id = s.user_id), 0)::integer`.as(
        'remaining_balance',
      ),
      sql<number>`coalesce((select -sum(l.amount) from ledger_entries l where l.order_id = s.product_order_id and l.kind = 'credit'), 0)::integer`.as(
        'credit',
      ),
      sql<number>`greatest(0, coalesce((select sum(l.amount) from ledger_entries l where l.order_id = s.product_order_id and l.kind in ('plan', 'credit', 'rounding')), s.price))::integer`.as(
        'adjusted_price',
      ),
      sql<PendingChange | null>`(
        select json_build_object(
          'order_id', o.id, 'status', o.status, 'kind', o.kind, 'product_id', o.product_id, 'students', o.students,
          'duration', o.duration, 'amount', o.amount, 'payment_method', o.payment_method,
          'failure_message', o.failure_message, 'failure_reason', o.failure_reason)
        from orders o
        where o.user_id = s.user_id and o.kind <> 'renewal' and o.id > coalesce(s.product_order_id, 0)
          and o.status in ('pending_payment', 'failed', 'failed_declined')
        order by o.id desc limit 1)`.as('pending_change'),
      sql<RawPriceChange[]>`(
        select coalesce(json_agg(json_build_object(
          'id', p.id, 'bundle_id', p.bundle_id, 'previous_price', p.previous_price, 'price', p.price,
          'announced_at', p.announced_at, 'renewals_from', p.renewals_from) order by p.announced_at, p.id), '[]'::json)
        from bundle_prices p where p.bundle_id = s.product_id and p.announced_at > s.price_from)`.as('price_changes'),
      sql<string | null>`(select u.phone_number from users u where u.id = s.user_id)`.as('profile_phone'),
    ]);
  return plans;
}

/** A price change as json_build_object gives it: its times are ISO strings. */
interface RawPriceChange extends Omit<BundlePrice, 'announced_at' | 'renewals_from'> {
  announced_at: string | Date;
  renewals_from: string | Date;
}

type RawPlan = Omit<Subscription, 'price_changes'> & { price_changes: RawPriceChange[] | string };

function readPlan(row: RawPlan | undefined): Subscription | undefined {
  if (!row) return undefined;
  const raw =
    typeof row.price_changes === 'string' ? (JSON.parse(row.price_changes) as RawPriceChange[]) : row.price_changes;
  return {
    ...row,
    price_changes: (raw ?? []).map((change) => ({
      ...change,
      announced_at: new Date(change.announced_at),
      renewals_from: new Date(change.renewals_from),
    })),
  };
}

export async function findSubscriptionByUserId(db: Executor, userId: number): Promise<Subscription | undefined> {
  return readPlan(await selectPlans(db).where('s.user_id', '=', userId).executeTakeFirst());
}

/** The account's subscription, locked until the transaction ends: the one door to changing an account's plan. */
export async function lockSubscription(db: Executor, userId: number): Promise<Subscription | undefined> {
  return readPlan(await selectPlans(db).where('s.user_id', '=', userId).forUpdate('s').executeTakeFirst());
}

export async function insertSubscription(db: Executor, values: Insertable<SubscriptionsTable>): Promise<Subscription> {
  const { user_id } = await db
    .insertInto('subscriptions')
    .values(values)
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return (await findSubscriptionByUserId(db, user_id))!;
}

export async function updateSubscription(
  db: Executor,
  id: number,
  changes: Omit<Updateable<SubscriptionsTable>, 'id' | 'user_id' | 'created_at'>,
  at: Date,
): Promise<Subscription> {
  const { user_id } = await db
    .updateTable('subscriptions')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return (await findSubscriptionByUserId(db, user_id))!;
}
