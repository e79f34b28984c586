import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Call, RequestOf, ResponseOf } from '../../src/api/define';
import { pathParams } from '../../src/api/define';
import { validate } from '../../src/api/errors';
import { translateAnswer } from '../../src/api/lang/index';
import { isLocale } from '../../src/api/lang/locales';
import type { CardProvider } from '../config';
import { AppError, forbidden, invalid, unauthenticated } from '../errors';
import { bearerToken, type Caller } from './auth';
import { requestFields } from './fields';
import { answerToKeep, answerToReplay, idempotencyKey } from './idempotency';
import { toJsonSchema } from './json-schema';

/** Named limits a route may take; their numbers come from the config (see `app.ts`). */
export type RateLimitName = 'auth';

export interface RouteOptions<C extends Call<any, any> = Call<any, any>> {
  /** Throttles guessing: login, student login, recovery, sign-up. */
  rateLimit?: RateLimitName;
  /**
   * Whom a throttled call's attempt is about (`accounts.identity`: every spelling of a login is
   * one account), or null when the request names nobody; by default the signed-in caller.
   */
  account?: (input: RequestOf<C>) => Promise<string | null>;
}

export interface CallContext<C extends Call<any, any>> {
  /** The request's fields after the call's struct validated and coerced them. */
  input: RequestOf<C>;
  /** The verified caller, or null on a public call made without a valid token. */
  caller: Caller | null;
  /** The caller, for calls that need one: always set unless the call is public, where it answers 401. */
  readonly user: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends Call<any, any>> = (ctx: CallContext<C>) => Promise<ResponseOf<C>> | ResponseOf<C>;

/** Where a call is served: `{id}` becomes `:id`, brand segments take this deployment's names. */
export function routePath(call: Call<any, any>, cardProvider: CardProvider): string {
  const path = call.path
    .replace(/\{(\w+)\}/g, ':$1')
    .replace(/<tutor>/g, 'tutor')
    .replace(/<card>/g, cardProvider);
  return call.root === 'static' ? path : `/api${path}`;
}

/**
 * Registers one contract call: access rule, validation of the request against the call's
 * struct (422 in Laravel's shape), the handler, and in tests a check of the answer against the
 * call's response struct. PATCH and DELETE calls also answer a POST carrying `_method` (Laravel's
 * method spoofing); guessing calls are throttled per account and address; idempotent calls keep
 * their first answer per Idempotency-Key.
 */
export function route<C extends Call<any, any>>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: RouteOptions<C> = {},
): void {
  const url = routePath(call, app.config.cardProvider);
  const hasBody = call.body !== 'none';
  const limit = options.rateLimit ? app.rateLimits[options.rateLimit] : undefined;

  async function serve(request: FastifyRequest, reply: FastifyReply, viaOverride = false) {
    const caller = await authorize(app, call, request);
    // A DELETE sent as a POST carries its fields (if any) in the body, beside `_method`.
    const fields = await requestFields(request, hasBody || viaOverride);
    const checked = validate(call.request, fields);
    if (!checked.ok) throw invalid(checked.errors, checked.message);

    const ctx: CallContext<C> = {
      input: checked.value as RequestOf<C>,
      caller,
      get user() {
        if (!caller) throw unauthenticated();
        return caller;
      },
      request,
      reply,
    };
    // A guess counts before it is checked (services/throttle.ts): per account and address, per
    // account, per address. A wrong one stays counted; anything else is taken back.
    const attempt = limit
      ? await app.services.throttle.attempt(call.id, {
          account: options.account ? await options.account(ctx.input) : caller ? `user:${caller.id}` : null,
          address: request.ip,
        })
      : null;
    let outcome: 'succeeded' | 'failed' | 'withdrawn' = 'withdrawn';
    const answer = async (): Promise<string | null> => {
      let result: ResponseOf<C>;
      try {
        result = await handler(ctx);
      } catch (error) {
        if (error instanceof AppError && error.kind === 'invalid') outcome = 'failed';
        throw error;
      }
      outcome = 'succeeded';
      if (reply.sent) return null;
      const json = JSON.stringify(translateAnswer(result ?? null, request.locale));
      if (app.checkResponses) checkResponse(call, json);
      return json;
    };
    // A money-moving call under an Idempotency-Key: every retry, concurrent or later, gets the first answer.
    const key = call.idempotent ? idempotencyKey(request) : null;
    let json: string | null;
    try {
      if (key) {
        let first: string | null = null;
        const kept = await app.services.idempotency.once(
          { scope: `${call.id}|${caller ? caller.id : 'guest'}`, key, request: ctx.input },
          async () => {
            first = (await answer()) ?? 'null';
            return answerToKeep(first, app.sessions);
          },
        );
        json =
          first ??
          (await answerToReplay(kept, async (id) => {
            const account = await app.services.accounts.findUser(id);
            return account ? app.sessions.issue(account) : null;
          }));
      } else {
        json = await answer();
      }
    } finally {
      // A retry answered from the first request's answer guessed nothing: its attempt is taken back.
      if (attempt) await attempt[outcome]();
    }
    if (json === null || reply.sent) return reply;
    return reply.type('application/json; charset=utf-8').send(json);
  }

  const shared = {
    url,
    config: { callId: call.id, ...(limit ? { rateLimit: limit } : {}) },
    schema: docs(call),
    // Requests are validated by the contract's structs; the schema above only documents them.
    validatorCompiler: () => () => true,
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  };

  if (call.method !== 'POST')
    app.route({ ...shared, method: call.method as HTTPMethods, handler: (request, reply) => serve(request, reply) });

  if (call.method === 'POST' || call.method === 'PATCH' || call.method === 'DELETE') {
    const targets = postTargets(app, url, call.method === 'POST', shared);
    const taken = targets.calls.get(call.method);
    if (taken) throw new Error(`${call.method} ${url} is claimed by both ${taken.id} and ${call.id}`);
    targets.calls.set(call.method, { id: call.id, serve });
  }
}

