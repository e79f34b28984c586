/**
 * Takes a single-use token (a hand-over's `login_token`, a learning link's `token`) out of the
 * address at once, before anything is fetched, and out of the history. Soma's links carry it in
 * the fragment, which the browser never sends to a server, so it lands in no log; links made by
 * older copies of the SDK carry it in the query, and are still taken.
 */
export function takeFromAddress(name: string): string | null {
  const url = new URL(location.href);
  const token = new URLSearchParams(url.hash.slice(1)).get(name) ?? url.searchParams.get(name);
  if (token === null) return null;
  // The fragment carries nothing else: it goes with the token.
  url.searchParams.delete(name);
  history.replaceState(history.state, '', url.pathname + url.search);
  return token || null;
}
