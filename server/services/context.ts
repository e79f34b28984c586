import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { Providers } from '../providers/index';

/** What every service is built from. Services never see HTTP: no requests, replies or status codes. */
export interface ServiceContext {
  db: DB;
  config: Config;
  providers: Providers;
  /** The current time; tests move it to expire tokens and plans. */
  now: () => Date;
  /** The job queue shared by every instance (`jobs/queue.ts`); started at its first use. */
  jobs: JobQueue;
  /** Signing key shared by every instance (JWT_SECRET or the one kept in site_settings). */
  secret: string;
  /** Announces that an account's sessions changed (once committed), so every instance checks them anew. */
  sessions: { changed(userId: number): Promise<void> };
  /** The Redis of REDIS_URL, shared by every instance; null without one. */
  redis: Redis | null;
}
