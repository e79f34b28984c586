import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { DEFAULT_LOCALE, localeFromHeader } from '../src/api/lang/index';
import type { Config } from './config';
import type { DB } from './db/schema';
import { tooMany } from './errors';
import { sessionTokens } from './http/auth';
import { compressApiAnswers } from './http/compression';
import './http/decorations';
import { handleError } from './http/errors';
import { LOG_REDACTION, LOG_SERIALIZERS } from './http/logging';
import { readiness } from './http/readiness';
import { jsonDepthExceeds, refuseUnstorableText } from './http/safe-input';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static';
import { workDeliveries } from './jobs/deliveries';
import { workNotices } from './jobs/notices';
import { jobQueue } from './jobs/queue';
import { workRenewals } from './jobs/renewals';
import { createProviders, type Providers } from './providers/index';
import { attachRealtime } from './realtime/index';
import { areas } from './routes/index';
import { accountSessions } from './repositories/sessions';
import { processSessionBus, redisSessionBus, sessionCache } from './security/session-cache';
import type { TestClock } from './lib/clock';
import { createServices } from './services/index';
import { normalizeOrigin, resolveSecret } from './services/settings';

export interface AppOptions {
  config: Config;
  /** A migrated (and seeded) database. */
  db: DB;
  /** Defaults to the providers the config asks for. */
  providers?: Providers;
  now?: () => Date;
  /** The sandbox's test clock: the app's time, moved forward by `POST /api/dev/clock` (config.testClock). */
  clock?: TestClock;
  /** Check every answer against the contract's response struct (tests turn it on). */
  checkResponses?: boolean;
  logger?: Logger;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** How long an account's session state is trusted without a word from the other instances (a lost message). */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_ENTRIES = 100_000;

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Resolves once Redis is ready, has failed, or after its connect timeout, whichever comes first. */
function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.clock?.now ?? options.now ?? (() => new Date());
  const providers = options.providers ?? createProviders(config, db);
  const secret = await resolveSecret({ db, config });
  // Commands fail at once while Redis is away (no offline queue), so that the login counts and the
  // rate limits fall back without each request waiting out a reconnection.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;

  // Whatever logger is given, secrets are redacted from every line it writes for the app.
  const logger = (options.logger ?? pino({ level: config.logLevel })).child(
    {},
    { redact: LOG_REDACTION, serializers: LOG_SERIALIZERS },
  );
  // An unreachable Redis is said once per outage (ioredis would print every failed reconnection).
  let redisDown = false;
  redis?.on('error', (error: Error) => {
    if (!redisDown)
      logger.warn({ err: error }, 'Redis is out of reach; login counts are kept in the database until it answers');
    redisDown = true;
  });
  redis?.on('ready', () => {
    redisDown = false;
  });
  // The first connection is awaited (at most its timeout): an instance starts counting in Redis.
  if (redis) await firstConnection(redis);
  const jobs = jobQueue(db, {
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    log: logger,
  });
  // The session check from memory: each account read once, forgotten on every instance when its sessions change.
  const sessionStore = sessionCache(
    (userId) => accountSessions(db, userId, now()),
    redis ? redisSessionBus(redis, `soma-sessions:${config.realtime.redisPrefix}`) : processSessionBus(),
    { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_ENTRIES },
  );
  const services = createServices({ db, config, providers, now, secret, redis, jobs, sessions: sessionStore });
  if (config.jobs.work) {
    workDeliveries(jobs, services.messages, config.delivery, logger);
    workRenewals(jobs, services.renewals, config.renewals, logger);
    workNotices(jobs, services.notices, logger);
  }
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    // A load balancer's id is kept so that one request can be followed across both logs.
    requestIdHeader: 'x-request-id',
    // One line per request, written once it is answered (below), rather than Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that sends its headers or its body slowly, or never finishes, is answered 408 and
    // let go, rather than holding a connection open for as long as it likes.
    requestTimeout: config.requestTimeoutMs,
    // On close (after http/drain.ts has let every request through): idle keep-alive connections are
    // closed, and a request that still reaches a connection is answered 503 with `Connection: close`.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, config.headersTimeoutMs / 4)),
    },
  });

  app.addHook('onClose', () => sessionStore.close());
  // A connected Redis is left politely; one that is away is simply dropped (it would take no QUIT).
  if (redis)
    app.addHook('onClose', async () => void (redis.status === 'ready' ? await redis.quit() : redis.disconnect()));
  app.decorate('config', config);
  app.decorate('services', services);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  app.decorate('sessions', sessionTokens(secret, config.sessionTtlSeconds, now, sessionStore));
  app.decorate('checkResponses', options.checkResponses ?? false);
  app.decorate('testClock', options.clock ?? null);
  app.decorate('rateLimits', {
    auth: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
  });
  app.decorate('postPaths', new Map());
  app.decorate('readiness', readiness({ db, redis, log: logger }));
  app.decorateRequest('caller', null);
  app.decorateRequest('locale', DEFAULT_LOCALE);
  // The browser's language first; a signed-in account's own choice replaces it (http/route.ts).
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });

  app.setErrorHandler(handleError);
  app.addHook('onResponse', (request, reply, done) => {
    // Load balancers' polls would be most of the log: they are written at debug.
    const level = request.routeOptions.config.quiet ? 'debug' : 'info';
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    // Draining (SIGTERM): each answer closes its connection, so that clients open their next one
    // elsewhere rather than send it down a connection about to close.
    if (app.readiness.draining) reply.header('connection', 'close');
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    // Answers in words say which language they are in (docs/languages.md).
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.header('content-language', request.locale);
  });
  securityHeaders(app);

  // An empty JSON body (a POST with nothing to say) counts as `{}` rather than a 400.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, {});
    if (jsonDepthExceeds(body as string)) return done(badRequest('The request body is nested too deeply.'), undefined);
    jsonParser(request, body as string, done);
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: config.uploadLimitBytes, files: 5, fields: 50, parts: 60 },
  });

  // Text the database cannot store (NUL, lone surrogates) is refused on every route, once parsed.
  app.addHook('preHandler', refuseUnstorableText);

  await app.register(cors, {
    origin(origin, callback) {
      if (!origin) return callback(null, true);
      services.settings.corsOrigins().then(
        (allowed) => callback(null, allowed.includes(normalizeOrigin(origin) ?? '')),
        (error: Error) => callback(error, false),
      );
    },
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'X-Requested-With', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'soma-rate-limit:' } : {}),
    // A broken Redis must not lock everyone out of logging in.
    skipOnError: true,
    errorResponseBuilder: () => tooMany(),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Soma platform API', version: config.version },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  await compressApiAnswers(app);
  await attachRealtime(app, providers.broadcaster);
  for (const area of areas) await app.register(area);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await staticFiles(app);
  return app;
}
