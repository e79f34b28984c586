import { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';

/**
 * kysely-pglite's dialect, with two changes. PGlite is a single connection, so a transaction
 * must own it until it ends or concurrent requests would run their statements inside it.
 * Connections are handed out one at a time; the wait is bounded so that a query made on `db`
 * inside `db.transaction()` (instead of on `trx`) fails loudly rather than hanging. And text
 * without parameters that holds several statements runs as one simple query (`exec`), as
 * node-postgres runs it on PostgreSQL: the job queue's schema and its locked maintenance steps
 * are written that way.
 */
export async function pgliteDialect(dataDir: string | null): Promise<{ dialect: Dialect; client: PGlite }> {
  const client = await PGlite.create(dataDir ?? 'memory://');
  const base = new KyselyPGlite(client).dialect;
  return {
    client,
    dialect: {
      createAdapter: () => base.createAdapter(),
      createIntrospector: (db) => base.createIntrospector(db),
      createQueryCompiler: () => base.createQueryCompiler(),
      createDriver: () => new SerialDriver(base.createDriver(), client),
    },
  };
}

const WAIT_LIMIT_MS = 30_000;

class SerialDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(
    private readonly inner: Driver,
    private readonly client: PGlite,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Timed out waiting for the PGlite connection (a query on db inside a transaction?)')),
        WAIT_LIMIT_MS,
      );
    });
    try {
      await Promise.race([previous, timeout]);
    } catch (error) {
      // Keep the queue moving for everyone behind us once the holder finally lets go.
      previous.then(release);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    this.#release = release;
    return withSimpleQueries(await this.inner.acquireConnection(), this.client);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** A statement separator followed by more text: several statements in one string. */
const SEVERAL_STATEMENTS = /;\s*\S/;

function withSimpleQueries(connection: DatabaseConnection, client: PGlite): DatabaseConnection {
  return {
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (query.parameters.length > 0 || !SEVERAL_STATEMENTS.test(query.sql)) return connection.executeQuery<R>(query);
      const results = await client.exec(query.sql);
      // Like node-postgres, the rows of the last statement that answers any.
      const answered = results.filter((result) => result.fields.length > 0);
      return { rows: (answered[answered.length - 1]?.rows ?? []) as R[] };
    },
  };
}
