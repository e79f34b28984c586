import { navigate as go } from 'wouter/use-browser-location';

/** Asks whether to leave a page with unsaved changes; the portal's shell asks in its confirm dialog. */
type LeaveQuestion = () => Promise<boolean>;

/**
 * Set by the signed-in pages' shell, the only pages with forms to guard. The question itself is
 * src/ui/unsavedGuard.ts's: a guarded form cancels this event (kept out of the login page's code).
 */
let askToLeave: LeaveQuestion | null = null;
export const UNSAVED_QUESTION = 'soma-unsaved';

/** Replaces how leaving is confirmed; answers a function that puts the previous way back. */
export function setLeaveQuestion(next: LeaveQuestion | null): () => void {
  const previous = askToLeave;
  askToLeave = next;
  return () => {
    askToLeave = previous;
  };
}

/**
 * Moves the portal to another of its pages without a reload; every element on it follows. When a
 * form on the page has unsaved changes, the administrator is asked first, and staying goes nowhere.
 */
export function navigate(to: string, replace = false, state?: unknown): void {
  const ask = askToLeave;
  if (
    !ask ||
    to === `${location.pathname}${location.search}` ||
    document.dispatchEvent(new Event(UNSAVED_QUESTION, { cancelable: true }))
  )
    return go(to, { replace, state });
  void ask().then((leave) => {
    if (leave) go(to, { replace, state });
  });
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
