import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, tokens } from '../theme/theme.css';
import { tint } from '../theme/tint';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space,
  minHeight: '2.5rem',
  padding: `0 calc(${tokens.space} * 2)`,
  border: '2px solid transparent',
  borderRadius: tokens.radius,
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variants = styleVariants({
  primary: [
    base,
    {
      background: tokens.color.primary,
      color: tokens.color.primaryText,
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.15)' } },
    },
  ],
  secondary: [
    base,
    {
      background: tokens.color.background,
      color: tokens.color.primary,
      borderColor: 'currentColor',
      selectors: { '&:hover:not(:disabled)': { background: tint(tokens.color.primary, 8) } },
    },
  ],
  text: [
    base,
    {
      background: 'transparent',
      color: tokens.color.primary,
      padding: `0 ${tokens.space}`,
      selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
    },
  ],
  danger: [
    base,
    {
      background: tokens.color.danger,
      color: '#fff',
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.15)' } },
    },
  ],
});
