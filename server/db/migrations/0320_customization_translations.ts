import { sql, type Kysely } from 'kysely';

/**
 * The login pages' texts an administrator gives in other languages than English (docs/languages.md,
 * The administrator's texts): `{ "sw": { "sidebar_title": ..., "sidebar_lines": [{ "value", "alt" }],
 * "sidebar_footer": ..., "logo_alt": ..., "nav_logo_alt": ... } }`, empty until one is given. Which
 * languages and fields are valid is the contract's rule (src/api/admin.ts), so a new language needs
 * no migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customizations add column translations jsonb not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customizations drop column translations`.execute(db);
}
