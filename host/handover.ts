import { login } from '../src/api/app';
import { send } from '../src/client/request';
import { setToken } from '../src/stores/session';

/** Spends a hand-over's login token (see `takeHandoverToken`): the server's message when it was refused, '' otherwise. */
export async function signInWith(token: string): Promise<string> {
  const answer = await send(login, { login_token: token });
  if (answer.ok) {
    setToken(answer.data.access_token);
    return '';
  }
  return answer.message || 'This sign-in link is invalid or has expired.';
}
