import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor, Order, OrderStatus, OrdersTable, PaymentMethodKind } from '../db/schema';

export type NewOrder = Insertable<OrdersTable>;
export type OrderChanges = Omit<Updateable<OrdersTable>, 'id' | 'user_id' | 'created_at'>;

/** Orders with their plan filled in from the bundle for rows written before orders kept it. */
function selectOrders(db: Executor) {
  return db
    .selectFrom('orders')
    .leftJoin('bundles', 'bundles.id', 'orders.product_id')
    .select([
      'orders.id',
      'orders.user_id',
      'orders.product_id',
      'orders.kind',
      'orders.status',
      'orders.price',
      'orders.credit',
      'orders.balance',
      'orders.rounding',
      'orders.amount',
      'orders.deferred',
      'orders.currency',
      'orders.payment_method',
      'orders.sets_method',
      'orders.payment_info',
      'orders.payment_source',
      'orders.provider',
      'orders.provider_reference',
      'orders.idempotency_key',
      'orders.attempt',
      'orders.failure_message',
      'orders.failure_reason',
      'orders.prompted_at',
      'orders.paid_at',
      'orders.starts_at',
      'orders.expiry_date',
      'orders.next_billing_date',
      'orders.checked_at',
      'orders.retries',
      'orders.retry_at',
      'orders.price_from',
      'orders.locale',
      'orders.from_product_id',
      'orders.resume_billing',
      'orders.created_at',
      'orders.updated_at',
      sql<number | null>`coalesce(orders.students, bundles.students)`.as('students'),
      sql<number | null>`coalesce(orders.duration, bundles.duration)`.as('duration'),
      sql<number | null>`coalesce(orders.plan_price, bundles.price)`.as('plan_price'),
      'bundles.active as product_active',
    ]);
}

export async function insertOrder(db: Executor, order: NewOrder): Promise<Order> {
  const { id } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return (await findOrder(db, id))!;
}

export function findOrder(db: Executor, id: number): Promise<Order | undefined> {
  return selectOrders(db).where('orders.id', '=', id).executeTakeFirst();
}

export function findOrderOfUser(db: Executor, userId: number, id: number): Promise<Order | undefined> {
  return selectOrders(db).where('orders.id', '=', id).where('orders.user_id', '=', userId).executeTakeFirst();
}

export function findOrderByKey(db: Executor, userId: number, key: string): Promise<Order | undefined> {
  return selectOrders(db)
    .where('orders.user_id', '=', userId)
    .where('orders.idempotency_key', '=', key)
    .executeTakeFirst();
}

export function findOrderByReference(
  db: Executor,
  method: PaymentMethodKind,
  provider: string,
  reference: string,
): Promise<Order | undefined> {
  return selectOrders(db)
    .where('orders.payment_method', '=', method)
    .where('orders.provider', '=', provider)
    .where('orders.provider_reference', '=', reference)
    .executeTakeFirst();
}

export function findPendingOrder(db: Executor, userId: number): Promise<Order | undefined> {
  return selectOrders(db)
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'pending_payment')
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
}

/** The account's most recent card charge that reached the provider. */
export function findLatestCardCharge(db: Executor, userId: number): Promise<Order | undefined> {
  return selectOrders(db)
    .where('orders.user_id', '=', userId)
    .where('orders.payment_method', '=', 'card')
    .where('orders.provider_reference', 'is not', null)
    .orderBy('orders.updated_at', 'desc')
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
}

/** Orders still waiting for a provider's result since before `before`, oldest first. */
export function listPendingOrders(db: Executor, before: Date, limit: number): Promise<Order[]> {
  return selectOrders(db)
    .where('orders.status', '=', 'pending_payment')
    .where('orders.updated_at', '<', before)
    .orderBy('orders.updated_at')
    .limit(limit)
    .execute();
}

/**
 * The one way an order's status moves: only from one of `from`, so that a result delivered
 * twice (or two instances racing) changes the order once. Answers the order when it moved,
 * undefined when it was no longer in `from`.
 */
export async function moveOrder(
  db: Executor,
  id: number,
  from: readonly OrderStatus[],
  changes: OrderChanges & { status: OrderStatus },
  at: Date,
): Promise<Order | undefined> {
  const moved = await db
    .updateTable('orders')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst();
  return moved ? findOrder(db, id) : undefined;
}

/** Records the provider's name for a pending order's payment, once; `prompted` also notes that a prompt went to the phone then. */
export async function setOrderReference(
  db: Executor,
  id: number,
  reference: string,
  at: Date,
  prompted = false,
): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ provider_reference: reference, updated_at: at, ...(prompted ? { prompted_at: at } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'pending_payment')
    .where((eb) => eb.or([eb('provider_reference', 'is', null), eb('provider_reference', '=', reference)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
