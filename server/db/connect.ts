import fs from 'node:fs/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { lockFolder, type FolderLock } from './folder-lock';
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
  /** Where a connection lost while idle is told (a PostgreSQL restart); a JSON line on stdout unless given. */
  log?: DatabaseLog;
}

export interface DatabaseLog {
  warn(object: object, message: string): void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const INT8_OID = 20;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  let lock: FolderLock | null = null;
  if (options.dataDir) {
    await fs.mkdir(options.dataDir, { recursive: true });
    lock = await lockFolder(options.dataDir, options.log ?? pino());
  }
  try {
    const { dialect } = await pgliteDialect(options.dataDir ?? null);
    const db = new Kysely<Database>({ dialect });
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await db.destroy();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
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
    // A database that does not answer (a host gone, not merely refusing) fails a request rather than holding it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // PGlite answers counts and bigints as numbers; make pg agree so code runs the same on both.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // PostgreSQL ending connections (a restart: "terminating connection due to administrator command")
  // is an 'error' on the pool for its idle clients, which would end the process unheard: it is
  // logged, the pool drops them, and the next query opens a new connection once the database is back.
  const log = options.log ?? pino();
  pool.on('error', (error) =>
    log.warn({ err: error }, 'a database connection was lost; it is opened again when needed'),
  );
  // A client lost while checked out fails its query (the request answers 503, http/errors.ts) and
  // is dropped on release; its 'error' event is heard here so that it cannot end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

const CONNECT_TIMEOUT_MS = 10_000;

/** Errors that mean the database is out of reach (restarting, refusing, gone), not that a query was wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Connection is closed/i,
];

/** Whether `error` (or what it wraps) says the database could not be reached. */
export function databaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => databaseUnavailable(inner, depth + 1))) return true;
  return databaseUnavailable(cause, depth + 1);
}

export interface WaitOptions {
  /** How long to keep trying, in ms (DATABASE_WAIT_SECONDS). */
  waitMs: number;
  log: { warn(object: object, message: string): void };
  /** The first pause; each later one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Opens the database, waiting for it while it is out of reach (PostgreSQL still starting beside
 * the server, or restarting): tries again with backoff, logging each wait, until `waitMs` have
 * passed, then fails with the last error. Anything but an unreachable database fails at once.
 */
export async function openDatabaseWhenReady(options: DatabaseOptions, wait: WaitOptions): Promise<DatabaseHandle> {
  const deadline = Date.now() + wait.waitMs;
  let delay = wait.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt += 1) {
    let handle: DatabaseHandle | null = null;
    try {
      handle = await openDatabase(options);
      await sql`select 1`.execute(handle.db);
      return handle;
    } catch (error) {
      await handle?.close().catch(() => undefined);
      const left = deadline - Date.now();
      if (!databaseUnavailable(error) || left <= 0) throw error;
      const pause = Math.min(delay, left);
      wait.log.warn(
        {
          attempt,
          retry_in_ms: pause,
          err: { code: (error as { code?: string }).code, message: (error as Error).message },
        },
        'waiting for the database',
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
      delay = Math.min(delay * 2, wait.maxDelayMs ?? 5000);
    }
  }
}
