import { style } from '@vanilla-extract/css';
import { focusRing, media, tokens } from '../../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;

export const page = style({
  display: 'grid',
  gap: `calc(${tokens.space} * 3)`,
  justifyItems: 'center',
  padding: `${gap} 0`,
});

export const title = style({
  margin: 0,
  fontSize: '2em',
  lineHeight: 1.2,
  textAlign: 'center',
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

/** The tiles in rows, centred; two a row on phones. */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `calc(${tokens.space} * 3)`,
  maxWidth: '880px',
  '@media': { [media.phone]: { gap } },
});

export const item = style({ display: 'flex' });

export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: tokens.space,
  width: '150px',
  padding: gap,
  font: 'inherit',
  color: tokens.color.text,
  background: tokens.color.background,
  border: `1px solid transparent`,
  borderRadius: tokens.radius,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: tokens.color.surface, borderColor: tokens.color.border },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
  '@media': { [media.phone]: { width: '130px', padding: tokens.space } },
});

export const name = style({ fontWeight: 600, fontSize: '1.1em', overflowWrap: 'anywhere', textAlign: 'center' });

export const caption = style({ color: tokens.color.muted, fontSize: '0.9em' });

/** The 'Add New' picture: a plus in a dashed circle, the size of an avatar. */
export const plus = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '96px',
  height: '96px',
  borderRadius: '50%',
  border: `2px dashed ${tokens.color.border}`,
  color: tokens.color.primary,
  fontSize: '48px',
  lineHeight: 1,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space });

export const hint = style({ margin: 0, color: tokens.color.muted });
