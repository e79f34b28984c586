/** The words of the account forms (accountForms.ts): their field labels and messages. */
export const FIRST_NAME = 'First Name';
export const LAST_NAME = 'Last Name';
export const EMAIL = 'Email';
export const PHONE_NUMBER = 'Phone Number';
export const REGION = 'Region';
export const PASSWORD = 'Password';
export const PASSWORD_CONFIRMATION = 'Password Confirmation';
export const CURRENT_PASSWORD = 'Current Password';
export const NEW_PASSWORD = 'New Password';
export const NEW_PASSWORD_CONFIRMATION = 'New Password Confirmation';

export const PASSWORD_UPDATED = 'Your password has been successfully updated';

/** What the optional region field shows when nothing is chosen, and while regions load. */
export const REGION_UNSPECIFIED = 'Unspecified';
export const REGION_LOADING = 'Loading...';
