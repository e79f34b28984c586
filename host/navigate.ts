import { navigate as go } from 'wouter/use-browser-location';

/** Moves the portal to another of its pages without a reload; every element on it follows. */
export function navigate(to: string, replace = false, state?: unknown): void {
  go(to, { replace, state });
}

/**
 * Takes over `soma-navigate` from the elements: a page of this origin is routed here, anything
 * else is left to the browser.
 */
export function routeElementNavigation(): () => void {
  const listener = (event: Event) => {
    const { to, state } = (event as CustomEvent<{ to?: unknown; state?: unknown }>).detail ?? {};
    if (typeof to !== 'string') return;
    const url = new URL(to, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`, false, state);
  };
  document.addEventListener('soma-navigate', listener);
  return () => document.removeEventListener('soma-navigate', listener);
}
