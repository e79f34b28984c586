/** The words of a hand-over link's arrival: its refusal, and the question when another account is signed in. */
export const LINK_REFUSED = 'This sign-in link is invalid or has expired.';

export const SWITCH_TITLE = 'You are already signed in';
export const SWITCH_MESSAGE =
  'The link you opened signs in to another account. Keep your current session, or switch to the other account?';
export const SWITCH_BUTTON = 'Switch account';
export const KEEP_BUTTON = 'Keep current session';
