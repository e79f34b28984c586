import { createHash, createHmac } from 'node:crypto';

/**
 * Signs a request to the Pusher HTTP API as Pusher checks it: the query gains auth_key,
 * auth_timestamp, auth_version and (with a body) body_md5; auth_signature is HMAC-SHA256, with
 * the app secret, of `METHOD\nPATH\nquery` where the query is sorted by key and not URL-encoded.
 */
export function signedQuery(
  app: { key: string; secret: string },
  method: string,
  path: string,
  body: string | null,
  timestamp = Math.floor(Date.now() / 1000),
  params: Record<string, string> = {},
): URLSearchParams {
  const query: Record<string, string> = {
    ...params,
    auth_key: app.key,
    auth_timestamp: String(timestamp),
    auth_version: '1.0',
  };
  if (body !== null) query.body_md5 = createHash('md5').update(body).digest('hex');
  const signature = createHmac('sha256', app.secret)
    .update(`${method.toUpperCase()}\n${path}\n${canonicalQuery(query)}`)
    .digest('hex');
  return new URLSearchParams({ ...query, auth_signature: signature });
}

export function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((key) => key !== 'auth_signature')
    .map((key) => [key.toLowerCase(), query[key]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}
