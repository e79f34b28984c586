import { boolean, object, optional, type } from 'superstruct';
import { defineCall } from './define';

/**
 * Ends the caller's session on the server, on every instance, at once: this token, or with
 * `everywhere` every session of the account (its other devices too). The SDK's `logout()` sends it
 * and forgets the token whatever the answer. It sits apart from the other session calls because
 * the session store, in every element's shared core, sends it.
 */
export const endSession = defineCall({
  id: 'app.logout',
  method: 'POST',
  path: '/logout',
  body: 'json',
  access: 'user',
  request: object({ everywhere: optional(boolean()) }),
  response: type({ success: boolean() }),
});
