import { sql, type Kysely } from 'kysely';

/**
 * Uploaded logos and icons keep their bytes in the database, so that every instance serves a
 * file the moment another stored it (no shared disk needed). Rows from before keep `bytes` null
 * and are still read from the data folder at `path`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column bytes bytea`.execute(db);
  // `/uploads/{path}` is looked up by path on every image request.
  await sql`create unique index files_path on files (path)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index files_path`.execute(db);
  await sql`alter table files drop column bytes`.execute(db);
}
