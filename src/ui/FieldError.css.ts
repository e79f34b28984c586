import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css';

export const fieldError = style({
  margin: 0,
  color: tokens.color.danger,
  fontSize: '0.875em',
  fontWeight: 600,
});
