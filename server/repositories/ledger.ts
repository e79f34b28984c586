import { sql } from 'kysely';
import type { Executor, LedgerEntry, LedgerKind } from '../db/schema';

export interface NewEntry {
  userId: number;
  orderId: number | null;
  kind: LedgerKind;
  amount: number;
  at: Date;
}

/** Appends entries; a zero amount books nothing. An order's entry of a kind exists once (a unique index). */
export async function appendEntries(db: Executor, entries: NewEntry[]): Promise<void> {
  const rows = entries
    .filter((entry) => entry.amount !== 0)
    .map((entry) => ({
      user_id: entry.userId,
      order_id: entry.orderId,
      kind: entry.kind,
      amount: entry.amount,
      created_at: entry.at,
    }));
  if (rows.length > 0) await db.insertInto('ledger_entries').values(rows).execute();
}

/** The account's balance: the sum of its entries (positive is owing, negative is credit). */
export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)::integer`.as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

export function entriesOf(db: Executor, userId: number): Promise<LedgerEntry[]> {
  return db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
