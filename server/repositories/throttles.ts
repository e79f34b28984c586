import { sql } from 'kysely';
import type { Executor } from '../db/schema';

export interface ThrottleCount {
  attempts: number;
  resetAt: Date;
}

/**
 * Attempts counted per key in fixed windows, shared by every instance. Each change is one atomic
 * step (a single statement, or a Redis script: `throttles-redis.ts`), never a read then a write,
 * so that parallel attempts all count.
 */
export interface ThrottleCounters {
  /** One more attempt under `key`: the count with it and when its window ends; a finished window starts again. */
  hit(key: string, decaySeconds: number, now: Date): Promise<ThrottleCount>;
  /** One attempt fewer in the current window: an attempt that was refused, or that did not fail. */
  release(key: string, now: Date): Promise<void>;
  /** The count in the current window, without counting. */
  count(key: string, now: Date): Promise<ThrottleCount | undefined>;
  clear(key: string): Promise<void>;
  /** Housekeeping: forgets windows that are over. */
  sweep(now: Date): Promise<void>;
}

/** The counters in the `auth_throttles` table. */
export function databaseCounters(db: Executor): ThrottleCounters {
  return {
    hit: (key, decaySeconds, now) => hitThrottle(db, key, decaySeconds, now),
    async release(key, now) {
      await db
        .updateTable('auth_throttles')
        .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .execute();
    },
    count: (key, now) => throttleCount(db, key, now),
    async clear(key) {
      await db.deleteFrom('auth_throttles').where('key', '=', key).execute();
    },
    async sweep(now) {
      await db.deleteFrom('auth_throttles').where('reset_at', '<=', now).execute();
    },
  };
}

async function throttleCount(db: Executor, key: string, now: Date): Promise<ThrottleCount | undefined> {
  const row = await db
    .selectFrom('auth_throttles')
    .select(['attempts', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? { attempts: row.attempts, resetAt: new Date(row.reset_at) } : undefined;
}

async function hitThrottle(db: Executor, key: string, decaySeconds: number, now: Date): Promise<ThrottleCount> {
  const resetAt = new Date(now.getTime() + decaySeconds * 1000);
  const row = await db
    .insertInto('auth_throttles')
    .values({ key, attempts: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql<number>`case when auth_throttles.reset_at > ${now} then auth_throttles.attempts + 1 else 1 end`,
        reset_at: sql<Date>`case when auth_throttles.reset_at > ${now} then auth_throttles.reset_at else ${resetAt} end`,
      }),
    )
    .returning(['attempts', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { attempts: row.attempts, resetAt: new Date(row.reset_at) };
}
