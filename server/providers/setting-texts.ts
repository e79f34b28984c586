import type { Executor } from '../db/schema';
import { listSettings } from '../repositories/settings';

/**
 * The site settings as trimmed text ('' when unset or not text), read now and uncached: the
 * providers that follow settings (card keys, message routes, the learning platform) use what an
 * administrator saved from the next call on, on every instance.
 */
export async function settingTexts(db: Executor): Promise<(key: string) => string> {
  const values = new Map((await listSettings(db)).map((row) => [row.key, row.value]));
  return (key) => {
    const value = values.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
}
