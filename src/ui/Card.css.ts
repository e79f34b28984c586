import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css';

const pad = `calc(${tokens.space} * 2)`;

export const card = style({
  color: tokens.color.text,
  background: tokens.color.background,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 50%, transparent)`,
  borderRadius: tokens.radius,
  boxShadow: '0 1px 3px rgb(0 0 0 / 0.08)',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space,
  padding: `${pad} ${pad} 0`,
});

export const title = style({ margin: 0, fontSize: '1.125em', lineHeight: 1.3 });

export const actions = style({ display: 'flex', gap: tokens.space, marginLeft: 'auto' });

export const body = style({ padding: pad });
