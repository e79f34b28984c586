import type { DB } from '../db/schema';
import { builtInLearning, type LearningPlatform } from './learning';
import { httpLearning } from './learning-http';
import { settingTexts } from './setting-texts';

/**
 * The platform the settings name, chosen at each use: the HTTP platform while `platform` is set,
 * the built-in sandbox otherwise. Saving the settings switches every instance on its next call.
 */
export function switchingLearning(options: { db: DB; timeoutMs: number }): () => Promise<LearningPlatform> {
  const builtIn = builtInLearning(options.db);
  return async () => {
    const text = await settingTexts(options.db);
    const url = text('platform');
    if (!url) return builtIn;
    return httpLearning(
      { url, key: text('platform_key'), schoolId: text('platform_school_id') },
      { timeoutMs: options.timeoutMs },
    );
  };
}
