import fs from 'node:fs';
import path from 'node:path';

export type CardProvider = 'sandbox' | 'stripe';

export interface RateLimit {
  /** Requests allowed per window and per client address. */
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** The portal's own origin, always allowed by CORS and used in links (student login, handovers). */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** DATABASE_SCHEMA: PostgreSQL only, a schema of its own (created when missing) for this deployment's tables. */
  databaseSchema: string | null;
  /** How long a start waits for PostgreSQL to answer before giving up, in seconds (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
  /** SIGTERM: how long the instance keeps serving, unready, before it stops listening (DRAIN_GRACE_MS). */
  drainGraceMs: number;
  /** SIGTERM: how long requests in flight and jobs under way have to finish before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  admin: { login: string; password: string; defaulted: boolean };
  /** Seeds the demo parent and turns the sandbox providers on. */
  demo: boolean;
  /** Built-in sandbox providers (outbox, sandbox card, sandbox M-Pesa) are active: SOMA_DEMO=1 or SOMA_SANDBOX=1. */
  sandbox: boolean;
  /**
   * SOMA_TEST_CLOCK=1, beside the sandbox only: the administrator may move the server's clock
   * forward (`POST /api/dev/clock`) to rehearse a plan's months (docs/money.md, "Rehearsing offline").
   */
  testClock: boolean;
  cardProvider: CardProvider;
  /**
   * Stripe takes card payments: a card secret key was stored in site settings when this instance
   * started (`providers/card-keys.ts`). The keys themselves are read from site settings at each use.
   */
  stripe: boolean;
  /** STRIPE_API_BASE: another address for Stripe's API (stripe-mock, tests); null for api.stripe.com. */
  stripeApiBase: string | null;
  /** M-Pesa by Daraja STK push; when null, the sandbox (or nothing) takes M-Pesa payments. */
  mpesa: DarajaConfig | null;
  /** Messages by email and SMS (`providers/message-routes.ts`) and their delivery jobs. */
  delivery: DeliveryConfig;
  /** The job queue (`jobs/queue.ts`). */
  jobs: JobsConfig;
  /** The learning platform's HTTP calls (`providers/learning-http.ts`). */
  platformTimeoutMs: number;
  /** The renewal sweep that `main.ts` schedules (`jobs/renewals.ts`). */
  renewals: RenewalsConfig;
  /** From the environment; when null a secret is generated once and kept in the database. */
  jwtSecret: string | null;
  sessionTtlSeconds: number;
  sandboxMpesaDelayMs: number;
  /** SANDBOX_CARD_DELAY_MS (default 0): how long the sandbox card provider takes to answer a charge. */
  sandboxCardDelayMs?: number;
  redisUrl: string | null;
  /** The built-in Pusher-protocol server at `/app/{key}`; not used when `pusher` is set. */
  realtime: RealtimeConfig;
  /** An external Pusher-compatible server (Soketi, Laravel Reverb, Pusher Channels) that carries events instead. */
  pusher: PusherConfig | null;
  logLevel: string;
  /** REQUEST_TIMEOUT_MS: the whole request, headers and body, must arrive within this; then 408. */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS: the request's headers must arrive within this. */
  headersTimeoutMs: number;
  /** Behind a load balancer the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * The ceiling per client address alone on the calls that guess secrets (login, student login,
   * recovery, sign-up), per route: high, so that a school's lab behind one address is not locked out.
   */
  authRateLimit: RateLimit;
  /**
   * Failed attempts at a guessing call (`services/throttle.ts`): per account and address together
   * before a pause (Laravel's login throttle), per account from every address, and per address for
   * every account. Counted in Redis under `redisPrefix` when REDIS_URL is set, else in the database.
   */
  loginThrottle: {
    maxAttempts: number;
    decaySeconds: number;
    account: { max: number; decaySeconds: number };
    address: { max: number; decaySeconds: number };
    redisPrefix: string;
  };
  /** Wrong recovery codes allowed per account before its recovery is locked for `lockSeconds`. */
  recoveryLock: { maxWrong: number; lockSeconds: number };
  /** Password recovery requests (each may send a code) allowed per account within `windowSeconds`. */
  recoveryRequests: { max: number; windowSeconds: number };
  uploadLimitBytes: number;
  /** Where the built SDK (`/sdk/`) and the host page are read from. */
  distDir: string;
  hostDir: string;
  /** The package version, reported as the API version. */
  version: string;
}

