import { issueHandover } from '../api/handover';
import { clientSetup } from '../client/configure';
import { send } from '../client/request';
import type { Result } from '../client/result';
import { apiBase } from '../client/url';
import type { SomaOptions } from '../config';
import type { ElementHost } from '../element/context';
import { leave } from './leave';
import { otherOrigin } from './urls';

/**
 * `to` with a single-use login token for a portal on another origin, which cannot read this
 * page's session. The bearer token itself never travels in a URL, and the login token travels in
 * the fragment, which the browser never sends to a server: it lands in no server's log.
 */
export async function withLoginToken(to: string, config?: SomaOptions): Promise<Result<string>> {
  const handed = await send(issueHandover, {}, config);
  if (!handed.ok) return handed;
  const url = new URL(to, location.href);
  url.hash = `login_token=${encodeURIComponent(handed.data.login_token)}`;
  return { ok: true, data: url.href };
}

/**
 * Whether sending the user to `to` needs a login token: a session with the element's API
 * (`config`), and a page on another origin. Answered at once, so that a caller with nothing to
 * fetch leaves in the same task: the page may re-render on the new session and remove the
 * element before a later turn.
 */
export function needsLoginToken(to: string, config?: SomaOptions): boolean {
  return otherOrigin(to) !== null && clientSetup().token(apiBase(config)) !== null;
}

const left: Result<null> = { ok: true, data: null };

/**
 * Sends the browser to `to` (a portal page) signed in: a portal on another origin cannot read
 * this page's session, so it gets a single-use login token in the URL, never the bearer token.
 * When the token cannot be had, the browser stays and the failure is answered, unless
 * `evenWithoutToken` (the portal then asks the user to sign in again, better than staying).
 */
export async function leaveSignedIn(
  { emit, options }: ElementHost,
  to: string,
  { state, evenWithoutToken = false }: { state?: Record<string, unknown>; evenWithoutToken?: boolean } = {},
): Promise<Result<null>> {
  if (!needsLoginToken(to, options)) {
    leave(emit, to, state);
    return left;
  }
  const handed = await withLoginToken(to, options);
  if (handed.ok) leave(emit, handed.data, state);
  else if (evenWithoutToken) leave(emit, to, state);
  return handed.ok ? left : handed;
}
