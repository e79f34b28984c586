import { sql, type Kysely } from 'kysely';

/**
 * The language of the request that placed an order or last sent its payment again (docs/languages.md):
 * what the order's live updates are written in when the account chose no language of its own.
 * Null on orders placed without a request (renewals) and before it was kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column locale text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column locale`.execute(db);
}
