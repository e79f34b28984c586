import fs from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string | null;
  /** PGlite's data folder; null keeps the database in memory. */
  dataDir?: string | null;
  /** PostgreSQL only: a schema of its own (created when missing) set as the search_path of every connection. */
  schema?: string;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const INT8_OID = 20;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  const { dialect } = await pgliteDialect(options.dataDir ?? null);
  const db = new Kysely<Database>({ dialect });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    // PGlite answers counts and bigints as numbers; make pg agree so code runs the same on both.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
