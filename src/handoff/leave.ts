import type { ElementHost } from '../element/context';

type PageLoader = (url: string) => void;

let loadPage: PageLoader = (url) => location.assign(url);

/**
 * Replaces how the browser is sent to a page outside the SDK; answers a function that puts the
 * previous one back. A page that must never be unloaded (a test page) records the URL instead.
 */
export function setPageLoader(next: PageLoader): () => void {
  const previous = loadPage;
  loadPage = next;
  return () => {
    loadPage = previous;
  };
}

/** Sends the browser to a page the SDK does not draw, such as the learning app. */
export function goTo(url: string): void {
  loadPage(url);
}

/**
 * Sends the browser to a page outside the element. `soma-navigate` goes first so that a page
 * with its own router (the host) can take over, with `state` for the page it lands on; if
 * nobody does, the browser loads the page.
 */
export function leave(emit: ElementHost['emit'], to: string, state?: Record<string, unknown>): void {
  if (emit('navigate', state ? { to, state } : { to }, { cancelable: true })) loadPage(to);
}
