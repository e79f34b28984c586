import { style } from '@vanilla-extract/css';
import { SIGNUP_MAX_WIDTH } from '../../src/domain/limits';
import { tokens } from '../../src/theme/theme.css';

/** The 'Free Trial!' badge beside the login title. */
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

/** Spec section 9: the sign-up form is at most 250 px wide. */
export const signup = style({
  display: 'grid',
  gap: `calc(${tokens.space} * 2)`,
  maxWidth: `${SIGNUP_MAX_WIDTH}px`,
  width: '100%',
});

export const step = style({ margin: 0, color: tokens.color.muted, fontSize: '0.875em', fontWeight: 600 });

export const code = style({ fontWeight: 600, color: tokens.color.text });
