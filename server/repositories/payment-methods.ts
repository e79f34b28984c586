import { sql, type Insertable } from 'kysely';
import type { Executor, PaymentMethod, PaymentMethodsTable } from '../db/schema';

export function insertPaymentMethod(db: Executor, card: Insertable<PaymentMethodsTable>): Promise<PaymentMethod> {
  return db.insertInto('payment_methods').values(card).returningAll().executeTakeFirstOrThrow();
}

export function findPaymentMethod(db: Executor, id: string): Promise<PaymentMethod | undefined> {
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account's cards, the default one first, then the newest. */
export function listPaymentMethods(db: Executor, userId: number): Promise<PaymentMethod[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findDefaultPaymentMethod(db: Executor, userId: number): Promise<PaymentMethod | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .executeTakeFirst();
}

/** Gives an unattached card (entered before the account existed) to an account; undefined if someone has it. */
export function attachPaymentMethod(db: Executor, id: string, userId: number): Promise<PaymentMethod | undefined> {
  return db
    .updateTable('payment_methods')
    .set({ user_id: userId })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** One statement, so that an account never has two default cards, nor none while switching. */
export async function setDefaultPaymentMethod(
  db: Executor,
  userId: number,
  id: string,
): Promise<PaymentMethod | undefined> {
  const rows = await db
    .updateTable('payment_methods')
    .set({ is_default: sql<boolean>`id = ${id}` })
    .where('user_id', '=', userId)
    .returningAll()
    .execute();
  return rows.find((row) => row.id === id);
}
