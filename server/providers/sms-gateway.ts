import { DeliveryError, type MessageTransport } from './messages';

/** The site's SMS gateway settings. */
export interface SmsGatewaySettings {
  /** The gateway's base URL, e.g. https://api.africastalking.com. */
  url: string;
  /** The gateway account (Africa's Talking's `username`). */
  username: string;
  /** The account's API key, sent as the `apiKey` header when set. */
  password: string;
  /** OAuth2 client credentials: when both are set, every send carries a bearer token from `{url}/oauth/token`. */
  oauthId: string;
  oauthSecret: string;
}

export interface SmsGatewayOptions {
  timeoutMs: number;
  now?: () => number;
}

/** Africa's Talking's per-recipient status codes that mean the gateway took the message. */
const ACCEPTED = new Set([100, 101, 102]);
/** Codes that no retry changes: an invalid or unsupported number, a number that opted out. */
const REFUSED_FOR_GOOD = new Set([403, 404, 406]);

interface Token {
  value: string;
  expiresAt: number;
}

/**
 * Text messages through an HTTP gateway shaped as Africa's Talking's SMS API: `POST
 * {url}/version1/messaging` with the form fields `username`, `to` and `message`, answered with
 * `SMSMessageData.Recipients[].statusCode`. With OAuth2 client credentials set, a token is first
 * taken from `POST {url}/oauth/token` (`grant_type=client_credentials`, HTTP Basic with the id
 * and secret) and kept until shortly before it expires; a 401 drops it.
 */
export function smsGateway(settings: SmsGatewaySettings, options: SmsGatewayOptions): MessageTransport {
  const base = settings.url.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const useOauth = settings.oauthId !== '' && settings.oauthSecret !== '';
  let token: Token | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new DeliveryError(
        timedOut ? 'The SMS gateway did not answer in time.' : 'The SMS gateway could not be reached.',
      );
    }
  }

  async function bearer(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const basic = Buffer.from(
      `${encodeURIComponent(settings.oauthId)}:${encodeURIComponent(settings.oauthSecret)}`,
    ).toString('base64');
    const response = await call('/oauth/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    const answer = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof answer?.access_token !== 'string') {
      throw new DeliveryError(`The SMS gateway refused the OAuth credentials (${response.status}).`);
    }
    const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    // A minute early (or halfway, for short tokens), so that no send carries a token about to lapse.
    token = { value: answer.access_token, expiresAt: now() + Math.max(lifetime - 60, lifetime / 2) * 1000 };
    return token.value;
  }

  return {
    name: 'sms-gateway',
    async send(message) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      };
      if (settings.password) headers.apikey = settings.password;
      if (useOauth) headers.authorization = `Bearer ${await bearer()}`;
      const response = await call('/version1/messaging', {
        method: 'POST',
        headers,
        body: new URLSearchParams({ username: settings.username, to: message.to, message: message.body }),
      });
      if (response.status === 401) {
        token = null;
        throw new DeliveryError('The SMS gateway refused the credentials (401).');
      }
      if (response.status >= 500 || response.status === 408 || response.status === 429) {
        throw new DeliveryError(`The SMS gateway answered ${response.status}.`);
      }
      if (!response.ok) throw new DeliveryError(`The SMS gateway refused the message (${response.status}).`, true);
      const answer = (await response.json().catch(() => null)) as {
        SMSMessageData?: { Recipients?: Array<{ statusCode?: unknown; status?: unknown }> };
      } | null;
      const recipient = answer?.SMSMessageData?.Recipients?.[0];
      const code = Number(recipient?.statusCode);
      if (ACCEPTED.has(code)) return;
      if (!recipient) throw new DeliveryError('The SMS gateway answered without a recipient status.');
      const status = typeof recipient.status === 'string' ? recipient.status.slice(0, 60) : 'unknown';
      throw new DeliveryError(
        `The SMS gateway did not send the message (${code} ${status}).`,
        REFUSED_FOR_GOOD.has(code),
      );
    },
  };
}
