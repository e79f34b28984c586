/**
 * The words of the signed-in pages' navigation. Before a page with unsaved changes is left
 * (docs/behaviour.md, Unsaved changes): Stay first, as it loses nothing.
 */
export const LEAVE_QUESTION = 'Leave without saving?';
export const LEAVE_MESSAGE = 'Your changes on this page have not been saved.';
export const LEAVE_BUTTONS = ['Stay', 'Leave'] as const;

/** The user menu's button, for the administrator and for the account holder. */
export const ADMIN_MENU = 'Admin';
export const ACCOUNT_MENU = 'Account';
export const BACK = 'Back';
export const MENU = 'Menu';
export const MAIN_NAVIGATION = 'Main';
