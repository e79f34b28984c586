import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { exited, startServer } from '../payments/child-server';

/*
 * Draining on SIGTERM (docs/operations.md): the real server as a child process, 40 logins (each
 * hashes a password) in flight when SIGTERM arrives. Readiness turns 503 at once, every request
 * gets its whole answer (no connection reset), new connections are refused once the grace is
 * over, and the process exits 0. On PGlite, or in a schema of its own when DATABASE_URL is set.
 */

describe('SIGTERM with requests in flight', () => {
  const postgres = process.env.DATABASE_URL ?? null;
  const schema = `drain_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = { login: 'admin@drain.test', password: 'admin-password' };
  let dataDir: string;
  let child: ChildProcess | null = null;

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-drain-'));
  });
  after(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (child) await exited(child);
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query(`drop schema if exists ${schema}_pgboss cascade`);
      } finally {
        await client.end();
      }
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request in flight, refuses new connections, and exits 0', { timeout: 180_000 }, async () => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined &&
          !/^(DATABASE_|REDIS_URL|PUSHER_|MPESA_|STRIPE_|CARD_PROVIDER|SOMA_|RENEWAL_|PORT$|HOST$|PUBLIC_URL)/.test(
            entry[0],
          ),
      ),
    );
    const server = await startServer({
      ...inherited,
      SOMA_SANDBOX: '1',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'drain-signing-secret-0123456789-abcdefghij',
      ADMIN_LOGIN: admin.login,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'info',
      RENEWAL_SWEEP_INTERVAL_MS: '0',
      DRAIN_GRACE_MS: '3000',
      // Forty logins to one account at once: more than the throttle lets through in flight.
      LOGIN_THROTTLE_MAX_ATTEMPTS: '1000',
      LOGIN_THROTTLE_ACCOUNT_MAX_ATTEMPTS: '1000',
      LOGIN_THROTTLE_ADDRESS_MAX_ATTEMPTS: '1000',
      ...(postgres ? { DATABASE_URL: postgres, DATABASE_SCHEMA: schema } : {}),
    });
    child = server.child;
    const login = async () => {
      const response = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(admin),
      });
      return { status: response.status, body: JSON.parse(await response.text()) };
    };
    assert.equal((await login()).status, 200);

    const inFlight = Array.from({ length: 40 }, () => login().catch((error: Error) => error));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalled = Date.now();
    child.kill('SIGTERM');

    // Unready at once, while it still serves.
    let ready: Response | null = null;
    for (let n = 0; n < 20 && ready?.status !== 503; n += 1) {
      ready = await fetch(`${server.url}/api/ready`);
      if (ready.status !== 503) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.equal(ready!.status, 503);
    assert.deepEqual(await ready!.json(), { status: 'unready', reason: 'draining' });
    // How soon depends on the machine: the instance is busy with the logins (PGlite shares its thread).

    const answers = await Promise.all(inFlight);
    const failed = answers.filter((answer) => answer instanceof Error);
    assert.deepEqual(
      failed.map((error) => `${(error as Error).message} ${String((error as Error & { cause?: unknown }).cause)}`),
      [],
      'no request was reset',
    );
    for (const answer of answers as Array<{ status: number; body: { access_token?: string } }>) {
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(typeof answer.body.access_token, 'string');
    }

    // Once the grace is over the instance stops listening: a new connection is refused.
    let refused: Error | null = null;
    const deadline = Date.now() + 30_000;
    while (!refused && Date.now() < deadline) {
      await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } }).then(
        async (response) => void (await response.arrayBuffer()),
        (error: Error) => void (refused = error),
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 400));
    }
    assert.ok(refused, 'new connections are refused after the grace');
    assert.ok(Date.now() - signalled >= 3000, 'new connections were taken during the grace');

    await exited(child);
    assert.equal(child.exitCode, 0, server.output());
    assert.match(server.output(), /"msg":"draining"/);
    assert.match(server.output(), /"msg":"stopped"/);
    assert.doesNotMatch(server.output(), /"level":50/);
  });
});
