import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Broadcaster } from '../providers/broadcaster';
import { realtimeEndpoint, type Endpoint } from './endpoint';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where server events go; `/api/broadcasting/auth` signs with its app's secret. */
    broadcaster: Broadcaster;
    /** The built-in Pusher-protocol endpoint, when this instance serves one. */
    realtime: Endpoint | null;
  }
}

/** The client's address: behind a trusted proxy, the first one X-Forwarded-For names. */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || request.socket.remoteAddress || 'unknown';
}

/**
 * Live updates for one app: the broadcaster starts (hearing other instances through Redis), and
 * when it is the built-in one, `/app/{key}` is served on the API's own HTTP server. Closing the
 * app asks every socket to reconnect, to another instance behind a load balancer.
 */
export async function attachRealtime(app: FastifyInstance, broadcaster: Broadcaster): Promise<void> {
  const { realtime } = app.config;
  app.decorate('broadcaster', broadcaster);
  await broadcaster.start?.(app.log);
  const endpoint = broadcaster.hub
    ? realtimeEndpoint(app.server, {
        hub: broadcaster.hub,
        app: async () => {
          const credentials = await broadcaster.app?.();
          if (!credentials) throw new Error('The built-in broadcaster has no app');
          return credentials;
        },
        activityTimeoutSeconds: realtime.activityTimeoutSeconds,
        pongTimeoutSeconds: realtime.pongTimeoutSeconds,
        maxGuestsPerAddress: realtime.maxGuestsPerAddress,
        addressOf: (request) => clientAddress(request, app.config.trustProxy),
        log: app.log,
      })
    : null;
  app.decorate('realtime', endpoint);
  if (endpoint) app.addHook('preClose', async () => endpoint.close());
  app.addHook('onClose', async () => broadcaster.close?.());
}
