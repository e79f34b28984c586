import { sql, type Kysely } from 'kysely';

/**
 * Idempotency records keep no session token any more (a sign-up's answer keeps the account's id,
 * and a retry gets a new session): the answers kept with a token before are forgotten, so that
 * no token lies in the table for the rest of its day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from idempotency_keys where body like '%"access_token"%'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: the tokens are gone for good, as intended.
}
