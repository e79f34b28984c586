import type { Config } from '../config';
import type { JobQueue } from '../jobs/queue';
import type { Services } from '../services/index';
import type { Locale } from '../../src/api/lang/locales';
import type { Caller, SessionTokens } from './auth';

/** What `buildApp` hangs on the instance and the request, for routes to use. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    /** The job queue: `main.ts` starts it; a first message starts it otherwise. */
    jobs: JobQueue;
    sessions: SessionTokens;
    /** Answers are checked against the contract's response structs (tests). */
    checkResponses: boolean;
    rateLimits: Record<import('./route').RateLimitName, { max: number; timeWindow: number }>;
    /** The sandbox's test clock (SOMA_TEST_CLOCK=1); null otherwise. */
    testClock: import('../lib/clock').TestClock | null;
    /** POST routes so far, by path: the calls a POST there reaches, directly or by `_method`. */
    postPaths: Map<string, import('./route').PostTargets>;
    /** What `GET /api/ready` answers; `main.ts` drains it on SIGTERM. */
    readiness: import('./readiness').Readiness;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** The language of the answer (docs/languages.md): the account's choice, else Accept-Language's. */
    locale: Locale;
  }
  interface FastifyContextConfig {
    callId?: string;
    /** Polled by load balancers: its answers are logged at debug, not info. */
    quiet?: boolean;
  }
}

export {};
