import { style } from '@vanilla-extract/css';
import { focusRing, tokens } from '../theme/theme.css';
import { tint } from '../theme/tint';

const gap = `calc(${tokens.space} * 1.5)`;

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap,
  // The same padding as the form's panel, so that both titles line up.
  padding: `calc(${tokens.space} * 4)`,
  background: tint(tokens.color.primary, 9),
  color: tokens.color.text,
  overflowWrap: 'anywhere',
  '@container': {
    '(max-width: 24rem)': { padding: `calc(${tokens.space} * 2)` },
  },
});

export const logo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '96px',
  objectFit: 'contain',
  alignSelf: 'flex-start',
});

export const title = style({ margin: 0, fontSize: '1.375em', lineHeight: 1.25, color: tokens.color.primary });

export const line = style({ margin: 0, whiteSpace: 'pre-line' });

/** An icon beside the text that follows it, at icon size whatever the image's own size. */
export const item = style({ display: 'flex', alignItems: 'center', gap });

export const icon = style({ flex: 'none', width: '40px', height: '40px', objectFit: 'contain' });

export const footer = style({
  marginTop: 'auto',
  marginBottom: 0,
  paddingTop: tokens.space,
  fontSize: '0.9375em',
});

export const footerLink = style({
  color: tokens.color.primary,
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});
