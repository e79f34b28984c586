/**
 * A login box on another site hands its session over with `?login_token=` (never the bearer
 * token). `takeHandoverToken` takes the token out of the address bar at once, before anything is
 * fetched; `./handover` spends it.
 */
export function takeHandoverToken(): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('login_token');
  if (!token) return null;
  url.searchParams.delete('login_token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

