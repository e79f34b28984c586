import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../../../src/theme/theme.css';

/*
 * The page's frame, title and text, as the other admin pages have them (Admin.css.ts). Kept in
 * this chunk: importing Admin.css.ts here would split it from the other pages' shared chunk and
 * cost /customize and /site_config a file of their own.
 */
const gap = `calc(${tokens.space} * 2)`;
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
export const muted = style({ margin: 0, color: tokens.color.muted });

/** The table scrolls on its own on a narrow screen rather than widening the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%', position: 'relative' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `6px ${tokens.space}`,
  verticalAlign: 'top',
  borderBottom: `1px solid color-mix(in srgb, ${tokens.color.border} 40%, transparent)`,
  // An amount or a term reads on one line ("Ksh 12,500", "Kila Mwaka"); the table scrolls instead.
  whiteSpace: 'nowrap',
});

export const actionsCell = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const cellNote = style({ display: 'block', color: tokens.color.muted, maxWidth: '22em', whiteSpace: 'normal' });

export const preview = style({ display: 'grid', gap: tokens.space, margin: 0, padding: 0, listStyle: 'none' });
export const previewPlan = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `2px ${tokens.space}`,
  padding: tokens.space,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
});
export const previewSavings = style({ color: tokens.color.success, fontWeight: 600 });
export const previewPrice = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'center',
  fontWeight: 700,
  color: tokens.color.primary,
  whiteSpace: 'nowrap',
});
