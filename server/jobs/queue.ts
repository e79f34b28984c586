import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { DB, Executor } from '../db/schema';

/**
 * The job queue every instance shares: pg-boss on the application's own database (PostgreSQL, or
 * PGlite with its one worker), reached through Kysely so that a job can be queued inside the
 * transaction that makes its reason. A job is claimed by one worker (`FOR UPDATE SKIP LOCKED`),
 * retried with exponential backoff when its handler throws, tried again when the instance running
 * it stopped mid-try (the try expires), and handed to its kind's `onGiveUp` when no try is left.
 * Handlers must be idempotent: a try that did its work and stopped before saying so runs again.
 */

export interface JobKind<T extends object> {
  /** The queue's name (letters, digits, `-`, `_`, `.`). */
  readonly name: string;
  /** Tries after the first before the job is given up. */
  readonly retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long as the one before. */
  readonly retryDelaySeconds: number;
  /** A try still running after this long (its instance stopped) counts as failed and is retried. */
  readonly expireInSeconds: number;
  /** Jobs of this kind one instance runs at once (1 unless said). */
  readonly concurrency?: number;
  /** Only for typing `data`. */
  readonly _data?: T;
}

export interface JobTry {
  id: string;
  /** Retries made before this try (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (data: T, job: JobTry) => Promise<void>;

export interface JobLog {
  error(object: object, message: string): void;
}

export interface JobQueueOptions {
  /** How often each worker looks for jobs when it was not woken (pg-boss's floor is 0.5). */
  pollingIntervalSeconds: number;
  /** How often one instance retries the expired tries of stopped instances (120 unless said). */
  maintenanceIntervalSeconds?: number;
  log: JobLog;
}

export interface JobQueue {
  /** Installs (or upgrades) the queue's tables and starts the workers; once, however often it is called. */
  start(): Promise<void>;
  /**
   * Queues a job on `executor`: given a transaction, the job exists only if that commits. The
   * queue must be started (an implicit start inside a transaction would wait on PGlite's one connection).
   */
  send<T extends object>(executor: Executor, kind: JobKind<T>, data: T, options?: SendOptions): Promise<void>;
  /** Queues one job of `kind` for each of `data`, in one statement (as `send`). */
  sendMany<T extends object>(executor: Executor, kind: JobKind<T>, data: readonly T[]): Promise<void>;
  /** Runs jobs of `kind` on this instance from `start()` on; `onGiveUp` hears of a job whose last try failed. */
  work<T extends object>(kind: JobKind<T>, handler: JobHandler<T>, onGiveUp: (data: T) => Promise<void>): void;
  /** Wakes this instance's workers of `kind` now rather than at their next poll (after a commit). */
  wake(kind: JobKind<object>): void;
  /** Stops the workers, waiting for tries under way. */
  stop(): Promise<void>;
}

export interface SendOptions {
  /** Not run before this time (the database's clock). */
  startAfter?: Date;
}

interface Registration {
  kind: JobKind<object>;
  handler: JobHandler<object>;
  onGiveUp: (data: object) => Promise<void>;
}

/** Where a dead try's payload goes once its kind has no try left. */
const givenUp = (kind: JobKind<object>) => `${kind.name}.given-up`;

/**
 * pg-boss's SQL run through Kysely, on the pool or inside a transaction. On the pool, a script
 * that opens its own transaction (its installs and upgrades) runs on one connection, rolled back
 * there if it fails, so that no pooled connection is left inside a failed transaction.
 */
function bossDb(executor: Executor, pool?: DB): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const query = CompiledQuery.raw(text, values ?? []);
      if (pool && /^\s*BEGIN\s*;/i.test(text)) {
        return pool.connection().execute(async (connection) => {
          try {
            return { rows: (await connection.executeQuery(query)).rows as unknown[] };
          } catch (error) {
            await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
            throw error;
          }
        });
      }
      const result = await executor.executeQuery(query);
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * The queue's schema: `pgboss` beside the application's tables in `public`, or `{schema}_pgboss`
 * when the application has a schema of its own (so that deployments sharing a database never
 * take each other's jobs).
 */
async function bossSchema(db: DB): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  const current = rows[0]?.name ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_pgboss`;
}

export function jobQueue(db: DB, options: JobQueueOptions): JobQueue {
  const registrations: Registration[] = [];
  const workers = new Map<string, string[]>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let stopped = false;

  async function run(registration: Registration, instance: PgBoss): Promise<void> {
    const { kind, handler, onGiveUp } = registration;
    await instance.createQueue(givenUp(kind), {
      name: givenUp(kind),
      retryLimit: 5,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: true,
    });
    await instance.createQueue(kind.name, {
      name: kind.name,
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: kind.expireInSeconds,
      deadLetter: givenUp(kind),
    });
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 };
    // One pg-boss worker per job run at once. A worker that ran a job looks for the next at once
    // (pg-boss would wait out its polling interval); an idle one polls.
    const ids: string[] = [];
    for (let i = 0; i < Math.max(1, kind.concurrency ?? 1); i += 1) {
      let id: string | undefined;
      id = await instance.work<object>(kind.name, { ...polling, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
        } finally {
          if (id) instance.notifyWorker(id);
        }
      });
      ids.push(id);
    }
    ids.push(
      await instance.work<object>(givenUp(kind), polling, async ([job]) => {
        if (job) await onGiveUp(job.data);
      }),
    );
    workers.set(kind.name, ids);
  }

  async function begin(): Promise<void> {
    const schema = await bossSchema(db);
    let instance: PgBoss | null = null;
    // Instances starting together on a new database race to install the queue's schema and its
    // queues (PostgreSQL may break a deadlock between them): the one that loses tries again.
    for (let attempt = 1; !instance; attempt += 1) {
      const candidate = new PgBoss({
        db: bossDb(db, db),
        schema,
        migrate: true,
        // Maintenance (expired tries, archiving) runs on one instance at a time, under an advisory lock.
        supervise: true,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
        schedule: false,
      });
      candidate.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
      try {
        await candidate.start();
        for (const registration of registrations) await run(registration, candidate);
        instance = candidate;
      } catch (error) {
        workers.clear();
        await candidate.stop({ graceful: false, wait: true }).catch(() => undefined);
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
    boss = instance;
  }

  return {
    start() {
      if (stopped) return Promise.reject(new Error('The job queue was stopped'));
      // A start that failed is tried again by the next call.
      starting ??= begin().catch((error: unknown) => {
        starting = null;
        throw error;
      });
      return starting;
    },

    async send(executor, kind, data, sendOptions = {}) {
      if (!boss) throw new Error('The job queue is not started');
      await boss.send(kind.name, data, {
        db: bossDb(executor),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },

    async sendMany(executor, kind, data) {
      if (!boss) throw new Error('The job queue is not started');
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({ name: kind.name, data: item })),
        { db: bossDb(executor) },
      );
    },

    work(kind, handler, onGiveUp) {
      const registration = { kind, handler, onGiveUp } as unknown as Registration;
      registrations.push(registration);
      if (boss) run(registration, boss).catch((error: unknown) => options.log.error({ err: error }, 'job queue error'));
    },

    wake(kind) {
      for (const id of workers.get(kind.name) ?? []) boss?.notifyWorker(id);
    },

    async stop() {
      stopped = true;
      await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      boss = null;
    },
  };
}
