import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { createProviders, type Providers } from '../../server/providers/index';
import { createParent, type ParentFixture, type NewParent } from './fixtures';

/*
 * Builds the real app for a test file: on an in-memory PGlite, or on PostgreSQL when
 * DATABASE_URL is set, where each app gets a schema of its own (created here, set as the
 * search_path of every pooled connection, dropped by `close`). Files never see each other's data.
 */

export const ADMIN = { login: 'admin@soma.test', password: 'admin-password' };

export interface TestAppOptions {
  /** Config fields to override (the rest: a test config on a temporary data folder). */
  config?: Partial<Config>;
  /** Seed the demo parent and students too. */
  demo?: boolean;
  /** Replace some providers. */
  providers?: Partial<Providers>;
  /** Add routes (test-only calls) before the app starts. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** The lowest level captured in `logs` (warn unless given). */
  logLevel?: pino.Level;
}

export interface Answer<T = any> {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  token?: string | null;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

export interface BodyOptions extends CallOptions {
  /** Send as a urlencoded form (as the SDK sends `form` calls) rather than JSON. */
  form?: boolean;
}

export interface TestClock {
  now(): Date;
  /** Moves time forward (or back, with a negative number) by seconds. */
  advance(seconds: number): void;
  reset(): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  config: Config;
  kind: DatabaseHandle['kind'];
  clock: TestClock;
  /** Log lines at warn and above (or the `logLevel` asked for), parsed (errors carry `request_id` and `err`). */
  logs: Array<Record<string, any>>;
  inject(options: InjectOptions): Promise<Answer>;
  get<T = any>(url: string, options?: CallOptions): Promise<Answer<T>>;
  delete<T = any>(url: string, options?: CallOptions): Promise<Answer<T>>;
  post<T = any>(url: string, body?: unknown, options?: BodyOptions): Promise<Answer<T>>;
  patch<T = any>(url: string, body?: unknown, options?: BodyOptions): Promise<Answer<T>>;
  /** PATCH the way the SDK sends it: a POST carrying `_method=PATCH`. */
  patchViaPost<T = any>(url: string, body?: Record<string, unknown>, options?: BodyOptions): Promise<Answer<T>>;
  /** A bearer token from `POST /api/login`; fails the test when the login fails. */
  login(login: string, password: string): Promise<string>;
  loginAsAdmin(): Promise<string>;
  /** A new account holder (unique email and phone), with a token; optionally with a plan. */
  newParent(fields?: NewParent): Promise<ParentFixture & { token: string }>;
  /** Writes site settings through the settings service (so its cache is dropped). */
  setSettings(values: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}, dataDir: string): Config {
  const base = loadConfig({ SOMA_SANDBOX: '1', LOG_LEVEL: 'warn' });
  return {
    ...base,
    publicUrl: 'http://portal.test',
    dataDir,
    databaseUrl: process.env.DATABASE_URL ?? null,
    admin: { ...ADMIN, defaulted: false },
    sandboxMpesaDelayMs: 50,
    // High enough that ordinary tests never meet it; the rate-limit test sets its own.
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    ...overrides,
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-test-'));
  const config = testConfig(options.config, dataDir);
  const schema = config.databaseUrl ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: null, schema, poolSize: 4 });

  let offsetMs = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => void (offsetMs += seconds * 1000),
    reset: () => void (offsetMs = 0),
  };

  const logs: Array<Record<string, any>> = [];
  const logger = pino(
    { level: options.logLevel ?? 'warn' },
    {
      write(line: string) {
        logs.push(JSON.parse(line));
        if (process.env.SOMA_TEST_LOG) process.stderr.write(line);
      },
    },
  );

  try {
    await migrateToLatest(database.db);
    await seed(database.db, { admin: ADMIN, demo: options.demo ?? false, now: clock.now() });
  } catch (error) {
    await dropAndClose(database, config, schema);
    throw error;
  }
  const providers = { ...createProviders(config, database.db), ...options.providers };
  // With the sandbox's test clock on (config.testClock), `POST /api/dev/clock` moves this same clock.
  const testClock = config.testClock
    ? { now: clock.now, advance: (ms: number) => (clock.advance(Math.max(0, ms) / 1000), clock.now()) }
    : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    providers,
    now: clock.now,
    clock: testClock,
    checkResponses: true,
    logger,
  });
  await options.extend?.(app);
  await app.ready();

  const inject = async (injectOptions: InjectOptions): Promise<Answer> => {
    const response = await app.inject(injectOptions);
    const type = String(response.headers['content-type'] ?? '');
    const body = type.includes('json') && response.body !== '' ? JSON.parse(response.body) : response.body;
    return { status: response.statusCode, body, headers: response.headers };
  };

  const send = (method: 'GET' | 'DELETE' | 'POST' | 'PATCH', url: string, body: unknown, opts: BodyOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const injectOptions: InjectOptions = { method, url, headers, query: stringify(opts.query) };
    if (body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        injectOptions.payload = new URLSearchParams(stringify(body as Record<string, unknown>)).toString();
      } else {
        headers['content-type'] = 'application/json';
        injectOptions.payload = JSON.stringify(body);
      }
    }
    return inject(injectOptions);
  };

  const testApp: TestApp = {
    app,
    db: database.db,
    config,
    kind: database.kind,
    clock,
    logs,
    inject,
    get: (url, opts) => send('GET', url, undefined, opts),
    delete: (url, opts) => send('DELETE', url, undefined, opts),
    post: (url, body, opts) => send('POST', url, body, opts),
    patch: (url, body, opts) => send('PATCH', url, body, opts),
    patchViaPost: (url, body = {}, opts) => send('POST', url, { ...body, _method: 'PATCH' }, opts),
    async login(login, password) {
      const answer = await send('POST', '/api/login', { login, password }, { form: true });
      if (answer.status !== 200)
        throw new Error(`login as ${login} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.access_token as string;
    },
    loginAsAdmin: () => testApp.login(ADMIN.login, ADMIN.password),
    async newParent(fields = {}) {
      const parent = await createParent(database.db, fields, clock.now());
      return { ...parent, token: await testApp.login(parent.email!, parent.password) };
    },
    setSettings: (values) => app.services.settings.put(values),
    async close() {
      await app.close();
      await dropAndClose(database, config, schema);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

async function dropAndClose(database: DatabaseHandle, config: Config, schema: string | undefined) {
  await database.close();
  if (!schema || !config.databaseUrl) return;
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
    // The job queue's own schema beside it (`server/jobs/queue.ts`), when a test started the queue.
    await client.query(`drop schema if exists ${schema}_pgboss cascade`);
  } finally {
    await client.end();
  }
}

function stringify(values: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = value === null ? '' : String(value);
  }
  return out;
}
