import { sql, type Kysely } from 'kysely';

/**
 * Deleting a region sets the region of its users and students to null (their foreign keys):
 * with these indexes that is an indexed update of the rows that name it, not a scan of both tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_region on users (region_id)`.execute(db);
  await sql`create index students_region on students (region_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists students_region`.execute(db);
  await sql`drop index if exists users_region`.execute(db);
}
