import type { FastifyRequest } from 'fastify';

/*
 * What the log may hold. Single-use links (`/learn#token=`, `/home#login_token=`) travel in the
 * address's fragment, which never reaches the server, but an older link, a proxy or a hand-typed
 * address may still carry one in the query: every log line redacts the values of query parameters
 * with secret-looking names, and fields of those names wherever a log object holds them.
 */

export const REDACTED = '[REDACTED]';

/** Names of query parameters and fields whose values are secrets: tokens, passwords, codes, handles. */
const SECRET_NAME = /token|password|secret|verification|code|signature|authorization|cookie|key/i;

const SECRET_FIELDS = [
  'token',
  'login_token',
  'access_token',
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'new_password_confirmation',
  'verification',
  'unique_code',
  'payment_secret',
  'client_secret',
];

/** pino's `redact`: headers that authenticate, and secret fields one or two levels into any logged object. */
export const LOG_REDACTION = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ],
  censor: REDACTED,
};

/** The address with the values of its secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return SECRET_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Fastify's request serializer, with the address redacted. */
export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * The client went away before its request was read or answered (a closed tab, a lost phone
 * signal, a body that never finished): nothing went wrong on the server, so it is logged at debug.
 * Only the request's own socket tells: a provider's connection reset is a server error.
 */
export function clientWentAway(error: Error, request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true || (error.message === 'aborted' && request.raw.readableAborted);
}
