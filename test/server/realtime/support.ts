import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import type { Realtime } from '../../../src/api/structs';
import { createTestApp, type TestApp, type TestAppOptions } from '../harness';

/*
 * Realtime tests talk to a real listening server over loopback: raw `ws` sockets for the protocol,
 * and the real pusher-js and laravel-echo clients for what browsers do.
 */

export const APP_KEY = 'soma-test-key';
export const APP_SECRET = 'soma-test-secret-0123456789';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LiveApp extends TestApp {
  port: number;
  /** `ws://127.0.0.1:{port}/app/{key}?protocol=7...` */
  socketUrl(key?: string, query?: string): string;
  /** `GET /app`'s realtime settings. */
  realtime(): Promise<Realtime>;
}

/** A test app listening on loopback, its public URL being its own address. */
export async function liveApp(options: TestAppOptions = {}, attempts = 3): Promise<LiveApp> {
  const port = await freePort();
  const testApp = await createTestApp({
    ...options,
    config: {
      publicUrl: `http://127.0.0.1:${port}`,
      ...options.config,
      realtime: { ...realtimeConfig(), ...options.config?.realtime },
    },
  });
  try {
    await testApp.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await testApp.close();
    // Another process may take the port between freePort() and listen(): pick another.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempts > 1) return liveApp(options, attempts - 1);
    throw error;
  }
  return {
    ...testApp,
    port,
    socketUrl: (key = APP_KEY, query = 'protocol=7&client=js&version=8.6.0') =>
      `ws://127.0.0.1:${port}/app/${key}${query ? `?${query}` : ''}`,
    async realtime() {
      const answer = await testApp.get('/api/app');
      if (!answer.body?.realtime) throw new Error(`GET /app has no realtime settings: ${JSON.stringify(answer.body)}`);
      return answer.body.realtime as Realtime;
    },
  };
}

export function realtimeConfig() {
  return {
    appKey: APP_KEY,
    appSecret: APP_SECRET,
    activityTimeoutSeconds: 120,
    pongTimeoutSeconds: 30,
    redisPrefix: `soma-realtime-test:${process.pid}:${randomBytes(4).toString('hex')}:`,
    maxGuestsPerAddress: 50,
  };
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A raw protocol client that records every message. */
export class RawClient {
  readonly messages: Array<{ event: string; channel?: string; data: any }> = [];
  closed: { code: number; reason: string } | null = null;
  readonly ws: WebSocket;
  readonly #waiters = new Set<() => void>();

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (typeof message.data === 'string') {
        try {
          message.data = JSON.parse(message.data);
        } catch {
          // Some events carry plain text.
        }
      }
      this.messages.push(message);
      this.#notify();
    });
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.#notify();
    });
    this.ws.on('error', () => {});
  }

  #notify() {
    for (const waiter of this.#waiters) waiter();
  }

  send(event: string, data: unknown, channel?: string) {
    this.ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  }

  /** The first message (from `from` on) matching, waiting for it up to `ms`. */
  next(match: (m: { event: string; channel?: string; data: any }) => boolean, ms = 3000, from = 0) {
    return this.until(() => this.messages.slice(from).find(match), ms, 'a matching message');
  }

  waitClose(ms = 5000) {
    return this.until(() => this.closed ?? undefined, ms, 'the socket to close');
  }

  until<T>(probe: () => T | undefined, ms: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found === undefined) return false;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(this.messages)}`));
      }, ms);
      if (!check()) this.#waiters.add(check);
    });
  }

  /** Waits for the handshake and answers the socket id. */
  async established(): Promise<string> {
    const message = await this.next((m) => m.event === 'pusher:connection_established');
    return message.data.socket_id;
  }

  close() {
    this.ws.terminate();
  }
}

/** pusher-js configured from `GET /app`, as the SDK does, with the bearer token for channel authorisation. */
export function pusherFor(realtime: Realtime, token: string | null, options: Record<string, unknown> = {}): Pusher {
  return new Pusher(realtime.key, {
    cluster: realtime.cluster ?? '',
    wsHost: realtime.host,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws', 'wss'],
    channelAuthorization: {
      endpoint: realtime.authEndpoint,
      transport: 'ajax',
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : {},
    },
    ...options,
  } as any);
}

/** laravel-echo over pusher-js, as the SDK builds it. */
export function echoFor(realtime: Realtime, token: string): Echo<'pusher'> {
  return new Echo({
    broadcaster: 'pusher',
    client: pusherFor(realtime, token),
    withoutInterceptors: true,
  } as any);
}

/** Resolves when pusher-js reports `state`, failing after `ms`. */
export function connectionState(pusher: Pusher, state: string, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (pusher.connection.state === state) return resolve();
    const timer = setTimeout(() => reject(new Error(`pusher-js stayed ${pusher.connection.state}, not ${state}`)), ms);
    const listener = (change: { current: string }) => {
      if (change.current !== state) return;
      clearTimeout(timer);
      pusher.connection.unbind('state_change', listener);
      resolve();
    };
    pusher.connection.bind('state_change', listener);
  });
}

/** Resolves with the first value `subscribe` hands to its callback, or rejects after `ms`. */
export function once<T = any>(
  subscribe: (callback: (value: T) => void) => void,
  ms = 5000,
  what = 'an event',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Waits `ms`, for checks that something did not happen. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Instance {
  app: import('fastify').FastifyInstance;
  port: number;
  realtime(): Promise<Realtime>;
  close(): Promise<void>;
}

/** Another instance of `first`'s deployment: the same database, Redis and config, on a port of its own. */
export async function secondInstance(first: LiveApp, attempts = 3): Promise<Instance> {
  const { buildApp } = await import('../../../server/app');
  const { createProviders } = await import('../../../server/providers/index');
  const port = await freePort();
  const config = { ...first.config, publicUrl: `http://127.0.0.1:${port}` };
  const app = await buildApp({
    config,
    db: first.db,
    providers: createProviders(config, first.db),
    checkResponses: true,
  });
  try {
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempts > 1)
      return secondInstance(first, attempts - 1);
    throw error;
  }
  return {
    app,
    port,
    async realtime() {
      const answer = await app.inject({ method: 'GET', url: '/api/app' });
      return answer.json().realtime as Realtime;
    },
    close: () => app.close(),
  };
}
