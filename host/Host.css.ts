import { globalStyle, style } from '@vanilla-extract/css';
import { CHECKOUT_MAX_WIDTH } from '../src/domain/limits';
import { headerHeight, media, tokens } from '../src/theme/theme.css';

globalStyle('body', { margin: 0, background: tokens.color.surface });

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space,
  height: headerHeight.desktop,
  boxSizing: 'border-box',
  padding: `0 calc(${tokens.space} * 3)`,
  background: tokens.color.background,
  borderBottom: `1px solid color-mix(in srgb, ${tokens.color.border} 40%, transparent)`,
  '@media': { [media.tablet]: { height: headerHeight.compact, padding: `0 calc(${tokens.space} * 2)` } },
});

export const brand = style({ margin: 0, fontSize: '1.25em', fontWeight: 700, color: tokens.color.primary });

export const navLogo = style({ display: 'block', maxHeight: '44px', maxWidth: '220px', objectFit: 'contain' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '960px',
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `calc(${tokens.space} * 4) calc(${tokens.space} * 2)`,
  '@media': { [media.phone]: { padding: `calc(${tokens.space} * 2) ${tokens.space}` } },
});

// On the portal's own page the login boxes and the shop sit in the middle; the shop keeps to the
// checkout's width.
globalStyle(`${main} > soma-plan-shop`, {
  display: 'block',
  maxWidth: `${CHECKOUT_MAX_WIDTH}px`,
  marginInline: 'auto',
});
globalStyle(`${main} > soma-login::part(layout), ${main} > soma-student-login::part(layout)`, { marginInline: 'auto' });

export const notice = style({ marginBottom: `calc(${tokens.space} * 2)` });

export const card = style({
  display: 'grid',
  gap: `calc(${tokens.space} * 2)`,
  justifyItems: 'start',
  padding: `calc(${tokens.space} * 4)`,
  background: tokens.color.background,
  borderRadius: tokens.radius,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`,
});

export const title = style({ margin: 0, fontSize: '1.5em', lineHeight: 1.2 });

export const text = style({ margin: 0 });

/** The footer's versions: on every page, so with the page's own styles rather than the shell's. */
export const footer = style({
  display: 'flex',
  gap: `calc(${tokens.space} * 2)`,
  justifyContent: 'center',
  padding: `calc(${tokens.space} * 2)`,
  fontSize: '0.8em',
  color: tokens.color.muted,
});
