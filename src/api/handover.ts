import { string, type } from 'superstruct';
import { defineCall } from './define';
import { NoFields } from './structs';

/**
 * A single-use login token for the signed-in caller, so that a login box on another site can
 * hand the session over to the portal (`login` with `login_token`) without putting the bearer
 * token in a URL.
 */
export const issueHandover = defineCall({
  id: 'handover.issue',
  method: 'POST',
  path: '/handover',
  body: 'form',
  access: 'user',
  request: NoFields,
  response: type({ login_token: string() }),
});
