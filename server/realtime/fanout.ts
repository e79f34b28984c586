import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Carries events between the instances that share one Redis; each delivers them to its own sockets. */
export interface Fanout {
  publish(channel: string, event: string, data: string): Promise<void>;
  /** Starts receiving other instances' events; resolves once subscribed (or after a wait, if Redis is away). */
  start(log: { warn(object: object, message: string): void }): Promise<void>;
  close(): Promise<void>;
}

type Deliver = (channel: string, event: string, data: string) => void;

const START_WAIT_MS = 5_000;

export function redisFanout(url: string, prefix: string, deliver: Deliver): Fanout {
  const topic = `${prefix}events`;
  // Events published here were delivered here already; the origin lets this instance skip its own echo.
  const origin = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { lazyConnect: true, connectTimeout: 1000 });
  publisher.on('error', () => {});
  subscriber.on('error', () => {});

  subscriber.on('message', (from: string, text: string) => {
    if (from !== topic) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (!Array.isArray(message) || message.length !== 4 || message[0] === origin) return;
    const [, channel, event, data] = message as unknown[];
    if (typeof channel === 'string' && typeof event === 'string' && typeof data === 'string')
      deliver(channel, event, data);
  });

  let started: Promise<void> | null = null;
  return {
    async publish(channel, event, data) {
      await publisher.publish(topic, JSON.stringify([origin, channel, event, data]));
    },
    start(log) {
      started ??= (async () => {
        const subscribed = subscriber.subscribe(topic).then(() => true);
        subscribed.catch((error: unknown) => log.warn({ err: error }, 'realtime: could not subscribe to Redis'));
        const wait = new Promise<false>((resolve) => setTimeout(() => resolve(false), START_WAIT_MS).unref());
        // Redis may come back later: ioredis keeps the subscription queued and resubscribes.
        if (!(await Promise.race([subscribed.catch(() => false), wait]))) {
          log.warn({ topic }, 'realtime: Redis is not answering; events from other instances arrive once it does');
        }
      })();
      return started;
    },
    async close() {
      await Promise.allSettled([quit(publisher), quit(subscriber)]);
    },
  };
}

async function quit(redis: Redis) {
  if (redis.status === 'wait' || redis.status === 'end') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
