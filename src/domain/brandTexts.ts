import type { BrandFont } from '../api/brand';

/** The words of the site's brand (brand.ts): the fonts' names and the contrast problems. */
export const FONT_LABELS: Record<BrandFont, string> = {
  system: 'System (the device’s own)',
  humanist: 'Humanist sans-serif',
  geometric: 'Geometric sans-serif',
  rounded: 'Rounded sans-serif',
  serif: 'Serif',
};

/** The colour pairs a contrast problem names. */
export const CONTRAST_PARTS = {
  textOnPrimary: 'text on the primary colour',
  primary: 'the primary colour',
  primaryOnPage: 'primary colour (links and headings)',
  page: 'the white page',
  text: 'text colour',
} as const;

/** A contrast too low: the ratio as people read it ('4.4:1') and the least ratio allowed. */
export const contrastText = (what: string, against: string, ratio: string, least: number): string =>
  `The ${what} has a contrast of ${ratio} against ${against}; it must be at least ${least}:1 (WCAG AA) to be readable.`;
