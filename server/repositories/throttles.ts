import { sql } from 'kysely';
import type { Executor } from '../db/schema';

export interface ThrottleCount {
  attempts: number;
  resetAt: Date;
}

/** The failed attempts counted under a key in its current window; none once the window is over. */
export async function throttleCount(db: Executor, key: string, now: Date): Promise<ThrottleCount | undefined> {
  const row = await db
    .selectFrom('auth_throttles')
    .select(['attempts', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? { attempts: row.attempts, resetAt: new Date(row.reset_at) } : undefined;
}

/** Counts one failed attempt, in one statement (parallel failures all count); a finished window starts again. */
export async function hitThrottle(db: Executor, key: string, decaySeconds: number, now: Date): Promise<ThrottleCount> {
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

export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('auth_throttles').where('key', '=', key).execute();
}

/** Housekeeping: windows that are over count nothing. */
export async function deleteFinishedThrottles(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('auth_throttles').where('reset_at', '<=', now).execute();
}
