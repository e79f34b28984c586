import { sql } from 'kysely';
import type { Executor } from '../db/schema';

/** What a session token is checked against at each request: its account as it stands now. */
export interface SessionState {
  admin: boolean;
  version: number;
  /** The token's own id was ended by a logout. */
  revoked: boolean;
}

/** The account behind a token and whether the token was ended; undefined when the account is gone. */
export async function sessionState(db: Executor, userId: number, jti: string | null): Promise<SessionState | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['is_admin', 'session_version'])
    .select(
      jti === null
        ? sql<boolean>`false`.as('revoked')
        : sql<boolean>`exists (select 1 from revoked_sessions where jti = ${jti})`.as('revoked'),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? { admin: row.is_admin, version: row.session_version, revoked: Boolean(row.revoked) } : undefined;
}

/** Ends one token; rows of tokens past their expiry are swept at the same time. */
export async function revokeSession(db: Executor, token: { jti: string; userId: number; expiresAt: Date }, now: Date): Promise<void> {
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
