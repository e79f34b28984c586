import type { Executor } from '../db/schema';

/** A password hash no password matches (`verifyPassword` reads only `scrypt$...`). */
const NO_PASSWORD = '!deleted';

/**
 * Removes the person from an account and keeps its books (docs/money.md, Deleting an account): the
 * row stays, by its id, with no name, contact, password, tutor id, region or language, marked
 * deleted at `at`; its students, plan, sign-in tokens, recovery codes, ended sessions, saved
 * sandbox cards, card provider's customer and messages go; its orders and ledger entries stay,
 * without the number or card they were paid with, and no declined renewal is tried again. Answers
 * false when `userId` is no account holder in use (an administrator, gone, or deleted already).
 */
export async function eraseAccountHolder(db: Executor, userId: number, at: Date): Promise<boolean> {
  // A new password hash also ends every session and sign-in token of the account (a trigger).
  const erased = await db
    .updateTable('users')
    .set({
      email: null,
      phone_number: null,
      first_name: '',
      last_name: '',
      password_hash: NO_PASSWORD,
      tutor_id: null,
      region_id: null,
      locale: null,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .where('is_admin', '=', false)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!erased) return false;
  // Students' learning links go with them (foreign keys cascade).
  await db.deleteFrom('students').where('parent_id', '=', userId).execute();
  await db.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
  await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('revoked_sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('payment_methods').where('user_id', '=', userId).execute();
  await db.deleteFrom('card_customers').where('user_id', '=', userId).execute();
  // Messages name their recipient (and a queued one is not sent: its job finds nothing to send).
  await db.deleteFrom('outbox').where('user_id', '=', userId).execute();
  await db.deleteFrom('deliveries').where('user_id', '=', userId).execute();
  // The masked `payment_info` stays for the receipt; the full number or card id goes.
  await db.updateTable('orders').set({ payment_source: null, retry_at: null }).where('user_id', '=', userId).execute();
  return true;
}

/**
 * Deletes up to `limit` accounts deleted at or before `deletedBefore`, with their orders and ledger
 * entries (foreign keys cascade); answers how many. Rows another instance is purging are skipped.
 */
export async function purgeDeletedAccounts(db: Executor, deletedBefore: Date, limit: number): Promise<number> {
  const purged = await db
    .deleteFrom('users')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where('deleted_at', '<=', deletedBefore)
        .orderBy('deleted_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .execute();
  return purged.length;
}
