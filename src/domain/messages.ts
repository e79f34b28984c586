/** The remaining user-facing texts of docs/behaviour.md, Messages, word for word. */
export const NO_ICONS = 'No icons have been uploaded yet. Upload a new icon first.';
export const NO_REGIONS = 'Region list empty';
/** Logged, not shown: a load answered nothing. */
export const NO_DATA = 'No data returned';
export const FREE_TRIAL_BADGE = 'Free Trial!';
export const TRIAL_ENDED = 'We hope you have enjoyed your free trial!';
export const WELCOME_TITLE = "Who's Learning?";
