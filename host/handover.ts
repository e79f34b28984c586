import { login } from '../src/api/app';
import { send } from '../src/client/request';
import { setToken } from '../src/stores/session';

/**
 * A login box on another site hands its session over with `?login_token=` (never the bearer
 * token). The token leaves the address bar at once, then signs in; answers the server's
 * message when the token was refused, '' otherwise.
 */
export async function acceptHandover(): Promise<string | null> {
  const url = new URL(location.href);
  const token = url.searchParams.get('login_token');
  if (!token) return null;
  url.searchParams.delete('login_token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const answer = await send(login, { login_token: token });
  if (answer.ok) {
    setToken(answer.data.access_token);
    return '';
  }
  return answer.message || 'This sign-in link is invalid or has expired.';
}
