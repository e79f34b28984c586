import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css';

/**
 * Stays at the bottom of the viewport while its form is in view, and at the form's end after it: it
 * is in the flow, so once the form is scrolled to its end nothing is under it.
 */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space,
  padding: `${tokens.space} calc(${tokens.space} * 2)`,
  margin: `0 calc(${tokens.space} * -1)`,
  background: tokens.color.background,
  borderTop: `1px solid color-mix(in srgb, ${tokens.color.border} 60%, transparent)`,
  boxShadow: '0 -2px 8px rgb(0 0 0 / 0.08)',
  borderRadius: `${tokens.radius} ${tokens.radius} 0 0`,
});

export const state = style({ margin: 0, marginRight: 'auto', fontSize: '0.9375em', fontWeight: 600 });
export const clean = style([state, { fontWeight: 400, color: tokens.color.muted }]);
export const errors = style({ margin: 0, fontSize: '0.9375em', fontWeight: 600, color: tokens.color.danger });

/**
 * A field brought into view by the keyboard or an error stops above the bar, never under it. Set on
 * the form that holds the bar.
 */
export const form = style({});
globalStyle(`${form} :is(input, select, textarea, button, [tabindex])`, { scrollMarginBottom: '6rem' });
