import type { Insertable, Updateable } from 'kysely';
import type { Executor, Subscription, SubscriptionsTable } from '../db/schema';

export function findSubscriptionByUserId(db: Executor, userId: number): Promise<Subscription | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The account's subscription, locked until the transaction ends: the one door to changing an account's plan. */
export function lockSubscription(db: Executor, userId: number): Promise<Subscription | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export function insertSubscription(db: Executor, values: Insertable<SubscriptionsTable>): Promise<Subscription> {
  return db.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSubscription(
  db: Executor,
  id: number,
  changes: Omit<Updateable<SubscriptionsTable>, 'id' | 'user_id' | 'created_at'>,
  at: Date,
): Promise<Subscription> {
  return db
    .updateTable('subscriptions')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
