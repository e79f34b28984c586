import { createElement, type ReactNode } from 'react';
import { login } from '../src/api/app';
import { send } from '../src/client/request';
import { readToken } from '../src/domain/session';
import { $session, isExpired, setToken } from '../src/stores/session';
import { LINK_REFUSED } from './handoverTexts';
import { SwitchAccount } from './SwitchAccount';

export type Handover =
  | { kind: 'signed-in' }
  | { kind: 'refused'; message: string }
  /** Another account is signed in: `question` draws the question, and calls `done` once answered. */
  | { kind: 'ask'; question: (done: () => void) => ReactNode };

const subject = (token: string) => readToken(token)?.payload.sub;

/**
 * Spends a hand-over's login token (see `takeFromAddress`) at once. Someone already signed in as
 * another account is asked before the new session replaces theirs: a link made for another
 * account (sent by someone else, say) must never switch accounts silently.
 */
export async function signInWith(token: string): Promise<Handover> {
  const answer = await send(login, { login_token: token });
  if (!answer.ok) return { kind: 'refused', message: answer.message || LINK_REFUSED };
  const incoming = answer.data.access_token;
  const current = $session.get();
  if (current && !isExpired(current) && subject(current.token) !== subject(incoming)) {
    return { kind: 'ask', question: (done) => createElement(SwitchAccount, { accessToken: incoming, onDone: done }) };
  }
  setToken(incoming);
  return { kind: 'signed-in' };
}
