/** The words of the plan gate that the welcome and students pages share. Spec texts come from src/domain. */
export const LOADING = 'Loading...';
export const SUBSCRIBE = 'Subscribe';
export const SUBSCRIBE_HINT = 'Choose a plan to keep learning.';
export const EXPIRED_TITLE = 'Your plan has expired';
export const EXPIRED_TEXT = 'Renew it by choosing a plan in the shop: your students and their logins are kept.';
export const SHOP = 'Shop';
