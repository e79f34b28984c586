import { style } from '@vanilla-extract/css';
import { focusRing, headerHeight, media, tokens } from '../src/theme/theme.css';

const phoneOnly = { display: 'none', '@media': { [media.phone]: { display: 'flex' } } } as const;

export const compact = style({ ...phoneOnly, order: -1 });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: tokens.radius,
  background: 'transparent',
  color: tokens.color.text,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const tabs = style({
  display: 'flex',
  alignSelf: 'stretch',
  gap: tokens.space,
  marginInlineStart: `calc(${tokens.space} * 2)`,
  '@media': { [media.phone]: { display: 'none' } },
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 calc(${tokens.space} * 1.5)`,
  color: tokens.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  borderBottom: '3px solid transparent',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: tokens.color.primary, color: tokens.color.primary },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const userMenu = style({ marginInlineStart: 'auto', '@media': { [media.phone]: { display: 'none' } } });

export const drawer = style({
  position: 'fixed',
  insetInline: 0,
  top: headerHeight.compact,
  bottom: 0,
  zIndex: 10,
  background: tokens.color.background,
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { 'screen and (min-width: 801px)': { display: 'none' } },
});

export const drawerList = style({ listStyle: 'none', margin: 0, padding: tokens.space });

export const drawerItem = style({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  padding: `calc(${tokens.space} * 1.5) calc(${tokens.space} * 2)`,
  border: 0,
  background: 'transparent',
  color: tokens.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: tokens.radius,
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': { color: tokens.color.primary },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
