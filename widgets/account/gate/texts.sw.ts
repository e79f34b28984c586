import type * as en from './texts';

/** Kiswahili of ./texts: the words of the plan gate that the welcome and students pages share. */
export const LOADING = 'Inapakia...';
export const SUBSCRIBE = 'Jiunge na mpango';
export const SUBSCRIBE_HINT = 'Chagua mpango ili uendelee kujifunza.';
export const EXPIRED_TITLE = 'Muda wa mpango wako umeisha';
export const EXPIRED_TEXT =
  'Chagua mpango dukani ili uendelee: wanafunzi wako na majina yao ya kuingia yatabaki kama yalivyo.';
export const SHOP = 'Duka';
