/**
 * Takes a single-use token (a hand-over's `login_token`, a learning link's `token`) out of the
 * address at once, before anything is fetched, and out of the history. Soma's links carry it in
 * the fragment, which the browser never sends to a server, so it lands in no log; links made by
 * older copies of the SDK carry it in the query, and are still taken.
 */
export function takeFromAddress(name: string): string | null {
  const url = new URL(location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const token = fragment.get(name) ?? url.searchParams.get(name);
  if (token === null) return null;
  fragment.delete(name);
  url.searchParams.delete(name);
  const hash = fragment.toString();
  history.replaceState(history.state, '', `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`);
  return token || null;
}
