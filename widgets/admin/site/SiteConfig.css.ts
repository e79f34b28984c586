import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;

export const form = style({ display: 'grid', gap });

/** The groups in two columns where there is room, one on phones. */
export const groups = style({
  display: 'grid',
  gap,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
});

export const slash = style({ display: 'flex', alignItems: 'stretch' });
export const slashMark = style({
  display: 'grid',
  placeItems: 'center',
  padding: `0 ${tokens.space}`,
  fontWeight: 600,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRight: 0,
  borderRadius: `${tokens.radius} 0 0 ${tokens.radius}`,
});
globalStyle(`${slash} input`, { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 });

export const secret = style({ display: 'grid', gap: '4px' });
export const secretHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: tokens.space,
});
export const secretLabel = style({ fontWeight: 600 });
export const secretSet = style({ color: tokens.color.success, fontWeight: 600 });
export const secretUnset = style({ color: tokens.color.muted });
export const secretButtons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `6px ${tokens.space}`,
  borderBottom: `1px solid color-mix(in srgb, ${tokens.color.border} 40%, transparent)`,
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, { whiteSpace: 'nowrap' });
/** A row's buttons, side by side where there is room and one under the other on a narrow screen. */
export const actionsCell = style({ textAlign: 'right' });
