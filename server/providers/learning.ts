import type { DB } from '../db/schema';
import { listGradeNames } from '../repositories/grades';

/** The learning platform the students use: its grades, and where a signed-in student goes. */
export interface LearningPlatform {
  readonly name: string;
  grades(): Promise<string[]>;
  /** The URL that opens the platform for a student holding a freshly signed single-use link token. */
  studentLoginUrl(linkToken: string): string;
}

/** Without an external platform: the seeded grade list, and the portal's own `/learn` page. */
export function builtInLearning(db: DB, publicUrl: string): LearningPlatform {
  return {
    name: 'built-in',
    grades: () => listGradeNames(db),
    // In the fragment, which the browser never sends: the token stays out of every server's log.
    studentLoginUrl: (linkToken) => `${publicUrl}/learn#token=${encodeURIComponent(linkToken)}`,
  };
}
