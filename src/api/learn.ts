import { nullable, number, object, string, type } from 'superstruct';
import { defineCall } from './define';
import { nonEmpty } from './rules';

const LearningStudent = type({
  student_id: number(),
  first_name: string(),
  last_name: string(),
  grade: string(),
  avatar: nullable(string()),
});

/**
 * Opens a student's single-use login link on the portal's built-in `/learn` page, the learning
 * app of a platform without one of its own. Only the hosted portal calls it. The answer's
 * `session` lets the page come back after a reload (`resumeLearning`) until `expires_at`.
 */
export const openStudentLink = defineCall({
  id: 'learn.open',
  method: 'POST',
  path: '/learn/open',
  body: 'json',
  access: 'public',
  request: object({ token: nonEmpty(4096) }),
  response: type({ student: LearningStudent, session: string(), expires_at: string() }),
});

/** The `/learn` page again, after a reload, with the session its link started. */
export const resumeLearning = defineCall({
  id: 'learn.resume',
  method: 'POST',
  path: '/learn/session',
  body: 'json',
  access: 'public',
  request: object({ session: nonEmpty(4096) }),
  response: type({ student: LearningStudent }),
});

/**
 * Opens the account holder's tutor link on the portal's built-in `/learn/tutor` page, the tutor
 * app of a platform without one of its own. The link is signed and lasts five minutes.
 */
export const openTutorLink = defineCall({
  id: 'learn.tutor',
  method: 'POST',
  path: '/learn/tutor/open',
  body: 'json',
  access: 'public',
  request: object({ token: nonEmpty(4096) }),
  response: type({
    tutor: type({
      tutor_id: string(),
      first_name: string(),
      last_name: string(),
    }),
  }),
});
