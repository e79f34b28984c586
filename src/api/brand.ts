/*
 * What a brand setting may be, for the settings contract (src/api/settings.ts): the longest portal
 * name, the fonts there are and the form of a colour. The brand's other rules (the font stacks,
 * the contrast check, the CSS) build on these in src/domain/brand.ts.
 */

/** The longest portal name: it sits in the header bar and in every tab title. */
export const BRAND_NAME_MAX = 60;

/** The fonts the site may choose, by key (their stacks: BRAND_FONTS in src/domain/brand.ts). */
export const BRAND_FONT_KEYS = ['system', 'humanist', 'geometric', 'rounded', 'serif'] as const;
export type BrandFont = (typeof BRAND_FONT_KEYS)[number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a colour is written `#rgb` or `#rrggbb`, the only forms a brand colour may take. */
export function isHexColour(value: string): boolean {
  return HEX.test(value);
}
