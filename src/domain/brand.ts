import type { BrandFont } from '../api/brand';
import { CONTRAST_PARTS, contrastText, FONT_LABELS } from './brandTexts';

/*
 * The site's brand (docs/behaviour.md, Brand): its colours and font as `--soma-*` properties, and
 * the rules they must meet. Shared by the server, which checks a save and writes the CSS that
 * `GET /app` carries, and by the administrator's Brand card, which shows the same problems while
 * the colours are chosen. Never on an element's first-render path: there the CSS arrives ready.
 */

/** The theme's own colours, which a blank brand colour leaves in place. */
export const THEME_COLOURS = {
  primary: '#104f66',
  primaryText: '#ffffff',
  text: '#1d2731',
  background: '#ffffff',
} as const;

/** The default portal name, shown while the site names none. */
export const DEFAULT_BRAND_NAME = 'Soma';

/**
 * Fonts the site may choose: stacks of fonts already on people's devices, so that no font is
 * fetched from anywhere (each ends in a generic family).
 */
export const BRAND_FONTS: Record<BrandFont, { label: string; stack: string }> = {
  system: { label: FONT_LABELS.system, stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  humanist: {
    label: FONT_LABELS.humanist,
    stack: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  },
  geometric: {
    label: FONT_LABELS.geometric,
    stack: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  },
  rounded: {
    label: FONT_LABELS.rounded,
    stack:
      'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, sans-serif',
  },
  serif: { label: FONT_LABELS.serif, stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif' },
};

/** The least contrast text must have against its background: WCAG 2 AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** A colour's form, as the settings contract takes it (isHexColour in src/api/brand.ts; a test holds the two equal). */
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isHexColour = (value: string): boolean => HEX.test(value);

/** `#ABC` -> `#aabbcc`; anything that is not a hex colour is returned as it is. */
export function longHex(value: string): string {
  if (!HEX.test(value)) return value;
  const digits = value.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/** WCAG 2 relative luminance of a hex colour. */
function luminance(hex: string): number {
  const long = longHex(hex);
  const channel = (at: number) => {
    const value = Number.parseInt(long.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it: 4.47 -> "4.4:1" (rounded down, so that a failing one never shows as 4.5). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** The brand's settings as stored; a blank colour or font means the theme's own. */
export interface BrandValues {
  brand_primary?: unknown;
  brand_primary_text?: unknown;
  brand_text?: unknown;
  brand_font?: unknown;
}

const given = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The colours the brand would show: each one set, or the theme's. */
export function brandColours(values: BrandValues) {
  const pick = (value: unknown, fallback: string) => (isHexColour(given(value)) ? longHex(given(value)) : fallback);
  return {
    primary: pick(values.brand_primary, THEME_COLOURS.primary),
    primaryText: pick(values.brand_primary_text, THEME_COLOURS.primaryText),
    text: pick(values.brand_text, THEME_COLOURS.text),
  };
}

export const contrastError = (what: string, against: string, ratio: number): string =>
  contrastText(what, against, formatRatio(ratio), MIN_CONTRAST);

/**
 * Colour pairs the brand would make hard to read, each under the field to change: text on the
 * primary colour (buttons), the primary colour on the page (links, headings) and the body text on
 * the page. Each field has at most one problem.
 */
export function brandContrastProblems(values: BrandValues): Partial<Record<keyof BrandValues, string>> {
  const colours = brandColours(values);
  const problems: Partial<Record<keyof BrandValues, string>> = {};
  const onPrimary = contrastRatio(colours.primaryText, colours.primary);
  if (onPrimary < MIN_CONTRAST) {
    problems.brand_primary_text = contrastError(CONTRAST_PARTS.textOnPrimary, CONTRAST_PARTS.primary, onPrimary);
  }
  const primaryOnPage = contrastRatio(colours.primary, THEME_COLOURS.background);
  if (primaryOnPage < MIN_CONTRAST) {
    problems.brand_primary = contrastError(CONTRAST_PARTS.primaryOnPage, CONTRAST_PARTS.page, primaryOnPage);
  }
  const textOnPage = contrastRatio(colours.text, THEME_COLOURS.background);
  if (textOnPage < MIN_CONTRAST) {
    problems.brand_text = contrastError(CONTRAST_PARTS.text, CONTRAST_PARTS.page, textOnPage);
  }
  return problems;
}

/** The brand's properties, each with the site's value or null where the theme's own stays. */
function brandProperties(values: BrandValues): Array<[string, string | null]> {
  const colour = (value: unknown) => (isHexColour(given(value)) ? longHex(given(value)) : null);
  const font = given(values.brand_font);
  return [
    ['color-primary', colour(values.brand_primary)],
    ['color-primary-text', colour(values.brand_primary_text)],
    ['color-text', colour(values.brand_text)],
    [
      'font-family',
      font !== 'system' && Object.hasOwn(BRAND_FONTS, font) ? BRAND_FONTS[font as BrandFont].stack : null,
    ],
  ];
}

/**
 * The CSS `GET /app` carries, whole each time so that it replaces any brand shown before: the
 * brand on the portal's own page (`:root`; `initial` leaves a property to the theme) and, when
 * the site applies it to embedded elements, on each element (`:host`; `inherit` leaves it to the
 * page). A `:host` rule loses to the embedding page's own rule for the element, so a page's
 * `--soma-*` on the element still wins.
 */
export function brandCss(values: BrandValues & { brand_embedded?: unknown }): string {
  const properties = brandProperties(values);
  const embedded = values.brand_embedded === true;
  const root = properties.map(([name, value]) => `--soma-${name}:${value ?? 'initial'}`);
  const host = properties.map(([name, value]) => `--soma-${name}:${(embedded && value) || 'inherit'}`);
  return `:root{${root.join(';')}}:host{${host.join(';')}}`;
}
