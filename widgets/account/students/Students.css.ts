import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, media, tokens } from '../../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;

export const page = style({ display: 'grid', gap, maxWidth: '880px' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap,
});

export const title = style({
  margin: 0,
  fontSize: '1.5em',
  lineHeight: 1.2,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const muted = style({ margin: 0, color: tokens.color.muted });

/** At the plan's allowance: why Add Student is disabled, Upgrade, and the disabled button. */
export const limit = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: tokens.space,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space });

/** One student: avatar, who, actions; the actions drop under on phones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap,
  padding: gap,
  background: tokens.color.background,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`,
  borderRadius: tokens.radius,
  '@media': { [media.phone]: { gridTemplateColumns: 'auto 1fr' } },
});

export const who = style({ display: 'grid', gap: '4px', minWidth: 0 });
export const name = style({ fontSize: '1.1em', overflowWrap: 'anywhere' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `4px ${gap}`, margin: 0 });
// A fact reads as one line of text ("Darasa: Grade 4"), wrapping as a sentence when long.
globalStyle(`${facts} dt, ${facts} dd`, { display: 'inline' });
globalStyle(`${facts} dt`, { color: tokens.color.muted });
globalStyle(`${facts} dt::after`, { content: '": "' });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space,
  '@media': { [media.phone]: { gridColumn: '1 / -1' } },
});

/* The student form, on a panel like the other account pages' forms. */
export const panel = style({
  display: 'grid',
  gap,
  maxWidth: '600px',
  padding: `calc(${tokens.space} * 3)`,
  background: tokens.color.background,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`,
  borderRadius: tokens.radius,
  '@media': { [media.phone]: { padding: gap } },
});
export const form = style({ display: 'grid', gap });
export const pair = style({
  display: 'grid',
  gap,
  gridTemplateColumns: '1fr 1fr',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});
export const avatarRow = style({ display: 'flex', alignItems: 'center', gap });
export const section = style({
  display: 'grid',
  gap: tokens.space,
  padding: gap,
  background: tokens.color.surface,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`,
  borderRadius: tokens.radius,
});
export const subtitle = style({ margin: 0, fontSize: '1.05em' });
export const text = style({ margin: 0 });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space });
export const dialogForm = style({ display: 'grid', gap, minWidth: 'min(360px, 80vw)' });

/* The avatar picker: the whole element, in place of the form. */
export const picker = style({
  display: 'grid',
  gap,
  alignContent: 'start',
  width: '100%',
  maxWidth: '880px',
  margin: '0 auto',
});
export const preview = style({ display: 'flex', justifyContent: 'center' });
export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space,
  border: 0,
  margin: 0,
  padding: 0,
});
export const icons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: tokens.space,
  border: 0,
  margin: 0,
  padding: 0,
});
export const legend = style({ fontWeight: 600, marginBottom: tokens.space, padding: 0 });

/** A radio drawn as a tile: the input hidden visually but focusable, the label showing its state. */
export const option = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: '4px',
  padding: tokens.space,
  border: `2px solid transparent`,
  borderRadius: tokens.radius,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: tokens.color.primary, background: tokens.color.surface } },
});
export const radio = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  cursor: 'pointer',
});
globalStyle(`${option}:has(${radio}:focus-visible)`, focusRing);
export const swatch = style({ width: '32px', height: '32px', borderRadius: '50%', display: 'inline-block' });

/** The picker's dialog fills the screen (`[open]` outweighs the dialog's own sizes). */
export const fullScreen = style({
  selectors: {
    '&[open]': {
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      margin: 0,
      borderRadius: 0,
    },
  },
});
// The choices take the height, so the buttons sit at the bottom of the screen.
globalStyle(`${fullScreen} [part="dialog-body"]`, { flex: '1 1 auto' });
globalStyle(`${fullScreen} [part="dialog-header"], ${fullScreen} [part="dialog-footer"]`, {
  width: '100%',
  maxWidth: '880px',
  margin: '0 auto',
  boxSizing: 'border-box',
});
export const error = style({ margin: 0, color: tokens.color.danger, fontWeight: 600 });
