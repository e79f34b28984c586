import { style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../theme/theme.css';

export const field = style({ display: 'grid', gap: '4px', minWidth: 0 });

export const label = style({ fontWeight: 600 });

export const requiredMark = style({ color: tokens.color.danger, marginLeft: '2px' });

export const hint = style({ margin: 0, color: tokens.color.muted, fontSize: '0.875em' });

/** Text inputs and selects. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.5rem',
  padding: `0 ${tokens.space}`,
  font: 'inherit',
  color: tokens.color.text,
  background: tokens.color.background,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: tokens.color.danger, borderWidth: '2px' },
    '&:disabled': { background: tokens.color.surface, cursor: 'not-allowed' },
  },
});
