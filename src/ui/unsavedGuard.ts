import { useLayoutEffect } from 'react';

/**
 * Asked on the document: a guarded form with unsaved changes answers by cancelling the event. A
 * DOM event rather than a shared variable, so that the portal and every element on the page, each
 * of its own bundle, hear the same question.
 */
export const UNSAVED_EVENT = 'soma-unsaved';

/**
 * While `dirty`, the page counts as having unsaved changes: the portal's navigation asks before it
 * leaves (host/navigate.ts asks with this event), and closing or reloading the tab has the browser ask (beforeunload).
 * Saving, or undoing the edits back to the saved values, makes `dirty` false and lifts the guard.
 */
export function useUnsavedGuard(dirty: boolean): void {
  // Set as the edit renders, not a frame later: a click on a tab right after typing is asked about.
  useLayoutEffect(() => {
    if (!dirty) return;
    const answer = (event: Event) => event.preventDefault();
    const unload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener(UNSAVED_EVENT, answer);
    window.addEventListener('beforeunload', unload);
    return () => {
      document.removeEventListener(UNSAVED_EVENT, answer);
      window.removeEventListener('beforeunload', unload);
    };
  }, [dirty]);
}
