import type * as en from './planMenuTexts';

/** Kiswahili of ./planMenuTexts. */
export const PLAN_OPTIONS = 'Chaguo za Mpango';
export const NO_PLAN = 'Hakuna mpango uliopatikana';
export const SHOP_LABEL = 'Duka';
export const CHANGE_PLAN = 'Badilisha Mpango';
export const FIX_PAYMENT = 'Rekebisha Njia ya Malipo';
export const UPDATE_PAYMENT = 'Sasisha Njia ya Malipo';
export const RENEW_PLAN = 'Endeleza Mpango';
export const CANCEL_PLAN = 'Ghairi Mpango';
