import { navigate as go } from 'wouter/use-browser-location';

/** Answers whether to leave the page: yes at once when nothing is unsaved, else the administrator's answer. */
type LeaveQuestion = (to: string) => Promise<boolean>;

/** Set by the signed-in pages' shell, the only pages with forms to guard (kept out of the login page's code). */
let mayLeave: LeaveQuestion | null = null;

/** The event a guarded form with unsaved changes cancels (src/ui/unsavedGuard.ts). */
export const UNSAVED_QUESTION = 'soma-unsaved';

/** Replaces how leaving is confirmed; answers a function that puts the previous way back. */
export function setLeaveQuestion(next: LeaveQuestion | null): () => void {
  const previous = mayLeave;
  mayLeave = next;
  return () => {
    mayLeave = previous;
  };
}

/**
 * Moves the portal to another of its pages without a reload; every element on it follows. When a
 * form on the page has unsaved changes, the administrator is asked first, and staying goes nowhere.
 */
export function navigate(to: string, replace = false, state?: unknown): void {
  if (mayLeave) void mayLeave(to).then((yes) => yes && go(to, { replace, state }));
  else go(to, { replace, state });
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