export interface RealtimeConfig {
  /** REALTIME_APP_KEY / REALTIME_APP_SECRET; when not set, generated once and kept in the database. */
  appKey: string | null;
  appSecret: string | null;
  /** Seconds of silence before a client pings (sent to it at connection) and before the server pings it. */
  activityTimeoutSeconds: number;
  /** Seconds the server waits for an answer to its ping before closing the connection. */
  pongTimeoutSeconds: number;
  /** Prefix of the Redis channel that carries events between instances when REDIS_URL is set. */
  redisPrefix: string;
  /** REALTIME_MAX_GUESTS_PER_ADDRESS: connections one address may hold, per instance, before any is signed in. */
  maxGuestsPerAddress: number;
}

export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  /** Where this server sends events (the HTTP API). */
  scheme: 'http' | 'https';
  host: string;
  port: number;
  cluster: string | null;
  /** Where browsers connect; defaults to the HTTP API's host and port. */
  client: { host: string; port: number; forceTLS: boolean };
}

export interface DeliveryConfig {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://...`): email goes there unless the site settings name another server. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of every email unless the site settings say otherwise. */
  mailFrom: string;
  /** DELIVERY_TIMEOUT_MS: how long an SMTP server or SMS gateway may take to answer. */
  timeoutMs: number;
  /** DELIVERY_RETRIES: tries after the first before a message is given up and listed on /site_config. */
  retries: number;
  /** DELIVERY_RETRY_DELAY_SECONDS: before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
}

export interface JobsConfig {
  /** JOBS_POLL_SECONDS: how often an idle worker looks for jobs (at least 0.5). */
  pollingIntervalSeconds: number;
  /** JOBS_WORKER=0 leaves this instance's jobs to the others (it still queues them). */
  work: boolean;
  /** JOBS_MAINTENANCE_SECONDS (default 120): how often one instance retries the tries of stopped instances. */
  maintenanceIntervalSeconds?: number;
}

/** Safaricom Daraja, from MPESA_* variables; all of key, secret, short code and passkey or none. */
export interface DarajaConfig {
  /** https://sandbox.safaricom.co.ke or https://api.safaricom.co.ke (MPESA_ENV), or MPESA_BASE_URL. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill (or head office) number that signs the request: BusinessShortCode. */
  shortCode: string;
  passkey: string;
  /** Where Daraja posts the result of a push; defaults to this portal's callback route. */
  callbackUrl: string;
  /** The number that receives the money (PartyB); the short code unless MPESA_PARTY_B says otherwise. */
  partyB: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
}

export interface RenewalsConfig {
  /** RENEWAL_SWEEP_INTERVAL_MS: how often each instance sweeps; 0 turns the schedule off. */
  intervalMs: number;
  /** RENEWAL_PENDING_AFTER_MS: a payment still pending after this long is asked about. */
  pendingAfterMs: number;
  /**
   * RENEWAL_UNSENT_AFTER_MS: an M-Pesa order with no request id this old was never sent (the
   * instance stopped between writing it and pushing): it fails, since pushing now could charge twice.
   */
  unsentAfterMs: number;
  /** RENEWAL_UNPAID_GRACE_MS: how long an unpaid plan keeps its failed status (to fix the card) before it expires. */
  unpaidGraceMs: number;
  /**
   * RENEWAL_RETRY_DAYS (comma list, default 1,3,5): when a renewal the card declined is charged
   * again, in days after the renewal was first tried; empty turns the retries off.
   */
  retryDays?: number[];
  /** RENEWAL_CONCURRENCY (default 8): renewals one instance bills at once. */
  concurrency?: number;
  /** RENEWAL_PROVIDER_CONCURRENCY (default 4): of those, at most this many with one payment provider. */
  providerConcurrency?: number;
  /** RENEWAL_JOB_EXPIRE_SECONDS (default 300): a renewal job still running this long (its instance stopped) is tried again. */
  jobExpireSeconds?: number;
}

