import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, media, tokens } from '../theme/theme.css';

export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: tokens.radius,
  color: tokens.color.text,
  background: tokens.color.background,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.3)',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { background: 'rgb(0 0 0 / 0.5)' },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.phone]: { width: 'calc(100vw - 1rem)' } },
});

const pad = `calc(${tokens.space} * 2)`;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space,
  padding: `${pad} ${pad} 0`,
});

export const title = style({ margin: 0, fontSize: '1.25em', lineHeight: 1.3 });

export const body = style({ padding: pad, overflow: 'auto' });
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space,
  padding: `0 ${pad} ${pad}`,
});

export const close = style({
  display: 'inline-flex',
  padding: '6px',
  margin: '-6px -6px 0 0',
  border: 0,
  borderRadius: tokens.radius,
  color: tokens.color.muted,
  background: 'transparent',
  fontSize: '1rem',
  cursor: 'pointer',
  selectors: { '&:hover': { color: tokens.color.text }, '&:focus-visible': focusRing },
});
