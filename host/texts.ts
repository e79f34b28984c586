/** The portal's own words on every page: the account pages' titles and the footer's versions. */
export const HOME_TITLE = 'Home';
export const ACCOUNT_SETTINGS_TITLE = 'Account Settings';
export const MANAGE_STUDENTS_TITLE = 'Manage Students';
export const AUDIT_TITLE = 'Audit trail';

export const portalVersion = (version: string) => `Portal v${version}`;
export const apiVersion = (version: string) => `API v${version}`;
