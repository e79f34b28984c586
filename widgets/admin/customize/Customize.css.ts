import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../../../src/theme/theme.css';

const gap = `calc(${tokens.space} * 2)`;

/** The controls beside the preview where there is room; the preview under them on narrow screens. */
export const editor = style({
  display: 'grid',
  gap,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const controls = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap, minWidth: 0 });

export const form = style({ display: 'grid', gap });

export const note = style({ margin: 0, color: tokens.color.muted, fontSize: '0.875em' });

/** Announcements read by assistive tech, and shown. */
export const status = style({
  margin: 0,
  fontSize: '0.875em',
  color: tokens.color.success,
  selectors: { '&:empty': { display: 'none' } },
});

export const logo = style({ display: 'grid', gap: tokens.space });

export const logoBox = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '64px',
  padding: tokens.space,
  background: tokens.color.surface,
  borderRadius: tokens.radius,
});

export const logoImage = style({ maxWidth: '100%', maxHeight: '96px', objectFit: 'contain' });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: tokens.space,
  padding: tokens.space,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 50%, transparent)`,
  borderRadius: tokens.radius,
  background: tokens.color.background,
});

export const lineDragging = style([line, { opacity: 0.6, borderStyle: 'dashed' }]);

export const handle = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  font: 'inherit',
  fontSize: '1.25em',
  color: tokens.color.muted,
  background: tokens.color.surface,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 60%, transparent)`,
  borderRadius: tokens.radius,
  cursor: 'grab',
  selectors: { '&:focus-visible': focusRing },
});

export const lineBody = style({ minWidth: 0 });

export const imageLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space });

export const lineName = style({ fontWeight: 600, flexBasis: '100%' });

export const lineImage = style({ width: '40px', height: '40px', objectFit: 'contain' });

export const altField = style({ flexBasis: '100%' });

export const icons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: tokens.space,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '1',
  padding: tokens.space,
  background: tokens.color.surface,
  border: `2px solid transparent`,
  borderRadius: tokens.radius,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { borderColor: tokens.color.primary },
  },
});
globalStyle(`${icon} img`, { maxWidth: '100%', maxHeight: '100%' });

export const preview = style({
  display: 'grid',
  gap: tokens.space,
  minWidth: 0,
  position: 'sticky',
  top: tokens.space,
});

export const frame = style({
  minWidth: 0,
  overflow: 'hidden',
  padding: tokens.space,
  background: tokens.color.surface,
  borderRadius: tokens.radius,
});

/** The page at its drawn width; `zoom` scales it to the frame. */
export const canvas = style({ boxSizing: 'border-box', margin: '0 auto' });
