import type { DB } from '../db/schema';
import { listSettings } from '../repositories/settings';
import { builtInLearning, type LearningPlatform } from './learning';
import { httpLearning } from './learning-http';

/**
 * The platform the settings name, chosen at each use: the HTTP platform while `platform` is set,
 * the built-in sandbox otherwise. Saving the settings switches every instance on its next call.
 */
export function switchingLearning(options: { db: DB; timeoutMs: number }): () => Promise<LearningPlatform> {
  const builtIn = builtInLearning(options.db);
  return async () => {
    const values = new Map((await listSettings(options.db)).map((row) => [row.key, row.value]));
    const text = (key: string) => {
      const value = values.get(key);
      return typeof value === 'string' ? value.trim() : '';
    };
    const url = text('platform');
    if (!url) return builtIn;
    return httpLearning({ url, key: text('platform_key'), schoolId: text('platform_school_id') }, { timeoutMs: options.timeoutMs });
  };
}
