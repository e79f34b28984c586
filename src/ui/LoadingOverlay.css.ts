import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css';

export const region = style({ position: 'relative' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '2rem',
  color: tokens.color.primary,
  background: `color-mix(in srgb, ${tokens.color.background} 70%, transparent)`,
  cursor: 'progress',
});
