import { sql, type Kysely } from 'kysely';

/**
 * The language an account holder chose for the server's answers, emails and text messages
 * (docs/languages.md): `en` or `sw`, or null to follow the browser's Accept-Language. Which codes are
 * valid is the contract's rule (src/api/lang/locales.ts), so a new language needs no migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column locale text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column locale`.execute(db);
}
