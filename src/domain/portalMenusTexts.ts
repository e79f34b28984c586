/** The hosted portal's menu entries (portalMenus.ts). */
export const LOGOUT_LABEL = 'Logout';
export const HOME = 'Home';
export const MANAGE_STUDENTS = 'Manage Students';
export const ACCOUNT_SETTINGS = 'Account Settings';
export const GIVE_FEEDBACK = 'Give Feedback';
export const CONTACT_SUPPORT = 'Contact Support';
export const CUSTOMIZATION = 'Customization';
export const SITE_CONFIGURATION = 'Site Configuration';
export const PLANS = 'Plans';
export const AUDIT_TRAIL = 'Audit trail';
