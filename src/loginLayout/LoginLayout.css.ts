import { style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../theme/theme.css';

/** The element's own width decides the layout: a school may put it in a narrow column. */
export const shell = style({ containerType: 'inline-size' });

const frame = style({
  display: 'grid',
  boxSizing: 'border-box',
  background: tokens.color.background,
  border: `1px solid color-mix(in srgb, ${tokens.color.border} 45%, transparent)`,
  borderRadius: tokens.radius,
  overflow: 'hidden',
});

/**
 * Without a sidebar the form is a login box, no wider than it reads well; the page places it
 * (`::part(layout)`), as the portal centres it.
 */
export const alone = style([frame, { gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: '28rem' }]);

export const withSidebar = style([
  frame,
  {
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    '@container': {
      '(max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${tokens.space} * 2)`,
  padding: `calc(${tokens.space} * 4)`,
  minWidth: 0,
  '@container': {
    '(max-width: 24rem)': { padding: `calc(${tokens.space} * 2)` },
  },
});

export const heading = style({ display: 'grid', gap: tokens.space });

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space });

export const title = style({
  margin: 0,
  fontSize: '1.5em',
  lineHeight: 1.2,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const intro = style({ margin: 0, color: tokens.color.muted });

/** A logged-out form: fields stacked, the submit button full width. */
export const form = style({ display: 'grid', gap: `calc(${tokens.space} * 2)` });

export const submit = style({ width: '100%' });

/** The links under a form. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: tokens.space,
  margin: 0,
  fontSize: '0.9375em',
});

export const link = style({
  color: tokens.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecorationThickness: '2px' } },
});

/** The 'Free Trial!' badge beside the login title (the login page and the admin's preview of it). */
export const badge = style({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: '999px',
  background: tokens.color.success,
  color: '#fff',
  fontSize: '0.8125em',
  fontWeight: 700,
  letterSpacing: '0.02em',
});
