import type { DarajaConfig } from '../config';

/*
 * Talking to Safaricom's Daraja API: an OAuth token from the consumer key and secret (client
 * credentials), kept until shortly before it expires, and JSON posts made with it.
 */

export interface DarajaAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface DarajaClient {
  post(path: string, body: Record<string, unknown>): Promise<DarajaAnswer>;
}

export interface DarajaClientOptions {
  now: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A token is renewed this long before Daraja says it expires, so none expires on its way. */
const TOKEN_MARGIN_MS = 60_000;

export function darajaClient(config: DarajaConfig, options: DarajaClientOptions): DarajaClient {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let token: { value: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function freshToken(): Promise<string> {
    const credentials = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const response = await send(`${config.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${credentials}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string' || body.access_token === '') {
      // The answer may echo what was sent; only the status is worth reporting.
      throw new Error(`Daraja refused the OAuth token request (HTTP ${response.status})`);
    }
    const seconds = Number(body.expires_in);
    const lifetimeMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 3_599_000;
    token = { value: body.access_token, expiresAt: options.now().getTime() + lifetimeMs - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && options.now().getTime() < token.expiresAt) return token.value;
    // Requests arriving together share one token request.
    fetching ??= freshToken().finally(() => (fetching = null));
    return fetching;
  }

  async function postWith(value: string, path: string, body: Record<string, unknown>): Promise<DarajaAnswer> {
    const response = await send(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${value}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await readJson(response) };
  }

  return {
    async post(path, body) {
      const first = await postWith(await accessToken(), path, body);
      if (first.status !== 401 && !isTokenError(first.body)) return first;
      // Revoked or expired early: one new token, one more try.
      token = null;
      return postWith(await accessToken(), path, body);
    },
  };
}

/** Daraja's "Invalid Access Token" (404.001.03) and its kin. */
function isTokenError(body: Record<string, unknown>): boolean {
  return typeof body.errorCode === 'string' && /^40[14]\.001\.0[34]$/.test(body.errorCode);
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Daraja's timestamp, YYYYMMDDHHmmss in Kenyan time (UTC+3, no daylight saving). */
export function darajaTimestamp(date: Date): string {
  const kenya = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    String(kenya.getUTCFullYear()) +
    two(kenya.getUTCMonth() + 1) +
    two(kenya.getUTCDate()) +
    two(kenya.getUTCHours()) +
    two(kenya.getUTCMinutes()) +
    two(kenya.getUTCSeconds())
  );
}

/** The STK password: base64 of short code, passkey and timestamp. */
export function stkPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');
}
