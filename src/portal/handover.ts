import { issueHandover } from '../api/handover';
import { send } from '../client/request';
import type { Result } from '../client/result';
import { $session } from '../stores/session';
import { otherOrigin } from './urls';

/**
 * `to` with a single-use login token for a portal on another origin, which cannot read this
 * page's session. The bearer token itself never travels in a URL.
 */
export async function withLoginToken(to: string): Promise<Result<string>> {
  const handed = await send(issueHandover, {});
  if (!handed.ok) return handed;
  const url = new URL(to, location.href);
  url.searchParams.set('login_token', handed.data.login_token);
  return { ok: true, data: url.href };
}

/**
 * Where to send a signed-in user for `to`: the address itself on this origin (or without a
 * session), and with a login token when it is on another origin.
 */
export function sessionAddress(to: string): Promise<Result<string>> {
  if (!otherOrigin(to) || !$session.get()) return Promise.resolve({ ok: true, data: to });
  return withLoginToken(to);
}
