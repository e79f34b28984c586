import type { Config } from '../config';
import type { DB } from '../db/schema';
import { builtInApp } from '../realtime/credentials';
import { redisFanout } from '../realtime/fanout';
import { createHub, type Hub } from '../realtime/hub';
import type { Broadcaster, RealtimeApp } from './broadcaster';

export interface BuiltInBroadcaster extends Broadcaster {
  readonly hub: Hub;
  start(log: { warn(object: object, message: string): void }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Events for this server's own Pusher-protocol endpoint. Alone, an event reaches this instance's
 * sockets; with REDIS_URL it also goes through Redis pub/sub to every other instance, which
 * delivers it to its own, so a browser sees it whichever instance holds its socket.
 */
export function builtInBroadcaster(config: Config, db: DB): BuiltInBroadcaster {
  const hub = createHub();
  const fanout = config.redisUrl ? redisFanout(config.redisUrl, config.realtime.redisPrefix, hub.deliver) : null;
  let app: Promise<RealtimeApp> | null = null;
  return {
    name: fanout ? 'built-in+redis' : 'built-in',
    hub,
    app() {
      app ??= builtInApp(db, config).catch((error: unknown) => {
        app = null;
        throw error;
      });
      return app;
    },
    async publish(channel, event, data) {
      const json = JSON.stringify(data ?? null);
      hub.deliver(channel, event, json);
      await fanout?.publish(channel, event, json);
    },
    start: async (log) => fanout?.start(log),
    close: async () => fanout?.close(),
  };
}
