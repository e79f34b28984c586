import type * as en from './portalMenusTexts';

/** Kiswahili of ./portalMenusTexts. */
export const LOGOUT_LABEL = 'Toka';
export const HOME = 'Nyumbani';
export const MANAGE_STUDENTS = 'Simamia Wanafunzi';
export const ACCOUNT_SETTINGS = 'Mipangilio ya Akaunti';
export const GIVE_FEEDBACK = 'Toa Maoni';
export const CONTACT_SUPPORT = 'Wasiliana na Usaidizi';
export const CUSTOMIZATION = 'Ubinafsishaji';
export const SITE_CONFIGURATION = 'Mipangilio ya Tovuti';
export const PLANS = 'Mipango';
export const AUDIT_TRAIL = 'Kumbukumbu za mabadiliko';
