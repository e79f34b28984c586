import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css';
import { tint } from '../theme/tint';

export const wrapper = style({ position: 'relative', display: 'inline-block' });

export const menu = style({
  position: 'absolute',
  zIndex: 10,
  top: 'calc(100% + 4px)',
  minWidth: '12rem',
  margin: 0,
  padding: '4px 0',
  background: tokens.color.background,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
});

export const start = style({ left: 0 });
export const end = style({ right: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space,
  boxSizing: 'border-box',
  width: '100%',
  padding: `${tokens.space} calc(${tokens.space} * 2)`,
  border: 0,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  color: tokens.color.text,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: tint(tokens.color.primary, 10), outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { color: tokens.color.muted, cursor: 'not-allowed' },
  },
});
