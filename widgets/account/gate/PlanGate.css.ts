import { style } from '@vanilla-extract/css';
import { tokens } from '../../../src/theme/theme.css';

/** A notice in place of the page: centred, the way out under the words. */
export const notice = style({
  display: 'grid',
  gap: `calc(${tokens.space} * 2)`,
  justifyItems: 'center',
  textAlign: 'center',
  maxWidth: '560px',
  margin: '0 auto',
  padding: `calc(${tokens.space} * 4) calc(${tokens.space} * 2)`,
});

export const title = style({ margin: 0, fontSize: '1.5em', lineHeight: 1.25 });

export const text = style({ margin: 0, color: tokens.color.muted });
