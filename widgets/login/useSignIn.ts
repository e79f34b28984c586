import type { Result } from '../../src/client/result';
import { homeOf, loginUrls } from '../../src/domain/loginUrls';
import { useElement } from '../../src/element/context';
import { appOf } from '../../src/stores/app';
import { $session, setToken } from '../../src/stores/session';
import { leaveSignedIn } from '../../src/handoff/handover';
import { otherPortalOrigin, portalUrl } from '../../src/handoff/urls';

export interface SignedIn {
  adm: 0 | 1;
  /** Where the element is about to send the browser (without any token). */
  to: string;
}

const done: Result<null> = { ok: true, data: null };

/**
 * What happens once the server answered a session token: the session starts, `soma-login` lets
 * the page take over, then the browser goes to the user's home, or, when the portal lives on
 * another origin, to the portal's login page with a single-use login token. The bearer token
 * itself never travels in a URL.
 */
export function useSignIn(): (accessToken: string) => Promise<Result<unknown>> {
  const host = useElement();
  const { options } = host;

  return async function signIn(accessToken) {
    setToken(accessToken, options);
    const adm = $session.get()?.adm ?? 0;
    const app = appOf(options).get();
    const loginPage = app ? loginUrls(app).standard : '/';
    const to = portalUrl(otherPortalOrigin(options) ? loginPage : homeOf(adm === 1), options);
    const detail: SignedIn = { adm, to };
    if (!host.emit('login', detail, { cancelable: true })) return done;
    return leaveSignedIn(host, to);
  };
}
