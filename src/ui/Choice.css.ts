import { style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../theme/theme.css';

/** One checkbox or radio with its label beside it. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space,
  cursor: 'pointer',
});

export const box = style({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  margin: '0.1875rem 0 0',
  accentColor: tokens.color.primary,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { outline: `2px solid ${tokens.color.danger}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const fieldset = style({ display: 'grid', gap: '6px', minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBottom: '2px', fontWeight: 600 });

export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: `calc(${tokens.space} * 2)` });
