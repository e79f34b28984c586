import { Migrator, sql, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/index';

/** Brings the schema to the latest migration; safe to run on every start and from several instances. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Pinned to the current schema: otherwise a migration table in another schema counts as ours.
    migrationTableSchema: rows[0]!.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return results ?? [];
}
