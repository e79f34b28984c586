import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { ensureSetting } from '../repositories/settings';
import { randomToken } from '../security/tokens';
import type { RealtimeApp } from '../providers/broadcaster';

/** Kept in site_settings so that every instance checks the same signatures; never listed to anyone. */
export const REALTIME_KEY_SETTING = 'realtime_app_key';
export const REALTIME_SECRET_SETTING = 'realtime_app_secret';

/** The built-in server's app: REALTIME_APP_KEY / REALTIME_APP_SECRET, or a pair the first instance generated. */
export async function builtInApp(db: DB, config: Config): Promise<RealtimeApp> {
  const key =
    config.realtime.appKey ?? (await ensureSetting(db, REALTIME_KEY_SETTING, randomBytes(10).toString('hex'), true));
  const secret = config.realtime.appSecret ?? (await ensureSetting(db, REALTIME_SECRET_SETTING, randomToken(32), true));
  if (typeof key !== 'string' || !/^[\w-]{1,64}$/.test(key)) throw new Error('The realtime app key is unusable');
  if (typeof secret !== 'string' || secret.length < 16) throw new Error('The realtime app secret is unusable');
  return { id: 'soma', key, secret, client: null };
}
