import type { PusherConfig } from '../config';
import { signedQuery } from '../realtime/http-api';
import type { Broadcaster, RealtimeApp } from './broadcaster';

const TIMEOUT_MS = 5_000;

/**
 * Events through the Pusher HTTP API (`POST /apps/{app_id}/events`) of Soketi, Laravel Reverb or
 * Pusher Channels; browsers then connect to that server, which checks the signatures this
 * server's `/api/broadcasting/auth` gives with the same secret.
 */
export function pusherBroadcaster(config: PusherConfig): Broadcaster {
  const path = `/apps/${encodeURIComponent(config.appId)}/events`;
  const app: RealtimeApp = {
    id: config.appId,
    key: config.key,
    secret: config.secret,
    client: { ...config.client, cluster: config.cluster },
  };
  return {
    name: 'pusher',
    app: async () => app,
    async publish(channel, event, data) {
      const body = JSON.stringify({ name: event, channels: [channel], data: JSON.stringify(data ?? null) });
      const query = signedQuery(app, 'POST', path, body);
      const url = `${config.scheme}://${config.host}:${config.port}${path}?${query}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`The Pusher server answered ${response.status} to ${event} on ${channel}: ${text}`);
      }
    },
  };
}
