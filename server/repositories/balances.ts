import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/**
 * Moves an account's balance (minor units; positive is owing, negative is credit) by `delta`
 * in one statement, so concurrent changes add up; answers the new balance.
 */
export async function adjustBalance(db: Executor, userId: number, delta: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set({ balance: sql<number>`balance + ${delta}` })
    .where('id', '=', userId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return row.balance;
}

export async function findBalance(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}
