import { sql, type Kysely } from 'kysely';

/** The session check reads an account's ended tokens together (`accountSessions`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index revoked_sessions_user on revoked_sessions (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists revoked_sessions_user`.execute(db);
}
