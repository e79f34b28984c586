import { style } from '@vanilla-extract/css';
import { CHECKOUT_MAX_WIDTH } from '../../../src/domain/limits';
import { focusRing, tokens } from '../../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;

/** A confirmation page: as wide as the checkout, the words first, the action last. */
export const page = style({
  display: 'grid',
  gap,
  maxWidth: `${CHECKOUT_MAX_WIDTH + 80}px`,
  padding: `calc(${tokens.space} * 3)`,
  background: tokens.color.background,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`,
  borderRadius: tokens.radius,
});

export const title = style({
  margin: 0,
  fontSize: '1.5em',
  lineHeight: 1.2,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const form = style({ display: 'grid', gap });

export const points = style({ margin: 0, paddingLeft: '1.25em', display: 'grid', gap: tokens.space });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space });

/** A part of the page under its own small heading. */
export const part = style({ display: 'grid', gap: tokens.space });
export const subtitle = style({ margin: 0, fontSize: '1em', lineHeight: 1.3 });
export const text = style({ margin: 0 });
