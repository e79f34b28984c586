import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/theme.css';

const gap = `calc(${tokens.space} * 1.5)`;

/** The prompt on its way: what was sent where, and the time left, stacked. */
export const prompt = style({
  display: 'grid',
  gap: tokens.space,
  padding: `calc(${tokens.space} * 2)`,
  border: `1px solid color-mix(in srgb, ${tokens.color.primary} 35%, transparent)`,
  borderRadius: tokens.radius,
  background: `color-mix(in srgb, ${tokens.color.primary} 6%, ${tokens.color.background})`,
});

export const line = style({ display: 'flex', alignItems: 'center', gap: tokens.space, margin: 0 });

export const clock = style({ margin: 0, fontVariantNumeric: 'tabular-nums', color: tokens.color.muted });

/** Another way to pay a refused order: the number or the card, and their buttons. */
export const retry = style({ display: 'grid', gap, minWidth: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space, alignItems: 'center' });
