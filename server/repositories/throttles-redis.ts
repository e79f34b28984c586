import type { Redis } from 'ioredis';
import type { ThrottleCounters } from './throttles';

/*
 * The throttle's counters in Redis (REDIS_URL): INCR in a script that also starts the key's window,
 * so that counting and expiry are one atomic step. Windows end by Redis's own expiry.
 */

const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('DECR', KEYS[1]) <= 0 then
  redis.call('DEL', KEYS[1])
end
return 0`;

export function redisCounters(redis: Redis, prefix: string): ThrottleCounters {
  const name = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, decaySeconds, now) {
      const [count, ttl] = (await redis.eval(HIT, 1, name(key), String(decaySeconds * 1000))) as [number, number];
      return { attempts: count, resetAt: new Date(now.getTime() + ttl) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, name(key));
    },
    async count(key, now) {
      const [[, value], [, ttl]] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      const attempts = Number(value ?? 0);
      return attempts > 0 && ttl > 0 ? { attempts, resetAt: new Date(now.getTime() + ttl) } : undefined;
    },
    async clear(key) {
      await redis.del(name(key));
    },
    // Redis expires finished windows by itself.
    sweep: async () => undefined,
  };
}
