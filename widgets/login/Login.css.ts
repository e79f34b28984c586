import { style } from '@vanilla-extract/css';
import { SIGNUP_MAX_WIDTH } from '../../src/domain/limits';
import { tokens } from '../../src/theme/theme.css';

/** The 'Free Trial!' badge, drawn by the login page and by the admin's preview of it. */
export { badge } from '../../src/loginLayout/LoginLayout.css';

/** The sign-up form is at most 250 px wide (docs/behaviour.md). */
export const signup = style({
  display: 'grid',
  gap: `calc(${tokens.space} * 2)`,
  maxWidth: `${SIGNUP_MAX_WIDTH}px`,
  width: '100%',
});

export const step = style({ margin: 0, color: tokens.color.muted, fontSize: '0.875em', fontWeight: 600 });

export const code = style({ fontWeight: 600, color: tokens.color.text });
