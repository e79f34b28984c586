import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { loadConfig } from '../../../server/config';
import { databaseCounters, type ThrottleCounters } from '../../../server/repositories/throttles';
import { redisCounters } from '../../../server/repositories/throttles-redis';
import { createTestApp, type TestApp } from '../harness';

/*
 * The throttle's two stores answer alike: a hit counts and says when its window ends, a release
 * takes one back (never below zero), a count does not count, a clear forgets. And a Redis that
 * cannot be reached does not lock anyone out: the database counts meanwhile.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const defaults = loadConfig({ SOMA_SANDBOX: '1' });

describe('throttle counters', () => {
  let t: TestApp;
  let redis: Redis;
  before(async () => {
    t = await createTestApp();
    redis = new Redis(REDIS_URL);
  });
  after(async () => {
    await redis.quit();
    await t.close();
  });

  const stores = (): Array<[string, ThrottleCounters]> => [
    ['database', databaseCounters(t.db)],
    ['redis', redisCounters(redis, `soma-test-${randomBytes(6).toString('hex')}:`)],
  ];

  for (const index of [0, 1]) {
    it(`${index === 0 ? 'database' : 'redis'}: hit, release, count and clear`, async () => {
      const [, store] = stores()[index]!;
      const now = new Date();
      const key = `test|${randomBytes(4).toString('hex')}`;
      assert.equal(await store.count(key, now), undefined);
      const first = await store.hit(key, 60, now);
      assert.equal(first.attempts, 1);
      assert.ok(Math.abs(first.resetAt.getTime() - (now.getTime() + 60_000)) < 2_000);
      const counts = await Promise.all(Array.from({ length: 30 }, () => store.hit(key, 60, now)));
      assert.deepEqual(
        counts.map((c) => c.attempts).sort((a, b) => a - b),
        Array.from({ length: 30 }, (_, i) => i + 2),
      );
      await Promise.all(Array.from({ length: 10 }, () => store.release(key, now)));
      assert.equal((await store.count(key, now))?.attempts, 21);
      await store.clear(key);
      assert.equal(await store.count(key, now), undefined);
      await store.release(key, now);
      assert.equal((await store.hit(key, 60, now)).attempts, 1, 'a release never goes below zero');
    });
  }

  it('with Redis out of reach, logins are served and still throttled', async () => {
    const broken = await createTestApp({
      config: {
        redisUrl: 'redis://127.0.0.1:1',
        loginThrottle: defaults.loginThrottle,
        authRateLimit: { max: 10_000, windowMs: 60_000 },
      },
    });
    try {
      const parent = await broken.newParent();
      const statuses = [];
      const started = Date.now();
      for (let i = 0; i < 6; i += 1)
        statuses.push((await broken.post('/api/login', { login: parent.email, password: `wrong-${i}` })).status);
      assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
      // No login waits out Redis's reconnections: the six together take seconds at most (about 55 s if each did).
      assert.ok(Date.now() - started < 10_000, `six logins took ${Date.now() - started} ms`);
      const rows = await broken.db.selectFrom('auth_throttles').select('key').execute();
      assert.ok(rows.length > 0, 'the database counted');
      const outages = broken.logs.filter((line) => String(line.msg).startsWith('Redis is out of reach'));
      assert.equal(outages.length, 1, 'the outage is logged once, not once per reconnection');
    } finally {
      await broken.close();
    }
  });
});
