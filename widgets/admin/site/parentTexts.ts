/** The Parents card's words, apart from the admin pages' shared texts so that only /site_config carries them. */
export const PARENTS = 'Parents';
export const PARENTS_INTRO =
  'Find an account holder by email or phone number to end every session of theirs, on every device (after a lost phone or a shared computer, say).';
export const PARENT_SEARCH = 'Email or phone number';
export const FIND_PARENT = 'Find a parent';
export const SEARCH = 'Search';
export const NO_PARENT = 'No parent matches.';
export const PARENT_NAME = 'Name';
export const PARENT_EMAIL = 'Email';
export const PARENT_PHONE = 'Phone number';
export const END_SESSIONS = 'End sessions';
export const endSessionsQuestion = (name: string) =>
  `End every session of ${name}? They will have to sign in again on every device.`;
export const sessionsEnded = (name: string) => `${name} has been signed out everywhere.`;
