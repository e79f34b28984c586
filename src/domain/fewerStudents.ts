import { fewerStudentsText } from './fewerStudentsTexts';

/**
 * Said before paying for a plan with room for fewer students than the account has: how many must
 * be removed, and that until then every tile is blocked. Null when the plan has room.
 */
export function fewerStudentsMessage(count: number, allowed: number): string | null {
  if (count <= allowed) return null;
  return fewerStudentsText(count, allowed, count - allowed);
}
