import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { exited, launchServer } from '../payments/child-server';
import { ownPostgres, postgresBinaries, type OwnPostgres } from './own-postgres';

/*
 * The server beside a PostgreSQL that restarts (docs/operations.md): a cluster of the test's own,
 * not yet started when the server starts (the start waits for it), stopped under the running
 * server (requests and readiness answer 503, the process lives), and started again (the server
 * serves again by itself).
 */

const bin = postgresBinaries();

async function call(url: string, method = 'GET', body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a PostgreSQL restart under a running server', { skip: bin ? false : 'initdb is not installed' }, () => {
  let cluster: OwnPostgres | null = null;
  let child: ChildProcess | null = null;
  after(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (child) await exited(child);
    cluster?.remove();
  });

  it('waits for the database at start, answers 503 while it is away, and serves again when it is back', {
    timeout: 240_000,
  }, async () => {
    cluster = await ownPostgres(bin!);
    const admin = { login: 'admin@restart.test', password: 'admin-password' };
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined &&
          !/^(DATABASE_|REDIS_URL|PUSHER_|MPESA_|STRIPE_|CARD_PROVIDER|SOMA_|RENEWAL_|PORT$|HOST$|PUBLIC_URL)/.test(
            entry[0],
          ),
      ),
    );
    const server = await launchServer({
      ...inherited,
      SOMA_SANDBOX: '1',
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.url,
      DATABASE_WAIT_SECONDS: '120',
      JWT_SECRET: 'restart-signing-secret-0123456789-abcdefghij',
      ADMIN_LOGIN: admin.login,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      RENEWAL_SWEEP_INTERVAL_MS: '0',
    });
    child = server.child;

    // The database is not up yet: the start waits, saying so in a JSON line, rather than exiting.
    await until(
      'a wait to be logged',
      async () => (server.output().includes('waiting for the database') ? true : null),
      30_000,
    );
    const wait = server
      .output()
      .split('\n')
      .find((line) => line.includes('waiting for the database'))!;
    const logged = JSON.parse(wait);
    assert.equal(logged.level, 40);
    assert.equal(logged.attempt, 1);
    assert.equal(child.exitCode, null, 'the server is still waiting');
    cluster.start();
    await server.running(120_000);

    assert.deepEqual((await call(`${server.url}/api/ready`)).body, { status: 'ready' });
    const login = () => call(`${server.url}/api/login`, 'POST', admin);
    assert.equal((await login()).status, 200);

    // PostgreSQL stops ("terminating connection due to administrator command" to every connection).
    cluster.stop();
    const unready = await call(`${server.url}/api/ready`);
    assert.equal(unready.status, 503);
    assert.deepEqual(unready.body, { status: 'unready', reason: 'database unreachable' });
    const refused = await login();
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal(typeof refused.body.message, 'string');
    assert.equal((await call(`${server.url}/api/app`)).status, 503);
    assert.deepEqual((await call(`${server.url}/api/health`)).body, { status: 'ok' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(child.exitCode, null, `the server lives on:\n${server.output()}`);
    assert.doesNotMatch(server.output(), /Server Error|uncaught/i);

    // Back: the instance recovers by itself.
    cluster.start();
    await until(
      'readiness',
      async () => ((await call(`${server.url}/api/ready`)).status === 200 ? true : null),
      60_000,
    );
    assert.equal((await login()).status, 200);
    assert.equal((await call(`${server.url}/api/app`)).status, 200);
    assert.match(server.output(), /a database connection was lost/);

    child.kill('SIGTERM');
    await exited(child);
    assert.equal(child.exitCode, 0, server.output());
  });
});