/** What a POST to one path may mean: its own POST call, or a PATCH or DELETE named by `_method`. */
export interface PostTargets {
  calls: Map<
    string,
    { id: string; serve: (request: FastifyRequest, reply: FastifyReply, viaOverride?: boolean) => Promise<unknown> }
  >;
}

/**
 * Laravel's method spoofing: PATCH and DELETE also answer a POST whose body (JSON, urlencoded or
 * multipart) carries `_method`. One POST route per path dispatches to the call its `_method`
 * names, or to the path's own POST call when it names none. The route is registered by the first
 * call on the path; a POST call coming later keeps its handler but not its place in the docs.
 */
function postTargets(
  app: FastifyInstance,
  url: string,
  isPost: boolean,
  shared: { url: string; config: Record<string, unknown>; schema: Record<string, unknown> } & Record<string, unknown>,
): PostTargets {
  const existing = app.postPaths.get(url);
  if (existing) return existing;
  const targets: PostTargets = { calls: new Map() };
  app.postPaths.set(url, targets);
  app.route({
    ...shared,
    // Documented as the path's POST call when that came first; a bare override route stays out of the docs.
    schema: isPost ? shared.schema : { ...shared.schema, hide: true },
    method: 'POST',
    handler(request, reply) {
      const override = methodOverride(request.body);
      const post = targets.calls.get('POST');
      if (override === null || override === 'POST') {
        if (post) return post.serve(request, reply);
        throw unsupported('POST', targets);
      }
      const target = targets.calls.get(override);
      if (!target) throw unsupported(override, targets);
      return target.serve(request, reply, true);
    },
  });
  return targets;
}

function unsupported(method: string, targets: PostTargets): AppError {
  const supported = [...targets.calls.keys()].filter((name) => name !== 'POST');
  const methods = [...targets.calls.keys()].join(', ');
  return new AppError(
    'invalid',
    `The ${method} method is not supported for this route. Supported methods: ${methods}.`,
    {
      _method: [`The _method field must be ${supported.join(' or ') || 'absent'}.`],
    },
  );
}

/** `_method` of a body, whatever carried it: JSON, a urlencoded form or a multipart field. */
export function methodOverride(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  let value = (body as Record<string, unknown>)._method;
  if (Array.isArray(value)) value = value[0];
  if (value !== null && typeof value === 'object' && (value as { type?: unknown }).type === 'field') {
    value = (value as { value?: unknown }).value;
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;
}

async function authorize(app: FastifyInstance, call: Call<any, any>, request: FastifyRequest): Promise<Caller | null> {
  const token = bearerToken(request.headers.authorization);
  const check = token ? await app.sessions.verify(token) : null;
  const caller = check?.ok ? check.caller : null;
  request.caller = caller;
  // The account's own language wins over the browser's (docs/languages.md).
  if (isLocale(caller?.locale)) request.locale = caller.locale;
  // A public call ignores a bad or expired token: the visitor is simply anonymous.
  if (call.access === 'public') return caller;
  if (!caller) throw unauthenticated();
  if (call.access === 'parent' && caller.admin) throw forbidden();
  if (call.access === 'admin' && !caller.admin) throw forbidden();
  return caller;
}

function checkResponse(call: Call<any, any>, json: string) {
  // Checked as the client receives it: after JSON, dates are strings.
  const checked = validate(call.response, JSON.parse(json));
  if (!checked.ok) {
    throw new Error(`The answer of ${call.id} does not match its response struct: ${JSON.stringify(checked.errors)}`);
  }
}

const CONTENT_TYPES = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'application/json'],
  multipart: ['multipart/form-data'],
  none: undefined,
} as const;

function docs(call: Call<any, any>): Record<string, unknown> {
  const params = pathParams(call.path);
  const request = toJsonSchema(call.request, params);
  const schema: Record<string, unknown> = {
    operationId: call.id,
    summary: call.id,
    tags: [call.id.split('.')[0]],
    response: { 200: toJsonSchema(call.response) },
  };
  if (params.length) {
    schema.params = {
      type: 'object',
      properties: Object.fromEntries(params.map((name) => [name, { type: 'string' }])),
      required: params,
    };
  }
  if (call.body === 'none') {
    if (Object.keys((request.properties as object | undefined) ?? {}).length) schema.querystring = request;
  } else {
    schema.body = request;
    schema.consumes = CONTENT_TYPES[call.body];
  }
  if (call.access !== 'public') schema.security = [{ bearer: [] }];
  if (call.idempotent) schema.description = 'Send an Idempotency-Key header; a repeated key answers the first result.';
  return schema;
}
