import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { migrations } from '../db/migrations/index';
import type { DB } from '../db/schema';

/** Why an instance should take no traffic now, as `GET /api/ready` says it. */
export type UnreadyReason = 'database unreachable' | 'migrations pending' | 'redis unreachable' | 'draining';

export type ReadinessAnswer = { ready: true } | { ready: false; reason: UnreadyReason };

export interface Readiness {
  /** True from the moment the instance is told to stop (SIGTERM): readiness fails at once. */
  readonly draining: boolean;
  drain(): void;
  /** The database answers `select 1`, every migration is applied, Redis (when set) answers a PING. */
  check(): Promise<ReadinessAnswer>;
}

export interface ReadinessOptions {
  db: DB;
  redis: Redis | null;
  /** How long the database and Redis each have to answer (1 s unless said). */
  timeoutMs?: number;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

const DEFAULT_TIMEOUT_MS = 1000;

/** Resolves with the promise's value, or rejects once `ms` have passed without one. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * What a load balancer asks before it sends an instance traffic. Each check is a round trip
 * (bounded by its timeout), so an instance whose database went away is unready within a second;
 * the migrations, once all seen applied, are not read again (they are never taken back).
 * A change of answer is logged once (warn when the instance becomes unready, info when it is
 * ready again), never each poll.
 */
export function readiness(options: ReadinessOptions): Readiness {
  const { db, redis, log } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const expected = Object.keys(migrations);
  let draining = false;
  let migrated = false;
  let last: UnreadyReason | 'ready' | null = null;

  const migrationsApplied = async (): Promise<boolean> => {
    if (migrated) return true;
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    migrated = expected.every((name) => applied.has(name));
    return migrated;
  };

  const decide = async (): Promise<ReadinessAnswer> => {
    if (draining) return { ready: false, reason: 'draining' };
    try {
      await within(sql`select 1`.execute(db), timeoutMs);
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
    try {
      if (!(await within(migrationsApplied(), timeoutMs))) return { ready: false, reason: 'migrations pending' };
    } catch {
      // The table itself is missing: nothing was migrated yet.
      return { ready: false, reason: 'migrations pending' };
    }
    if (redis) {
      try {
        await within(redis.ping(), timeoutMs);
      } catch {
        return { ready: false, reason: 'redis unreachable' };
      }
    }
    return { ready: true };
  };

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      const answer = await decide();
      const now = answer.ready ? 'ready' : answer.reason;
      if (now !== last) {
        if (answer.ready) {
          if (last !== null) log.info({ readiness: now }, 'ready again');
        } else log.warn({ readiness: now }, 'not ready');
        last = now;
      }
      return answer;
    },
  };
}
