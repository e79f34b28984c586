/**
 * The titles of the pages the elements draw (docs/behaviour.md, Screens): each element shows its own as an
 * `h2`, and the hosted portal names the page with the same words in its `h1`.
 */
export const LOGIN_TITLE = 'Login';
export const RECOVERY_TITLE = 'Forgot Password';
export const SIGNUP_TITLE = 'Sign Up';
export const STUDENT_LOGIN_TITLE = 'Student Login';
export const SHOP_TITLE = 'Choose a Plan';
export const RECEIPT_TITLE = 'Receipt';
/** The administrator's pages by path, as the admin element titles them and the admin menu names them. */
export const ADMIN_TITLES: Record<string, string> = {
  '/customize': 'Customization',
  '/site_config': 'Site Configuration',
  '/plans': 'Plans',
};
