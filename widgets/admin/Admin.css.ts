import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;

/** Both pages decide their columns by the element's own width, as the login layout does. */
export const page = style({
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap,
  minWidth: 0,
});

export const pageTitle = style({
  margin: 0,
  fontSize: '1.5em',
  lineHeight: 1.2,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space });

export const file = style({
  font: 'inherit',
  width: '100%',
  minWidth: 0,
  selectors: { '&:focus-visible': focusRing },
});

/** A note beside a group; a long address in it wraps rather than widening the page. */
export const muted = style({ margin: 0, color: tokens.color.muted, overflowWrap: 'anywhere' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap, minWidth: 0 });

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: tokens.space });

globalStyle(`${page} h3`, { margin: 0, fontSize: '1em' });
