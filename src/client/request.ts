import { ofetch } from 'ofetch';
import { validate as check } from 'superstruct';
import type { Call } from '../api/define';
import { options as defaults, type SomaOptions } from '../config';
import { encodeBody, queryOf } from './body';
import { clientSetup } from './configure';
import { SESSION_EXPIRED } from './requestTexts';
import { decodeError, failed, type Result } from './result';
import { apiBase, resolve } from './url';
import { LANGUAGE } from '../language';

/**
 * A call's options: the calling element's (`useOptions()`: its API base, portal and paths; without
 * them, the page's), and the call's own.
 */
export interface SendOptions extends SomaOptions {
  /** One key per checkout: the server answers a repeated key with its first result. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * The wire method: PATCH travels as POST with `_method=PATCH` (docs/behaviour.md, Calls), and so does a
 * DELETE with fields (a password), which no DELETE body or address should carry.
 */
function wireMethod(call: Call<any, any>): { method: string; override?: string } {
  return call.method === 'PATCH' || (call.method === 'DELETE' && call.body !== 'none')
    ? { method: 'POST', override: call.method }
    : { method: call.method };
}

/**
 * Makes one call of the contract and answers a typed result. An expired token or a 401 ends the
 * session (the `onUnauthorized` the stores gave `configureClient`);
 * a 500 is logged with URL, method and body; an answer that fails its struct is logged as
 * 'No data returned'; a call that throws is logged. None of these throw.
 */
export async function send<Req, Res>(
  call: Call<Req, Res>,
  input: Req,
  options: SendOptions = {},
): Promise<Result<Res>> {
  const setup = clientSetup();
  const config = { ...defaults(), ...options };
  // Each API base's own token: one issued by another API never travels to this one.
  const base = apiBase(config);
  const token = setup.token(base);
  // A token that cannot be read counts as expired: the session it claims is unusable.
  if (token !== null && setup.expired(token)) {
    setup.onUnauthorized(base);
    return failed(401, SESSION_EXPIRED);
  }

  let url = '';
  const { method, override } = wireMethod(call);
  let body: ReturnType<typeof encodeBody>;
  try {
    const resolved = resolve(call, (input ?? {}) as Record<string, unknown>, config);
    url = resolved.url;
    body = call.body === 'none' && !override ? undefined : encodeBody(call.body, resolved.rest, override);
    // The page asks for its own language (docs/languages.md): the server's messages and the
    // administrator's texts come in the language the page is written in, whatever the browser prefers.
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': LANGUAGE };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

    const response = await ofetch.raw(url, {
      method,
      body: body as BodyInit | Record<string, unknown> | undefined,
      query: call.body === 'none' ? queryOf(resolved.rest) : undefined,
      headers,
      retry: 0,
      ignoreResponseError: true,
      signal: options.signal,
    });
    const status = response.status;
    const data: unknown = response._data;

    if (status === 401) {
      // Only the session that was refused ends: an answer for a session since replaced changes nothing.
      if (token && setup.token(base) === token) setup.onUnauthorized(base);
      return decodeError(status, data);
    }
    if (status >= 500) {
      console.error('Soma API error', { status, url, method, body: describe(body) });
      return failed(status);
    }
    if (status >= 400) return decodeError(status, data);

    const [error, value] = check(data, call.response, { coerce: true });
    if (error) {
      console.error('No data returned', { call: call.id, url, reason: error.message });
      return failed(status);
    }
    return { ok: true, data: value as Res };
  } catch (error) {
    console.error('Soma API call failed', { call: call.id, url, method, error });
    return failed(0);
  }
}

/** Fields whose values never reach a log: passwords, card data, codes and tokens. */
const SECRET = /password|number|cvc|secret|token|code|verification/i;

function redact(value: unknown, key = ''): unknown {
  if (SECRET.test(key) && value !== undefined && value !== null && value !== '') return '[redacted]';
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redact(v, k)]));
  }
  return value;
}

/** A loggable copy of a request body, with secrets redacted. */
export function describe(body: unknown): unknown {
  if (body instanceof URLSearchParams) return redact(Object.fromEntries(body));
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return redact(Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '[file]'])));
  }
  return redact(body);
}
