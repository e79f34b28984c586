import { style } from '@vanilla-extract/css';
import { tokens } from '../src/theme/theme.css';

export const panel = style({
  width: '100%',
  maxWidth: '960px',
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `calc(${tokens.space} * 2)`,
  border: `1px dashed ${tokens.color.border}`,
  borderRadius: tokens.radius,
  background: tokens.color.background,
});

export const summary = style({ cursor: 'pointer', fontWeight: 700 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space,
  marginBlock: `calc(${tokens.space} * 2)`,
});

export const data = style({
  maxHeight: '20em',
  overflow: 'auto',
  padding: tokens.space,
  background: tokens.color.surface,
  fontSize: '0.85em',
});

export const form = style({ display: 'grid', gap: tokens.space, maxWidth: '20em' });
