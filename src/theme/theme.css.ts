import { createGlobalThemeContract, fallbackVar, style } from '@vanilla-extract/css';

/**
 * The theme contract: every token is a `--soma-*` custom property that the embedding page may
 * set on the element or any ancestor. Defaults live in `tokens`, applied through fallbacks so
 * that a page-level value always wins.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      primary: 'color-primary',
      primaryText: 'color-primary-text',
      text: 'color-text',
      muted: 'color-muted',
      background: 'color-background',
      surface: 'color-surface',
      border: 'color-border',
      danger: 'color-danger',
      success: 'color-success',
      warning: 'color-warning',
      focus: 'color-focus',
    },
    font: { family: 'font-family', size: 'font-size' },
    radius: 'radius',
    space: 'space',
  },
  (name) => `soma-${name}`,
);

const defaults = {
  color: {
    primary: '#104f66',
    primaryText: '#ffffff',
    text: '#1d2731',
    muted: '#56626d',
    background: '#ffffff',
    surface: '#f5f7f8',
    border: '#8a949c',
    danger: '#b3261e',
    success: '#16703a',
    warning: '#8a5a00',
    focus: '#1a73e8',
  },
  font: { family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', size: '16px' },
  radius: '6px',
  space: '8px',
};

type Tree = { [key: string]: string | Tree };
function withFallbacks<T extends Tree>(contract: T, values: T): T {
  const out: Tree = {};
  for (const key of Object.keys(contract)) {
    const c = contract[key];
    const v = values[key];
    out[key] = typeof c === 'string' ? fallbackVar(c, v as string) : withFallbacks(c as Tree, v as Tree);
  }
  return out as T;
}

/** Tokens to use in styles: each reads its `--soma-*` property, else the default. */
export const tokens = withFallbacks(vars, defaults);

/** Breakpoints of docs/behaviour.md, Constants: tablet up to 1200 px, phone up to 800 px. */
export const media = {
  tablet: 'screen and (max-width: 1200px)',
  phone: 'screen and (max-width: 800px)',
};

/** Header height of docs/behaviour.md, Constants. */
export const headerHeight = { desktop: '75px', compact: '58px' };

/** The ring every control shows for keyboard focus. */
export const focusRing = {
  outline: `2px solid ${tokens.color.focus}`,
  outlineOffset: '2px',
} as const;

export const themeClass = style({
  fontFamily: tokens.font.family,
  fontSize: tokens.font.size,
  color: tokens.color.text,
  lineHeight: 1.5,
  boxSizing: 'border-box',
});
