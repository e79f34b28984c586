import { style } from '@vanilla-extract/css';
import { tokens } from '../../../src/theme/theme.css';

/** One event after another, each a block that reads the same on a phone and a desktop. */
export const events = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const event = style({
  display: 'grid',
  gap: '4px',
  padding: `${tokens.space} 0`,
  borderBottom: `1px solid color-mix(in srgb, ${tokens.color.border} 40%, transparent)`,
  minWidth: 0,
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.space,
  rowGap: '2px',
  alignItems: 'baseline',
});
export const subject = style({ fontWeight: 600 });
export const meta = style({ color: tokens.color.muted });
export const changes = style({ margin: 0, paddingLeft: '1.25em', overflowWrap: 'anywhere' });
