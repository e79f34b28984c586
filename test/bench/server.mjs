// Throughput and latency of the reference server on PostgreSQL, beside a bare node:http handler
// that runs the same queries through the same pg pool after the same JWT check (the ceiling).
// Prints figures against the targets of issue 3; it is not a test and fails nothing.
//   node --import tsx test/bench/server.mjs
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used in a schema of its own,
// dropped at the end. BENCH_SECONDS (default 5) per run, BENCH_ROUNDS (default 2) of app and
// ceiling taken in turn, BENCH_CONNECTIONS (default 100), LOG_LEVEL (default info, as a
// deployment runs; lines go to /dev/null).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { bearerToken, sessionTokens } from '../../server/http/auth';
import { resolveSecret } from '../../server/services/settings';
import { createParent } from '../server/fixtures';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
const HOST = '127.0.0.1';
const TARGET_RATIO = 0.7;
const TARGET_P99_MS = 20;
/** Whatever happens, the script ends: every timed run with its warm-up fits well inside this. */
const DEADLINE_MS = (SECONDS + 3) * 4 * ROUNDS * 1000 + 60_000;
const AUTOCANNON = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/autocannon/autocannon.js',
);

const schema = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
const cleanups = [];

async function cleanup() {
  for (const step of cleanups.reverse()) await step().catch((error) => console.error('cleanup:', error.message));
  cleanups.length = 0;
}

const deadline = setTimeout(() => {
  console.error(`the benchmark passed its ${DEADLINE_MS / 1000} s limit; stopping`);
  void cleanup().finally(() => process.exit(1));
}, DEADLINE_MS);
deadline.unref();
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/** One autocannon run in a process of its own, so that the load generator does not share the server's thread. */
function load(url, token, seconds) {
  return new Promise((resolve, reject) => {
    const args = [
      AUTOCANNON,
      '-j',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(seconds),
      '-H',
      `authorization=Bearer ${token}`,
      url,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      resolve(JSON.parse(out));
    });
  });
}

async function measure(url, token) {
  await load(url, token, 1);
  const result = await load(url, token, SECONDS);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/**
 * App and ceiling in turn, best round of each: other load on the machine then hurts neither side
 * alone, and the comparison stays about the code.
 */
async function compare(appUrl, ceilingUrl, token) {
  const best = (a, b) => (!a || b.rps > a.rps ? b : a);
  let served;
  let bare;
  for (let round = 0; round < ROUNDS; round += 1) {
    served = best(served, await measure(appUrl, token));
    bare = best(bare, await measure(ceilingUrl, token));
  }
  return { served, bare };
}

/** The bare handler: the app's JWT check and the same queries on the same pool, nothing else. */
function ceilingServer(db, sessions) {
  const routes = {
    async '/api/me'(caller) {
      const [user, subscription] = await Promise.all([
        db.selectFrom('users').selectAll().where('id', '=', caller.id).executeTakeFirst(),
        db.selectFrom('subscriptions').selectAll().where('user_id', '=', caller.id).executeTakeFirst(),
      ]);
      return { ...user, subscription: subscription ?? false };
    },
    async '/api/shop/bundles'(caller) {
      const [bundles, subscription] = await Promise.all([
        db
          .selectFrom('bundles')
          .selectAll()
          .where('active', '=', true)
          .orderBy('duration')
          .orderBy('students')
          .orderBy('id')
          .execute(),
        db.selectFrom('subscriptions').selectAll().where('user_id', '=', caller.id).executeTakeFirst(),
      ]);
      return bundles.map((bundle) => ({ ...bundle, current: bundle.id === subscription?.product_id }));
    },
  };
  return http.createServer(async (request, response) => {
    try {
      const handler = routes[request.url];
      if (!handler) return void response.writeHead(404).end();
      const token = bearerToken(request.headers.authorization);
      const check = token ? await sessions.verify(token) : null;
      if (!check?.ok) return void response.writeHead(401).end();
      const body = JSON.stringify(await handler(check.caller));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
}

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve(server.address().port));
  });
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
const rate = (value) => `${Math.round(value)} req/s`.padStart(12);

async function main() {
  const database = await openDatabase({ url: DATABASE_URL, schema });
  cleanups.push(async () => {
    await database.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await client.end();
    }
  });
  const { db } = database;
  await migrateToLatest(db);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-bench-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));

  const config = {
    ...loadConfig({ SOMA_SANDBOX: '1', LOG_LEVEL }),
    host: HOST,
    port: 0,
    dataDir,
    databaseUrl: DATABASE_URL,
    admin: { login: 'bench-admin@soma.test', password: 'bench-admin-password', defaulted: false },
  };
  await seed(db, { admin: config.admin, demo: false });
  const parent = await createParent(db, { plan: { students: 3, duration: 1 } });

  const logger = pino({ level: LOG_LEVEL }, pino.destination({ dest: '/dev/null', sync: false }));
  const app = await buildApp({ config, db, logger });
  await app.listen({ port: 0, host: HOST });
  cleanups.push(() => app.close());
  const appPort = app.server.address().port;
  const token = await app.sessions.issue(parent.user);

  const sessions = sessionTokens(await resolveSecret({ db, config }), config.sessionTtlSeconds);
  const ceiling = ceilingServer(db, sessions);
  const ceilingPort = await listen(ceiling);
  cleanups.push(() => new Promise((resolve) => ceiling.close(() => resolve())));

  console.log(
    `server benchmark: PostgreSQL (schema ${schema}), ${CONNECTIONS} connections, best of ${ROUNDS} rounds of ${SECONDS} s ` +
      `after 1 s of warm-up, log level ${LOG_LEVEL}, ${os.cpus().length} CPUs (load ${os.loadavg()[0].toFixed(1)}), Node ${process.version}`,
  );
  console.log(
    `targets: at least ${TARGET_RATIO * 100}% of the ceiling's requests per second, p99 at most ${TARGET_P99_MS} ms`,
  );
  // Little's law: with every connection busy, mean latency is connections / throughput.
  console.log(
    `(at ${CONNECTIONS} connections a p99 of ${TARGET_P99_MS} ms needs well over ${Math.round((CONNECTIONS * 1000) / TARGET_P99_MS)} req/s)\n`,
  );

  for (const route of ['/api/me', '/api/shop/bundles']) {
    const probe = await fetch(`http://${HOST}:${appPort}${route}`, { headers: { authorization: `Bearer ${token}` } });
    if (probe.status === 404) {
      console.log(`GET ${route}: skipped, the app does not serve this route yet (404)\n`);
      continue;
    }
    if (probe.status !== 200) {
      console.log(`GET ${route}: skipped, the app answers ${probe.status}: ${(await probe.text()).slice(0, 200)}\n`);
      continue;
    }
    const { served, bare } = await compare(
      `http://${HOST}:${appPort}${route}`,
      `http://${HOST}:${ceilingPort}${route}`,
      token,
    );
    const ratio = served.rps / bare.rps;
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    console.log(`GET ${route}`);
    const line = (name, run) =>
      `  ${name.padEnd(8)} ${rate(run.rps)}  p99 ${ms(run.p99)}  mean ${ms(run.mean)}  (${run.total} requests, ${run.errors} errors)`;
    console.log(line('app', served));
    console.log(line('ceiling', bare));
    console.log(
      `  ratio    ${(ratio * 100).toFixed(0)}% of the ceiling (${verdict(ratio >= TARGET_RATIO)}); ` +
        `app p99 ${served.p99.toFixed(1)} ms (${verdict(served.p99 <= TARGET_P99_MS)})\n`,
    );
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(deadline);
}
