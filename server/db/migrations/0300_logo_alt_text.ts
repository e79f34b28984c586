import { sql, type Kysely } from 'kysely';

/**
 * The alternative text an administrator gives each login page's logos (docs/behaviour.md, The login
 * sidebar). Empty, the default, means the logo is decorative and is drawn with `alt=""`. A sidebar
 * image's text is kept with its line, in `sidebar_lines`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table customizations
      add column logo_alt text not null default '',
      add column nav_logo_alt text not null default ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customizations drop column nav_logo_alt, drop column logo_alt`.execute(db);
}
