import { style, styleVariants } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css';
import { tint } from '../theme/tint';

const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space,
  padding: `${tokens.space} calc(${tokens.space} * 2)`,
  color: tokens.color.text,
  borderLeft: '4px solid',
  borderRadius: tokens.radius,
});

const tone = (color: string) => [base, { borderLeftColor: color, background: tint(color, 10) }];

export const tones = styleVariants({
  info: tone(tokens.color.primary),
  success: tone(tokens.color.success),
  warning: tone(tokens.color.warning),
  danger: tone(tokens.color.danger),
});

export const message = style({ flex: '1 1 12rem', margin: 0 });

export const title = style({ display: 'block', fontWeight: 700 });
