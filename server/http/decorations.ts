import type { Config } from '../config';
import type { Services } from '../services/index';
import type { Caller, SessionTokens } from './auth';

/** What `buildApp` hangs on the instance and the request, for routes to use. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    sessions: SessionTokens;
    /** Answers are checked against the contract's response structs (tests). */
    checkResponses: boolean;
    rateLimits: Record<import('./route').RateLimitName, { max: number; timeWindow: number }>;
    /** POST paths taken so far, by call id: a PATCH's `_method` alias and a POST call may not share one. */
    postPaths: Map<string, string>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    callId?: string;
  }
}

export {};
