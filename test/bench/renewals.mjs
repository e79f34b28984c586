// How fast due plans are billed on the job queue, on PostgreSQL: seeds N due plans (each a parent
// with a card that pays), then runs one and then two real server processes (`server/main.ts`)
// whose sandbox card provider answers each charge after a set latency, and prints plans billed
// per second, the time to bill them all, the peak memory of each process and the double charges.
// Exits non-zero when a plan is billed twice or some are left unbilled.
//   npm run bench:renewals                 10,000 plans
//   npm run bench:renewals -- --large      100,000 plans (or BENCH_PLANS=n)
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), each run in a schema of its own
// dropped at the end. BENCH_LATENCY_MS (default 100): the provider's answer time per charge.
// BENCH_CONCURRENCY (default 32): renewals each process bills at once (RENEWAL_CONCURRENCY, and
// the per-provider limit). BENCH_INSTANCES (default "1,2"). BENCH_TIMEOUT_S (default 1800) per run.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { exited, startServer } from '../server/payments/child-server';
import { checkBilling, seedDuePlans } from '../server/due-plans';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PLANS = Number(process.env.BENCH_PLANS ?? (process.argv.includes('--large') ? 100_000 : 10_000));
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 1800) * 1000;
const ADMIN = { login: 'admin@bench.test', password: 'admin-password' };

/** Peak resident memory of a process so far, in MB (Linux's VmHWM). */
async function peakMb(pid) {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

async function run(instances) {
  const schema = `bench_renewals_${randomBytes(4).toString('hex')}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-bench-renewals-'));
  const database = await openDatabase({ url: DATABASE_URL, dataDir: null, schema, poolSize: 2 });
  const servers = [];
  try {
    await migrateToLatest(database.db);
    await seed(database.db, { admin: ADMIN, demo: false });
    const seeding = Date.now();
    const plans = await seedDuePlans(database.db, PLANS, 'bench', new Date(Date.now() - 60_000));
    console.log(`  seeded ${PLANS} due plans in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    await sql`analyze`.execute(database.db);
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      SOMA_SANDBOX: '1',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-renewals-signing-secret-0123456789-abcdefghij',
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      SANDBOX_CARD_DELAY_MS: String(LATENCY_MS),
      RENEWAL_CONCURRENCY: String(CONCURRENCY),
      RENEWAL_PROVIDER_CONCURRENCY: String(CONCURRENCY),
      RENEWAL_SWEEP_INTERVAL_MS: '5000',
      JOBS_POLL_SECONDS: '0.5',
    };
    const started = Date.now();
    for (let i = 0; i < instances; i += 1) servers.push(await startServer(env));
    let billed = 0;
    const count = async () => {
      const { rows } =
        await sql`select count(*)::int as n from orders where kind = 'renewal' and status = 'active'`.execute(
          database.db,
        );
      return rows[0].n;
    };
    while ((billed = await count()) < PLANS) {
      if (Date.now() - started > TIMEOUT_MS) break;
      for (const server of servers)
        if (server.child.exitCode !== null) throw new Error(`a server exited:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = (Date.now() - started) / 1000;
    const peaks = await Promise.all(servers.map((server) => peakMb(server.child.pid)));
    const check = await checkBilling(database.db, plans);
    return { instances, billed, seconds, rate: billed / seconds, peaks, check };
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => exited(server.child)));
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await sql`drop schema if exists ${sql.id(`${schema}_pgboss`)} cascade`.execute(database.db);
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:renewals: ${PLANS} due plans on PostgreSQL, the card provider answering in ${LATENCY_MS} ms, ${CONCURRENCY} renewals at once per process, ${os.cpus().length} cores`,
);
let failed = false;
for (const instances of INSTANCES) {
  console.log(`${instances} instance${instances > 1 ? 's' : ''}:`);
  const result = await run(instances);
  const all = result.billed >= PLANS;
  console.log(
    `  ${result.billed} billed in ${result.seconds.toFixed(1)} s${all ? '' : ' (timed out)'}: ${result.rate.toFixed(1)} plans/s; ` +
      `peak memory ${result.peaks.map((mb) => `${mb.toFixed(0)} MB`).join(' + ')}; double charges ${result.check.doubleCharges}; left ${result.check.left}`,
  );
  console.log(`  100,000 plans at this rate: ${(100_000 / result.rate / 60).toFixed(1)} min`);
  if (result.check.doubleCharges > 0 || !all) failed = true;
}
process.exit(failed ? 1 : 0);
