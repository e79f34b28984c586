import { useLayoutEffect, type RefObject } from 'react';

let arrived = false;

/**
 * Moves focus to a page's heading when the element shows it after another of its pages, so a
 * screen reader hears where it landed; the first page the element shows leaves focus where the
 * browser put it (no focus ring on a page just loaded).
 */
export function useFocusOnArrival(heading: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (arrived) heading.current?.focus();
    arrived = true;
  }, []);
}
