import { style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../theme/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space,
  borderBottom: `1px solid ${tokens.color.border}`,
});

export const tab = style({
  padding: `${tokens.space} calc(${tokens.space} * 1.5)`,
  marginBottom: '-1px',
  border: 0,
  borderBottom: '3px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  color: tokens.color.muted,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: tokens.color.text },
    '&[aria-selected="true"]': { color: tokens.color.primary, borderBottomColor: 'currentColor' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const panel = style({
  paddingTop: `calc(${tokens.space} * 2)`,
  selectors: { '&:focus-visible': focusRing },
});
