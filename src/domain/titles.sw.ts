import type * as en from './titles';

/** Kiswahili of ./titles: the titles of the pages the elements draw. */
export const LOGIN_TITLE = 'Ingia';
export const RECOVERY_TITLE = 'Umesahau Nenosiri';
export const SIGNUP_TITLE = 'Jisajili';
export const STUDENT_LOGIN_TITLE = 'Kuingia kwa Mwanafunzi';
export const SHOP_TITLE = 'Chagua Mpango';
export const RECEIPT_TITLE = 'Risiti';
/** The administrator's pages by path (the paths are the English module's, unchanged). */
export const ADMIN_TITLES: typeof en.ADMIN_TITLES = {
  '/customize': 'Ubinafsishaji',
  '/site_config': 'Mipangilio ya Tovuti',
  '/plans': 'Mipango',
};
