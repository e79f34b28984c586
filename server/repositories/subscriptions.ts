import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor, PendingChange, Subscription, SubscriptionsTable } from '../db/schema';

/**
 * Plans with the figures the ledger gives them: the account's balance, the credit the plan's
 * order gave for the plan it replaced and what that order came to after it (and its rounding,
 * before the account's balance), and the newest
 * purchase or change since the plan's order that is not paid (pending, or refused and not yet
 * followed by another order or a renewal).
 */
function selectPlans(db: Executor) {
  return db
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
    ]);
}

export function findSubscriptionByUserId(db: Executor, userId: number): Promise<Subscription | undefined> {
  return selectPlans(db).where('s.user_id', '=', userId).executeTakeFirst();
}

/** The account's subscription, locked until the transaction ends: the one door to changing an account's plan. */
export function lockSubscription(db: Executor, userId: number): Promise<Subscription | undefined> {
  return selectPlans(db).where('s.user_id', '=', userId).forUpdate('s').executeTakeFirst();
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
