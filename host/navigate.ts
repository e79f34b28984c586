import { navigate as go } from 'wouter/use-browser-location';
import { hasUnsavedChanges, LEAVE_MESSAGE, LEAVE_QUESTION } from '../src/ui/unsavedGuard';

/** Asks whether to leave a page with unsaved changes; the portal's shell asks in its confirm dialog. */
type LeaveQuestion = () => Promise<boolean>;

let askToLeave: LeaveQuestion = async () => window.confirm(`${LEAVE_QUESTION} ${LEAVE_MESSAGE}`);

/** Replaces how leaving is confirmed; answers a function that puts the previous way back. */
export function setLeaveQuestion(next: LeaveQuestion): () => void {
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
  const here = `${location.pathname}${location.search}`;
  if (to === here || !hasUnsavedChanges()) return go(to, { replace, state });
  void askToLeave().then((leave) => {
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