export const DEFAULT_RENEWAL_CONCURRENCY = 8;
export const DEFAULT_PROVIDER_CONCURRENCY = 4;

/** Stripe's Smart Retries spread a declined renewal's retries over about a week; these fit the 7-day grace. */
export const DEFAULT_RETRY_DAYS: readonly number[] = [1, 3, 5];

export const DEFAULT_ADMIN = { login: 'admin@example.com', password: 'admin-password' };

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function days(env: Env, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const values = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (values.some((value) => !Number.isFinite(value) || value <= 0))
    throw new Error(`${name} must be a comma list of days, got "${raw}"`);
  return values.sort((a, b) => a - b);
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

export function loadConfig(env: Env = process.env, root = process.cwd()): Config {
  const port = int(env, 'PORT', 8080);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const demo = env.SOMA_DEMO === '1';
  const sandbox = demo || env.SOMA_SANDBOX === '1';
  const cardProvider = (text(env, 'CARD_PROVIDER') ?? (sandbox ? 'sandbox' : 'stripe')) as CardProvider;
  if (cardProvider !== 'sandbox' && cardProvider !== 'stripe') {
    throw new Error(`CARD_PROVIDER must be "sandbox" or "stripe", got "${cardProvider}"`);
  }
  const adminLogin = text(env, 'ADMIN_LOGIN');
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  const browserHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = (text(env, 'PUBLIC_URL') ?? `http://${browserHost}:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    publicUrl,
    dataDir: path.resolve(root, text(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseSchema: text(env, 'DATABASE_SCHEMA'),
    databaseWaitSeconds: Math.max(0, int(env, 'DATABASE_WAIT_SECONDS', 60)),
    drainGraceMs: Math.max(0, int(env, 'DRAIN_GRACE_MS', 5000)),
    shutdownTimeoutMs: Math.max(1000, int(env, 'SHUTDOWN_TIMEOUT_MS', 30_000)),
    admin: {
      login: adminLogin ?? DEFAULT_ADMIN.login,
      password: adminPassword ?? DEFAULT_ADMIN.password,
      defaulted: !adminLogin || !adminPassword,
    },
    demo,
    sandbox,
    testClock: sandbox && env.SOMA_TEST_CLOCK === '1',
    cardProvider,
    stripe: false,
    stripeApiBase: text(env, 'STRIPE_API_BASE'),
    mpesa: darajaConfig(env, publicUrl),
    delivery: {
      smtpUrl: text(env, 'SMTP_URL'),
      mailFrom: text(env, 'MAIL_FROM') ?? `Soma <no-reply@${new URL(publicUrl).hostname}>`,
      timeoutMs: int(env, 'DELIVERY_TIMEOUT_MS', 10_000),
      retries: int(env, 'DELIVERY_RETRIES', 8),
      retryDelaySeconds: Math.max(1, int(env, 'DELIVERY_RETRY_DELAY_SECONDS', 30)),
    },
    jobs: {
      pollingIntervalSeconds: Math.max(0.5, Number(text(env, 'JOBS_POLL_SECONDS') ?? 2) || 2),
      work: env.JOBS_WORKER !== '0',
      maintenanceIntervalSeconds: Math.max(1, int(env, 'JOBS_MAINTENANCE_SECONDS', 120)),
    },
    platformTimeoutMs: int(env, 'PLATFORM_TIMEOUT_MS', 5000),
    renewals: {
      intervalMs: int(env, 'RENEWAL_SWEEP_INTERVAL_MS', 60_000),
      pendingAfterMs: int(env, 'RENEWAL_PENDING_AFTER_MS', 2 * 60_000),
      unsentAfterMs: int(env, 'RENEWAL_UNSENT_AFTER_MS', 10 * 60_000),
      unpaidGraceMs: int(env, 'RENEWAL_UNPAID_GRACE_MS', 7 * 24 * 60 * 60_000),
      retryDays: days(env, 'RENEWAL_RETRY_DAYS', [...DEFAULT_RETRY_DAYS]),
      concurrency: Math.max(1, int(env, 'RENEWAL_CONCURRENCY', DEFAULT_RENEWAL_CONCURRENCY)),
      providerConcurrency: Math.max(1, int(env, 'RENEWAL_PROVIDER_CONCURRENCY', DEFAULT_PROVIDER_CONCURRENCY)),
      jobExpireSeconds: Math.max(1, int(env, 'RENEWAL_JOB_EXPIRE_SECONDS', 300)),
    },
    jwtSecret: text(env, 'JWT_SECRET'),
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 12 * 60 * 60),
    sandboxMpesaDelayMs: int(env, 'SANDBOX_MPESA_DELAY_MS', 3000),
    sandboxCardDelayMs: int(env, 'SANDBOX_CARD_DELAY_MS', 0),
    redisUrl: text(env, 'REDIS_URL'),
    realtime: {
      appKey: text(env, 'REALTIME_APP_KEY'),
      appSecret: text(env, 'REALTIME_APP_SECRET'),
      activityTimeoutSeconds: Math.max(1, int(env, 'REALTIME_ACTIVITY_TIMEOUT', 120)),
      pongTimeoutSeconds: Math.max(1, int(env, 'REALTIME_PONG_TIMEOUT', 30)),
      redisPrefix: text(env, 'REALTIME_REDIS_PREFIX') ?? 'soma-realtime:',
      maxGuestsPerAddress: Math.max(1, int(env, 'REALTIME_MAX_GUESTS_PER_ADDRESS', 50)),
    },
    pusher: pusherConfig(env),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    requestTimeoutMs: Math.max(1, int(env, 'REQUEST_TIMEOUT_MS', 60_000)),
    headersTimeoutMs: Math.max(1, int(env, 'HEADERS_TIMEOUT_MS', 15_000)),
    trustProxy: env.TRUST_PROXY === '1',
    authRateLimit: {
      max: int(env, 'AUTH_RATE_LIMIT_MAX', 300),
      windowMs: int(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    loginThrottle: {
      maxAttempts: Math.max(1, int(env, 'LOGIN_THROTTLE_MAX_ATTEMPTS', 5)),
      decaySeconds: Math.max(1, int(env, 'LOGIN_THROTTLE_DECAY_SECONDS', 60)),
      account: {
        max: Math.max(1, int(env, 'LOGIN_THROTTLE_ACCOUNT_MAX_ATTEMPTS', 20)),
        decaySeconds: Math.max(1, int(env, 'LOGIN_THROTTLE_ACCOUNT_DECAY_SECONDS', 15 * 60)),
      },
      address: {
        max: Math.max(1, int(env, 'LOGIN_THROTTLE_ADDRESS_MAX_ATTEMPTS', 100)),
        decaySeconds: Math.max(1, int(env, 'LOGIN_THROTTLE_ADDRESS_DECAY_SECONDS', 60)),
      },
      redisPrefix: text(env, 'THROTTLE_REDIS_PREFIX') ?? 'soma-throttle:',
    },
    recoveryLock: {
      maxWrong: Math.max(1, int(env, 'RECOVERY_MAX_WRONG_CODES', 5)),
      lockSeconds: Math.max(1, int(env, 'RECOVERY_LOCK_SECONDS', 15 * 60)),
    },
    recoveryRequests: {
      max: Math.max(1, int(env, 'RECOVERY_MAX_REQUESTS', 3)),
      windowSeconds: Math.max(1, int(env, 'RECOVERY_REQUEST_WINDOW_SECONDS', 15 * 60)),
    },
    uploadLimitBytes: int(env, 'UPLOAD_LIMIT_BYTES', 2 * 1024 * 1024),
    distDir: path.resolve(root, 'dist'),
    hostDir: path.resolve(root, 'host'),
    version: packageVersion(root),
  };
}

/** Set when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are; a hosted Pusher app needs only PUSHER_CLUSTER beside them. */
function pusherConfig(env: Env): PusherConfig | null {
  const appId = text(env, 'PUSHER_APP_ID');
  const key = text(env, 'PUSHER_KEY');
  const secret = text(env, 'PUSHER_SECRET');
  if (!appId && !key && !secret) return null;
  if (!appId || !key || !secret) throw new Error('PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET must be set together');
  const cluster = text(env, 'PUSHER_CLUSTER');
  const ownHost = text(env, 'PUSHER_HOST');
  const scheme = text(env, 'PUSHER_SCHEME') ?? (ownHost ? 'http' : 'https');
  if (scheme !== 'http' && scheme !== 'https')
    throw new Error(`PUSHER_SCHEME must be "http" or "https", got "${scheme}"`);
  const host = ownHost ?? `api-${cluster ?? 'mt1'}.pusher.com`;
  const port = int(env, 'PUSHER_PORT', scheme === 'https' ? 443 : 80);
  const clientScheme = text(env, 'PUSHER_CLIENT_SCHEME') ?? scheme;
  return {
    appId,
    key,
    secret,
    scheme,
    host,
    port,
    cluster,
    client: {
      host: text(env, 'PUSHER_CLIENT_HOST') ?? ownHost ?? `ws-${cluster ?? 'mt1'}.pusher.com`,
      port: int(
        env,
        'PUSHER_CLIENT_PORT',
        text(env, 'PUSHER_CLIENT_HOST') ? (clientScheme === 'https' ? 443 : 80) : port,
      ),
      forceTLS: clientScheme === 'https',
    },
  };
}

export const DARAJA_HOSTS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' };

function darajaConfig(env: Env, publicUrl: string): DarajaConfig | null {
  const consumerKey = text(env, 'MPESA_CONSUMER_KEY');
  const consumerSecret = text(env, 'MPESA_CONSUMER_SECRET');
  const shortCode = text(env, 'MPESA_SHORTCODE');
  const passkey = text(env, 'MPESA_PASSKEY');
  if (!consumerKey && !consumerSecret && !shortCode && !passkey) return null;
  if (!consumerKey || !consumerSecret || !shortCode || !passkey) {
    throw new Error(
      'MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE and MPESA_PASSKEY must be set together',
    );
  }
  const mode = text(env, 'MPESA_ENV') ?? 'sandbox';
  if (mode !== 'sandbox' && mode !== 'production')
    throw new Error(`MPESA_ENV must be "sandbox" or "production", got "${mode}"`);
  const transactionType = text(env, 'MPESA_TRANSACTION_TYPE') ?? 'CustomerPayBillOnline';
  if (transactionType !== 'CustomerPayBillOnline' && transactionType !== 'CustomerBuyGoodsOnline') {
    throw new Error(
      `MPESA_TRANSACTION_TYPE must be "CustomerPayBillOnline" or "CustomerBuyGoodsOnline", got "${transactionType}"`,
    );
  }
  return {
    baseUrl: (text(env, 'MPESA_BASE_URL') ?? DARAJA_HOSTS[mode]).replace(/\/+$/, ''),
    consumerKey,
    consumerSecret,
    shortCode,
    passkey,
    callbackUrl: text(env, 'MPESA_CALLBACK_URL') ?? `${publicUrl}/api/shop/mpesa/callback`,
    partyB: text(env, 'MPESA_PARTY_B') ?? shortCode,
    transactionType,
  };
}

function packageVersion(root: string): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
