import { invalid } from '../errors';
import { PlatformError } from '../providers/learning';

/**
 * Runs a call of the learning platform; its failure becomes a 422 on `field` carrying the
 * platform's reason (what "Test grades" and a refused sign-in show).
 */
export async function askPlatform<T>(call: () => Promise<T>, field = 'platform'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlatformError) throw invalid({ [field]: [error.message] }, error.message);
    throw error;
  }
}
