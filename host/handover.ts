import { login } from '../src/api/app';
import { send } from '../src/client/request';
import { readToken } from '../src/domain/session';
import { $session, endOnServer, isExpired, setToken } from '../src/stores/session';

export type Handover = { kind: 'signed-in' } | { kind: 'refused'; message: string } | { kind: 'ask'; accessToken: string };

const subject = (token: string) => readToken(token)?.payload.sub;

/**
 * Spends a hand-over's login token (see `takeFromAddress`) at once. Someone already signed in as
 * another account is asked before the new session replaces theirs: a link made for another
 * account (sent by someone else, say) must never switch accounts silently.
 */
export async function signInWith(token: string): Promise<Handover> {
  const answer = await send(login, { login_token: token });
  if (!answer.ok) return { kind: 'refused', message: answer.message || 'This sign-in link is invalid or has expired.' };
  const incoming = answer.data.access_token;
  const current = $session.get();
  if (current && !isExpired(current) && subject(current.token) !== subject(incoming)) return { kind: 'ask', accessToken: incoming };
  setToken(incoming);
  return { kind: 'signed-in' };
}

/** The answer to that question: switch to the hand-over's session, or keep the current one and end the other on the server. */
export function settleHandover(accessToken: string, switchAccount: boolean): void {
  if (switchAccount) setToken(accessToken);
  else endOnServer(accessToken);
}
