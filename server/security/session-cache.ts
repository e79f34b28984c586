import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { SessionStore } from '../http/auth';

/** An account's sessions as stored: its role, its session version and the ids of tokens a logout ended. */
export interface AccountSessions {
  admin: boolean;
  version: number;
  revoked: ReadonlySet<string>;
  /** The language the account chose (docs/languages.md); null or absent follows each request's. */
  locale?: string | null;
}

/** Where "this account's sessions changed" travels between instances. */
export interface SessionBus {
  publish(userId: number): Promise<void>;
  /** `listener` hears each account changed, or null when every account may have changed. */
  subscribe(listener: (userId: number | null) => void): void;
  close(): Promise<void>;
}

export interface SessionCache extends SessionStore {
  /**
   * Forgets the account here and on every instance; called once the change is committed (a new
   * password, a reset, a logout, every session ended, the account deleted).
   */
  changed(userId: number): Promise<void>;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted at most, should a message between instances be lost. */
  ttlMs: number;
  /** Accounts kept at most (the oldest are dropped first). */
  maxEntries: number;
}

/**
 * The session check answered from memory: each account's session state is read once (`load`) and
 * kept until a change to it is announced, here or on another instance, or `ttlMs` passes. A read
 * that began before a change is announced is not kept, so a change is never hidden by a stale read.
 */
export function sessionCache(
  load: (userId: number) => Promise<AccountSessions | undefined>,
  bus: SessionBus,
  options: SessionCacheOptions,
): SessionCache {
  const entries = new Map<number, { sessions: AccountSessions | undefined; at: number }>();
  // Bumped at every change of an account (or of all of them), so that a load that raced a change is not kept.
  const generations = new Map<number, number>();
  let everyone = 0;
  const generationOf = (userId: number) => `${everyone}.${generations.get(userId) ?? 0}`;
  const forget = (userId: number | null) => {
    if (userId === null) {
      entries.clear();
      generations.clear();
      everyone += 1;
      return;
    }
    entries.delete(userId);
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
  };
  bus.subscribe(forget);

  async function sessionsOf(userId: number): Promise<AccountSessions | undefined> {
    const entry = entries.get(userId);
    if (entry && Date.now() - entry.at < options.ttlMs) return entry.sessions;
    const generation = generationOf(userId);
    const sessions = await load(userId);
    if (generationOf(userId) === generation) {
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.delete(userId);
      entries.set(userId, { sessions, at: Date.now() });
    }
    return sessions;
  }

  return {
    async state(userId, jti) {
      const sessions = await sessionsOf(userId);
      if (!sessions) return undefined;
      return {
        admin: sessions.admin,
        version: sessions.version,
        revoked: jti !== null && sessions.revoked.has(jti),
        locale: sessions.locale ?? null,
      };
    },
    async changed(userId) {
      forget(userId);
      await bus.publish(userId);
    },
    close: () => bus.close(),
  };
}

/** Every cache of this process (several apps in one process share a database in tests). */
const local = new EventEmitter().setMaxListeners(0);

/** Changes heard by the caches of this process only: enough for one instance. */
export function processSessionBus(): SessionBus {
  const listeners: ((userId: number | null) => void)[] = [];
  const relay = (userId: number) => {
    for (const listener of listeners) listener(userId);
  };
  local.on('changed', relay);
  return {
    async publish(userId) {
      local.emit('changed', userId);
    },
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      local.off('changed', relay);
    },
  };
}

/**
 * Changes carried by Redis pub/sub to every instance on `channel`, this one included. A
 * subscriber connection of its own; whenever it (re)connects, everything cached is forgotten,
 * since changes may have been missed meanwhile.
 */
export function redisSessionBus(redis: Redis, channel: string): SessionBus {
  // The subscription waits for Redis, even when the shared connection's commands do not.
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  const listeners: ((userId: number | null) => void)[] = [];
  subscriber.on('message', (_channel: string, message: string) => {
    const userId = Number(message);
    if (Number.isSafeInteger(userId)) for (const listener of listeners) listener(userId);
  });
  subscriber.on('ready', () => {
    for (const listener of listeners) listener(null);
  });
  subscriber.on('error', () => undefined);
  const subscribed = subscriber.subscribe(channel).catch(() => undefined);
  return {
    async publish(userId) {
      // Should Redis be away, the other instances' entries still end with their time to live.
      await redis.publish(channel, String(userId)).catch(() => undefined);
    },
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      await subscribed;
      subscriber.disconnect();
    },
  };
}
