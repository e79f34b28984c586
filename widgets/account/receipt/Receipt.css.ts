import { globalStyle, style } from '@vanilla-extract/css';
import { CHECKOUT_MAX_WIDTH } from '../../../src/domain/limits';
import { focusRing, tokens } from '../../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;
const line = `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`;

/** The receipt ends the checkout, and keeps its width. */
export const receipt = style({
  display: 'grid',
  gap,
  maxWidth: `${CHECKOUT_MAX_WIDTH}px`,
  padding: `calc(${tokens.space} * 3)`,
  background: tokens.color.background,
  border: line,
  borderRadius: tokens.radius,
});

export const heading = style({ display: 'grid', gap: tokens.space });

export const title = style({
  margin: 0,
  fontSize: '1.5em',
  lineHeight: 1.2,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const pending = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space,
  margin: 0,
  color: tokens.color.muted,
});

export const details = style({ display: 'grid', gap: '6px', margin: 0 });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap });
globalStyle(`${details} dt`, { color: tokens.color.muted });
// An amount stays on one line ('Ksh 483.33', not 'Ksh' above '483.33'); its term wraps instead.
globalStyle(`${details} dd`, {
  margin: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const total = style([row, { paddingTop: '6px', borderTop: line, fontWeight: 700 }]);
globalStyle(`${total} dt`, { color: tokens.color.text });

/** A link that reads as the screen's main button. */
export const action = style({ justifySelf: 'start' });
