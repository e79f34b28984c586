import type * as en from './accountFormsTexts';

/** Kiswahili of ./accountFormsTexts. */
export const FIRST_NAME = 'Jina la Kwanza';
export const LAST_NAME = 'Jina la Mwisho';
export const EMAIL = 'Barua Pepe';
export const PHONE_NUMBER = 'Nambari ya Simu';
export const REGION = 'Eneo';
export const PASSWORD = 'Nenosiri';
export const PASSWORD_CONFIRMATION = 'Thibitisha Nenosiri';
export const CURRENT_PASSWORD = 'Nenosiri la Sasa';
export const NEW_PASSWORD = 'Nenosiri Jipya';
export const NEW_PASSWORD_CONFIRMATION = 'Thibitisha Nenosiri Jipya';

export const PASSWORD_UPDATED = 'Nenosiri lako limebadilishwa.';

/** What the optional region field shows when nothing is chosen, and while regions load. */
export const REGION_UNSPECIFIED = 'Halijachaguliwa';
export const REGION_LOADING = 'Inapakia...';
