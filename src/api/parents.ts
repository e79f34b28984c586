import { array, nullable, number, object, refine, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { id, nonEmpty } from './rules';
import { Success } from './structs';

/*
 * An administrator finding an account holder, and ending every session of one: apart from the
 * other administrator calls, so that only the page that uses them carries them.
 */

/** An account holder as an administrator finds one: enough to tell parents apart, nothing more. */
export const ParentSummary = type({
  parent_id: number(),
  first_name: string(),
  last_name: string(),
  email: nullable(string()),
  phone_number: nullable(string()),
});
export type ParentSummary = Infer<typeof ParentSummary>;

/** The most parents one search answers. */
export const PARENT_SEARCH_LIMIT = 20;

/** Account holders whose email or phone number holds the search (3 characters at least), up to 20. */
export const searchParents = defineCall({
  id: 'admin.searchParents',
  method: 'GET',
  path: '/parents',
  body: 'none',
  access: 'admin',
  request: object({
    search: refine(
      nonEmpty(255),
      'min',
      (value) => value.length >= 3 || 'The :attribute field must be at least 3 characters.',
    ),
  }),
  response: array(ParentSummary),
});

/** Ends every session of an account holder at once, on every instance, as a new password would. */
export const endParentSessions = defineCall({
  id: 'admin.endParentSessions',
  method: 'POST',
  path: '/parents/{parent_id}/logout',
  body: 'json',
  access: 'admin',
  request: object({ parent_id: id() }),
  response: Success,
});
