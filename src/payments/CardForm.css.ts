import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css';

/** The card form's fields, stacked. */
export const form = style({ display: 'grid', gap: `calc(${tokens.space} * 1.5)`, minWidth: 0 });

/** Expiry and security code side by side, as printed on the card. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: `calc(${tokens.space} * 1.5)`,
  alignItems: 'start',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space,
  margin: 0,
  color: tokens.color.muted,
});
