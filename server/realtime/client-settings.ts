import type { Realtime } from '../../src/api/structs';
import type { Broadcaster } from '../providers/broadcaster';

/** `GET /app`'s `realtime`: how a browser reaches the Pusher app; null when events go nowhere. */
export async function realtimeSettings(broadcaster: Broadcaster, publicUrl: string): Promise<Realtime | null> {
  const app = await broadcaster.app?.();
  if (!app) return null;
  const authEndpoint = `${publicUrl}/api/broadcasting/auth`;
  if (app.client) {
    const { host, port, forceTLS, cluster } = app.client;
    return { key: app.key, host, port, forceTLS, ...(cluster ? { cluster } : {}), authEndpoint };
  }
  // The built-in server listens on the portal's own address.
  const url = new URL(publicUrl);
  const forceTLS = url.protocol === 'https:';
  return { key: app.key, host: url.hostname, port: Number(url.port) || (forceTLS ? 443 : 80), forceTLS, authEndpoint };
}
