import { createHash } from 'node:crypto';
import { tooMany } from '../errors';
import { clearThrottle, deleteFinishedThrottles, hitThrottle, throttleCount } from '../repositories/throttles';
import type { ServiceContext } from './context';

/**
 * Laravel's login throttle: failed attempts are counted per account and client address together,
 * so one account under attack is paused while everyone else behind the same address (a school's
 * lab, a parents' evening) signs in as usual. Counts live in the database, shared by every instance.
 */
export interface ThrottleService {
  /** 429 with the seconds to wait when the key has used its attempts. */
  check(key: string): Promise<void>;
  /** Counts a failed attempt. */
  fail(key: string): Promise<void>;
  /** A success forgets the failures. */
  clear(key: string): Promise<void>;
  /** The key of an account (a login, an id, a handle) at an address; hashed, so no login is stored. */
  key(scope: string, account: string, address: string): string;
}

export const THROTTLE_MESSAGE = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;

export function throttleService(ctx: ServiceContext): ThrottleService {
  const { db } = ctx;
  const { maxAttempts, decaySeconds } = ctx.config.loginThrottle;
  let sweptAt = 0;

  return {
    async check(key) {
      const count = await throttleCount(db, key, ctx.now());
      if (!count || count.attempts < maxAttempts) return;
      const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - ctx.now().getTime()) / 1000));
      throw Object.assign(tooMany(THROTTLE_MESSAGE(seconds)), { retryAfter: seconds });
    },
    async fail(key) {
      const now = ctx.now();
      await hitThrottle(db, key, decaySeconds, now);
      // Finished windows are swept now and then, by whichever instance counts a failure.
      if (now.getTime() - sweptAt > 60_000) {
        sweptAt = now.getTime();
        await deleteFinishedThrottles(db, now);
      }
    },
    clear: (key) => clearThrottle(db, key),
    key(scope, account, address) {
      const who = createHash('sha256').update(account.normalize('NFKC').trim().toLowerCase()).digest('base64url');
      return `${scope}|${who}|${address}`;
    },
  };
}
