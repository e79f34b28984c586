import type { DB } from '../db/schema';
import { listGradeNames } from '../repositories/grades';

/** A student as the platform hears of one at sign-in. */
export interface LearningStudent {
  student_id: number;
  account_id: number;
  first_name: string;
  last_name: string;
  grade: string;
  login: string | null;
}

/** An account holder as the tutor hears of one. */
export interface LearningAccount {
  account_id: number;
  email: string | null;
  phone_number: string | null;
  first_name: string;
  last_name: string;
  /** The learning id Soma knew before asking. */
  tutor_id: string | null;
}

/** The platform failed or refused; the message says why, for the administrator (never a secret). */
export class PlatformError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformError';
  }
}

/**
 * The learning platform the students use (docs/platform-openapi.yaml): the school's grades,
 * where a signed-in student goes, and the account holder's tutor. Its calls throw a
 * `PlatformError` when the platform fails.
 */
export interface LearningPlatform {
  readonly name: 'built-in' | 'http';
  grades(): Promise<string[]>;
  /**
   * The URL that opens the platform for a student. `portalLink` makes the portal's own signed,
   * single-use link, for a platform that has no sign-in of its own (the built-in one).
   */
  studentLoginUrl(student: LearningStudent, portalLink: () => Promise<string>): Promise<string>;
  /** The account holder's external learning id on the tutor, or null when it knows none. */
  tutorId(account: LearningAccount): Promise<string | null>;
  /** Where the account holder signs in to the tutor; null when the portal's own signed link serves. */
  tutorLoginUrl(tutorId: string, courseIds: string[]): Promise<string | null>;
}

/**
 * The sandbox, while no platform is set: the seeded grade list, the portal's own `/learn` page,
 * and the learning id stored with the account.
 */
export function builtInLearning(db: DB): LearningPlatform {
  return {
    name: 'built-in',
    grades: () => listGradeNames(db),
    studentLoginUrl: (_student, portalLink) => portalLink(),
    tutorId: async (account) => account.tutor_id?.trim() || null,
    tutorLoginUrl: async () => null,
  };
}
