import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { checkBilling, seedDuePlans, type DuePlans } from '../due-plans';
import { exited, startServer, type Server } from './child-server';

/*
 * Renewal workers in a real server process on PostgreSQL, killed with SIGKILL while a batch of
 * renewals is being billed (charges in flight, jobs claimed). A new process on the same database
 * must bill every due plan, each exactly once: the dead process's jobs expire and run again, and
 * the payments it left pending are settled under their idempotency keys.
 */

const PLANS = 300;
const postgres = process.env.DATABASE_URL ?? null;

describe('renewal workers killed with SIGKILL in the middle of a batch', {
  skip: !postgres && 'several processes share a database on PostgreSQL only',
}, () => {
  const schema = `rcrash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const servers: Server[] = [];
  let database: DatabaseHandle;
  let dataDir: string;
  let env: Record<string, string>;
  let plans: DuePlans;

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-renewal-crash-'));
    database = await openDatabase({ url: postgres, dataDir: null, schema, poolSize: 2 });
    await migrateToLatest(database.db);
    await seed(database.db, { admin: { login: 'admin@crash.test', password: 'admin-password' }, demo: false });
    plans = await seedDuePlans(database.db, PLANS, 'crash', new Date(Date.now() - 60_000));
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined &&
          !/^(DATABASE_|REDIS_URL|PUSHER_|MPESA_|STRIPE_|CARD_PROVIDER|SOMA_|RENEWAL_|JOBS_|PORT$|HOST$|PUBLIC_URL)/.test(
            entry[0],
          ),
      ),
    );
    env = {
      ...inherited,
      SOMA_SANDBOX: '1',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'renewal-crash-signing-secret-0123456789-abcdefghij',
      ADMIN_LOGIN: 'admin@crash.test',
      ADMIN_PASSWORD: 'admin-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres!,
      DATABASE_SCHEMA: schema,
      // Each charge takes 150 ms, four at a time: the batch takes seconds, so the kill lands inside it.
      SANDBOX_CARD_DELAY_MS: '150',
      RENEWAL_CONCURRENCY: '4',
      RENEWAL_SWEEP_INTERVAL_MS: '1000',
      RENEWAL_PENDING_AFTER_MS: '3000',
      RENEWAL_JOB_EXPIRE_SECONDS: '4',
      JOBS_MAINTENANCE_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
    };
  });

  after(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => exited(server.child)));
    if (database) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await sql`drop schema if exists ${sql.id(`${schema}_pgboss`)} cascade`.execute(database.db);
      await database.close();
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const count = async (status: string) => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from orders where kind = 'renewal' and status = ${status}`.execute(database.db);
    return rows[0]!.n;
  };

  it('bills each due plan exactly once after a restart', { timeout: 180_000 }, async () => {
    const first = await startServer(env);
    servers.push(first);
    const until = Date.now() + 60_000;
    // Killed once a fifth is billed, at a moment when charges are under way.
    while ((await count('active')) < PLANS / 5 || (await count('pending_payment')) === 0) {
      assert.ok(Date.now() < until, `the first process billed too little:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    await exited(first.child);
    const billed = await count('active');
    const inFlight = await count('pending_payment');
    assert.ok(billed < PLANS, `killed in the middle of the batch (${billed} of ${PLANS} billed)`);
    assert.ok(inFlight > 0, `payments were under way when it died (${billed} billed, ${inFlight} pending)`);

    const second = await startServer(env);
    servers.push(second);
    const deadline = Date.now() + 120_000;
    while ((await checkBilling(database.db, plans)).left > 0) {
      assert.ok(
        Date.now() < deadline,
        `not every plan was billed: ${JSON.stringify(await checkBilling(database.db, plans))}\n${second.output()}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.deepEqual(await checkBilling(database.db, plans), { renewed: PLANS, doubleCharges: 0, left: 0 });
    assert.equal(await count('pending_payment'), 0);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (select idempotency_key from orders where kind = 'renewal' group by user_id, idempotency_key having count(*) > 1) twice
    `.execute(database.db);
    assert.equal(rows[0]!.n, 0);
  });
});
