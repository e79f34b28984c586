import { createHash } from 'node:crypto';
import { tooMany } from '../errors';
import { databaseCounters, type ThrottleCounters } from '../repositories/throttles';
import { redisCounters } from '../repositories/throttles-redis';
import type { ServiceContext } from './context';

/**
 * Guessing is throttled by counters taken before the guess is checked: each attempt counts at once
 * (an atomic increment), so parallel guesses cannot all pass a check made before any of them
 * failed. An attempt that turns out not to be a wrong guess is taken back.
 *
 * A login-like attempt counts three ways (Laravel's login throttle, and two wider ceilings):
 * - the account at this address: a few failures, then a short pause, even for the right password;
 * - the account from every address: more failures over a longer window, against guesses spread
 *   over many addresses;
 * - the address for every account: a ceiling high enough for a school's lab, against one address
 *   trying many accounts.
 * The account is whom the login resolves to (every spelling of an email or phone number is one
 * account), hashed, so no login is stored.
 */

export interface Limit {
  max: number;
  decaySeconds: number;
}

/** One counter an attempt counts under, and what a success does to it. */
export interface Counter {
  key: string;
  limit: Limit;
  /** `clear`: a success forgets the failures; `release`: it only takes its own attempt back. */
  onSuccess: 'clear' | 'release';
}

export interface Attempt {
  /** The attempt was a wrong guess: it stays counted. */
  failed(): Promise<void>;
  /** The attempt succeeded. */
  succeeded(): Promise<void>;
  /** The attempt was refused for another reason than a wrong guess: it is taken back. */
  withdrawn(): Promise<void>;
}

export type Taken = { attempt: Attempt } | { waitSeconds: number };

export interface ThrottleService {
  /**
   * Counts an attempt at `scope` (a call) about `account` (null when the request names none) from
   * `address`; 429 'Too many login attempts...' with the seconds to wait when a counter is spent.
   */
  attempt(scope: string, who: { account: string | null; address: string }): Promise<Attempt>;
  /** Counts an attempt under every counter at once; when one is spent, none keeps it and the wait is answered. */
  take(counters: Counter[]): Promise<Taken>;
  /** The attempts counted under a key in its current window. */
  count(key: string): Promise<number>;
  /** A stable key for an account (a login, an id) without storing it. */
  accountKey(scope: string, account: string): string;
}

export const THROTTLE_MESSAGE = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;

/** Thrown when a counter is spent: a 429 whose Retry-After is the wait. */
export function throttled(message: string, seconds: number): Error {
  return Object.assign(tooMany(message), { retryAfter: seconds });
}

export function throttleService(ctx: ServiceContext): ThrottleService {
  const store = throttleCounters(ctx);
  const limits = ctx.config.loginThrottle;
  let sweptAt = 0;

  const accountKey = (scope: string, account: string) =>
    `${scope}|${createHash('sha256').update(account.normalize('NFKC').trim().toLowerCase()).digest('base64url')}`;

  async function take(counters: Counter[]): Promise<Taken> {
    const now = ctx.now();
    const counts = await Promise.all(
      counters.map((counter) => store.hit(counter.key, counter.limit.decaySeconds, now)),
    );
    const spent = counts.filter((count, i) => count.attempts > counters[i]!.limit.max);
    if (spent.length > 0) {
      await Promise.all(counters.map((counter) => store.release(counter.key, now)));
      const resetAt = Math.max(...spent.map((count) => count.resetAt.getTime()));
      return { waitSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
    }
    // Finished windows are swept now and then, by whichever instance counts an attempt.
    if (now.getTime() - sweptAt > 60_000) {
      sweptAt = now.getTime();
      await store.sweep(now);
    }
    const settle = (clearing: boolean) => async () => {
      const at = ctx.now();
      await Promise.all(
        counters.map((c) => (clearing && c.onSuccess === 'clear' ? store.clear(c.key) : store.release(c.key, at))),
      );
    };
    return { attempt: { failed: async () => undefined, succeeded: settle(true), withdrawn: settle(false) } };
  }

  return {
    async attempt(scope, { account, address }) {
      const counters: Counter[] = [{ key: `${scope}|*|${address}`, limit: limits.address, onSuccess: 'release' }];
      if (account !== null) {
        const who = accountKey(scope, account);
        counters.push(
          {
            key: `${who}|${address}`,
            limit: { max: limits.maxAttempts, decaySeconds: limits.decaySeconds },
            onSuccess: 'clear',
          },
          { key: `${who}|*`, limit: limits.account, onSuccess: 'clear' },
        );
      }
      const taken = await take(counters);
      if ('waitSeconds' in taken) throw throttled(THROTTLE_MESSAGE(taken.waitSeconds), taken.waitSeconds);
      return taken.attempt;
    },
    take,
    count: async (key) => (await store.count(key, ctx.now()))?.attempts ?? 0,
    accountKey,
  };
}

/** Redis when REDIS_URL is set, else the database; a broken Redis must not lock everyone out, so the database counts meanwhile. */
function throttleCounters(ctx: ServiceContext): ThrottleCounters {
  const database = databaseCounters(ctx.db);
  if (!ctx.redis) return database;
  const redis = redisCounters(ctx.redis, ctx.config.loginThrottle.redisPrefix);
  const either = async <T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await primary();
    } catch {
      return fallback();
    }
  };
  return {
    hit: (key, decaySeconds, now) =>
      either(
        () => redis.hit(key, decaySeconds, now),
        () => database.hit(key, decaySeconds, now),
      ),
    release: (key, now) =>
      either(
        () => redis.release(key, now),
        () => database.release(key, now),
      ),
    count: (key, now) =>
      either(
        () => redis.count(key, now),
        () => database.count(key, now),
      ),
    clear: (key) =>
      either(
        () => redis.clear(key),
        () => database.clear(key),
      ),
    sweep: database.sweep,
  };
}
