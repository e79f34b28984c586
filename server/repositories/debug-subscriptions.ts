import { sql, type Insertable } from 'kysely';
import type { Bundle, Executor, Order, SubscriptionStatus, SubscriptionsTable } from '../db/schema';

/*
 * Writes behind the debug helpers: a subscription set by hand for testing, with the order a
 * receipt needs. The shop area owns how subscriptions are normally bought.
 */

/** The bundle closest to the asked students and months: exact first, then the nearest. */
export function closestBundle(db: Executor, students: number, duration: number): Promise<Bundle | undefined> {
  return db
    .selectFrom('bundles')
    .selectAll()
    .orderBy(sql`abs(students - ${students})`)
    .orderBy(sql`abs(duration - ${duration})`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export interface DebugOrder {
  userId: number;
  productId: number;
  status: SubscriptionStatus;
  price: number;
  paidAt: Date | null;
}

export function insertDebugOrder(db: Executor, order: DebugOrder): Promise<Order> {
  return db
    .insertInto('orders')
    .values({
      user_id: order.userId,
      product_id: order.productId,
      kind: 'purchase',
      status: order.status,
      price: order.price,
      // Nothing was charged: the plan was set by hand.
      amount: 0,
      payment_method: 'card',
      payment_info: JSON.stringify({ brand: 'debug', last4: '0000' }),
      provider: 'debug',
      provider_reference: null,
      idempotency_key: null,
      failure_message:
        order.status === 'failed' || order.status === 'failed_declined' ? 'Set by the debug panel.' : null,
      paid_at: order.paidAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type DebugSubscription = Omit<Insertable<SubscriptionsTable>, 'id' | 'created_at' | 'updated_at'>;

/** Sets the user's one subscription to these values, creating it when missing. */
export async function putSubscription(db: Executor, values: DebugSubscription): Promise<void> {
  const { user_id: _user, ...changes } = values;
  await db
    .insertInto('subscriptions')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: new Date() }))
    .execute();
}

/** True when there was a subscription to remove. */
export async function deleteSubscription(db: Executor, userId: number): Promise<boolean> {
  const removed = await db.deleteFrom('subscriptions').where('user_id', '=', userId).returning('id').executeTakeFirst();
  return removed !== undefined;
}
