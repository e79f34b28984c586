import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { readiness } from '../../../server/http/readiness';
import type { Database } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../harness';

/* Liveness and readiness for load balancers (docs/operations.md). */

const quietLog = { warn() {}, info() {} };

describe('GET /api/health and GET /api/ready', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ logLevel: 'debug' });
  });
  after(() => t.close());

  it('answers health and readiness, publicly and without caching', async () => {
    const health = await t.get('/api/health');
    assert.equal(health.status, 200);
    assert.deepEqual(health.body, { status: 'ok' });
    assert.equal(health.headers['cache-control'], 'no-store');
    const ready = await t.get('/api/ready');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: 'ready' });
    assert.equal(ready.headers['cache-control'], 'no-store');
  });

  it('is polled as often as a load balancer likes: never rate limited, logged at debug only', async () => {
    t.logs.length = 0;
    for (let n = 0; n < 200; n += 1) {
      assert.equal((await t.get(n % 2 ? '/api/health' : '/api/ready')).status, 200);
    }
    await t.get('/api/app');
    const completed = t.logs.filter((line) => line.msg === 'request completed');
    const polls = completed.filter((line) => /^\/api\/(health|ready)/.test(line.req?.url ?? ''));
    assert.equal(polls.length, 200);
    assert.ok(
      polls.every((line) => line.level === 20),
      'polls are logged at debug',
    );
    const app = completed.find((line) => line.req?.url === '/api/app');
    assert.equal(app?.level, 30, 'other requests are still logged at info');
  });

  it("answers the API's 404 for unknown /api paths, not the portal's page", async () => {
    for (const url of ['/api/healthz', '/api/metrics', '/api/nothing/here']) {
      const answer = await t.get(url);
      assert.equal(answer.status, 404, url);
      assert.deepEqual(answer.body, { message: 'Not Found' }, url);
    }
  });

  it('is unready with "migrations pending" while a migration is missing', async () => {
    const { rows } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(t.db);
    const latest = rows[0]!.name;
    await sql`delete from kysely_migration where name = ${latest}`.execute(t.db);
    try {
      const check = readiness({ db: t.db, redis: null, log: quietLog });
      assert.deepEqual(await check.check(), { ready: false, reason: 'migrations pending' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${latest}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    assert.deepEqual(await readiness({ db: t.db, redis: null, log: quietLog }).check(), { ready: true });
  });

  it('is unready with "database unreachable" when the database does not answer', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const gone = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const warned: string[] = [];
      const check = readiness({
        db: gone,
        redis: null,
        timeoutMs: 300,
        log: { warn: (object) => warned.push((object as { readiness: string }).readiness), info() {} },
      });
      assert.deepEqual(await check.check(), { ready: false, reason: 'database unreachable' });
      assert.deepEqual(await check.check(), { ready: false, reason: 'database unreachable' });
      assert.deepEqual(warned, ['database unreachable'], 'a change is logged once, not each poll');
    } finally {
      await gone.destroy();
    }
  });

  it('is unready with "redis unreachable" when Redis is set and does not answer', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    try {
      const check = readiness({ db: t.db, redis, timeoutMs: 300, log: quietLog });
      assert.deepEqual(await check.check(), { ready: false, reason: 'redis unreachable' });
    } finally {
      redis.disconnect();
    }
  });

  it('is unready with "draining" from the moment the instance is told to stop', async () => {
    t.app.readiness.drain();
    const ready = await t.get('/api/ready');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body, { status: 'unready', reason: 'draining' });
    // Still alive: the process answers its health until it exits.
    assert.equal((await t.get('/api/health')).status, 200);
  });
});
