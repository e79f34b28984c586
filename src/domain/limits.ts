/** Business constants of docs/behaviour.md, Constants that more than one screen reads. */
export const AGE_MIN = 1;
export const AGE_MAX = 120;
/** The loading overlay waits this long so quick answers do not flash it. */
export const LOADING_DELAY_MS = 250;
/** After a card update on a failed payment, the subscription is fetched again this much later. */
export const REFETCH_DELAY_MS = 60000;
/** Largest widths of the tablet and phone layouts, in CSS pixels. */
export const TABLET_MAX_WIDTH = 1200;
export const PHONE_MAX_WIDTH = 800;
export const HEADER_HEIGHT = { desktop: 75, other: 58 } as const;
export const SIGNUP_MAX_WIDTH = 250;
export const CHECKOUT_MAX_WIDTH = 400;

export type Layout = 'desktop' | 'tablet' | 'phone';

export function layoutFor(width: number): Layout {
  if (width <= PHONE_MAX_WIDTH) return 'phone';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

export function headerHeight(layout: Layout): number {
  return layout === 'desktop' ? HEADER_HEIGHT.desktop : HEADER_HEIGHT.other;
}
