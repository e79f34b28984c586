import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/** An account's role, session version and the ids of its unexpired tokens a logout ended; undefined when it is gone or deleted. */
export async function accountSessions(
  db: Executor,
  userId: number,
  now: Date,
): Promise<{ admin: boolean; version: number; revoked: Set<string>; locale: string | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['is_admin', 'session_version', 'locale'])
    .select(
      sql<string[]>`array(select jti from revoked_sessions r where r.user_id = users.id and r.expires_at >= ${now})`.as(
        'revoked',
      ),
    )
    .where('id', '=', userId)
    // A deleted account's row stays for its books; its sessions are gone with the person.
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row
    ? { admin: row.is_admin, version: row.session_version, revoked: new Set(row.revoked ?? []), locale: row.locale }
    : undefined;
}

/** Ends one token; rows of tokens past their expiry are swept at the same time. */
export async function revokeSession(
  db: Executor,
  token: { jti: string; userId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_sessions')
    .values({ jti: token.jti, user_id: token.userId, expires_at: token.expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Ends every session of an account (and, by trigger, its sign-in tokens and learning links). */
export async function endAllSessions(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
