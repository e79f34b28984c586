import { style } from '@vanilla-extract/css';
import { tokens } from '../../../../src/theme/theme.css';

/** A hex field with its colour picker beside it. */
export const colour = style({ display: 'flex', gap: tokens.space, alignItems: 'stretch' });

export const picker = style({
  inlineSize: '44px',
  minBlockSize: '44px',
  padding: '2px',
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  background: tokens.color.background,
  cursor: 'pointer',
  flex: 'none',
});

/** The live sample: drawn with the chosen properties, as the portal would be. */
export const sample = style({
  display: 'grid',
  gap: tokens.space,
  justifyItems: 'start',
  padding: `calc(${tokens.space} * 2)`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius,
  background: tokens.color.background,
  color: tokens.color.text,
  fontFamily: tokens.font.family,
});

export const sampleLabel = style({ margin: 0, fontSize: '0.875em', color: tokens.color.muted });

export const sampleHeading = style({ margin: 0, fontSize: '1.375em', lineHeight: 1.25, color: tokens.color.primary });

export const sampleButton = style({
  display: 'inline-block',
  padding: `${tokens.space} calc(${tokens.space} * 2)`,
  borderRadius: tokens.radius,
  background: tokens.color.primary,
  color: tokens.color.primaryText,
  fontWeight: 600,
});

export const sampleLink = style({ color: tokens.color.primary, textDecoration: 'underline' });

export const favicon = style({
  display: 'flex',
  gap: `calc(${tokens.space} * 2)`,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const faviconImage = style({
  inlineSize: '32px',
  blockSize: '32px',
  objectFit: 'contain',
  border: `1px solid ${tokens.color.border}`,
  borderRadius: '4px',
});

export const status = style({ margin: 0, minBlockSize: '1.5em' });
