import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../../../../src/theme/theme.css';

/** The switches: a row per kind of message, a column per channel. */
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `6px ${tokens.space}`,
  borderBottom: `1px solid color-mix(in srgb, ${tokens.color.border} 40%, transparent)`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th[scope="row"]`, { fontWeight: 'normal', overflowWrap: 'anywhere' });
globalStyle(`${table} thead th`, { whiteSpace: 'nowrap' });

/** A channel's column: its ticks centred under its name. */
export const channel = style({ width: '1%', textAlign: 'center', whiteSpace: 'nowrap' });
globalStyle(`${table} th${channel}, ${table} td${channel}`, { textAlign: 'center' });
