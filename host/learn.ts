import { nullable, number, object, string, type } from 'superstruct';
import { defineCall } from '../src/api/define';
import { nonEmpty } from '../src/api/rules';

/**
 * Opens a student's single-use login link on the built-in `/learn` page. Not part of the SDK's
 * contract: the server declares the same call in `server/routes/session.ts`, which a browser
 * bundle cannot import.
 */
export const openStudentLink = defineCall({
  id: 'learn.open',
  method: 'POST',
  path: '/learn/open',
  body: 'json',
  access: 'public',
  request: object({ token: nonEmpty(4096) }),
  response: type({
    student: type({
      student_id: number(),
      first_name: string(),
      last_name: string(),
      grade: string(),
      avatar: nullable(string()),
    }),
  }),
});
