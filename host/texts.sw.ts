/** The portal's own words on every page, in Kiswahili. */
import type * as en from './texts';

export const HOME_TITLE = 'Mwanzo';
export const ACCOUNT_SETTINGS_TITLE = 'Mipangilio ya akaunti';
export const MANAGE_STUDENTS_TITLE = 'Simamia wanafunzi';
export const AUDIT_TITLE = 'Kumbukumbu za ukaguzi';

export const portalVersion: typeof en.portalVersion = (version) => `Tovuti v${version}`;
export const apiVersion: typeof en.apiVersion = (version) => `API v${version}`;
