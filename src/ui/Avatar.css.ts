import { style, styleVariants } from '@vanilla-extract/css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '2.5em',
  height: '2.5em',
  overflow: 'hidden',
  borderRadius: '50%',
  fontWeight: 700,
  lineHeight: 1,
  textTransform: 'uppercase',
  userSelect: 'none',
});

// Text colours picked for AA contrast on each avatar colour.
export const colors = styleVariants({
  blue: { background: '#104f66', color: '#fff' },
  green: { background: '#168d44', color: '#000' },
  red: { background: '#ed174b', color: '#000' },
  yellow: { background: '#fcb034', color: '#000' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
