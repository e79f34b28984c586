/** Kiswahili of ./texts: the receipt screen's words. */
import type * as en from './texts';
export { RECEIPT_TITLE } from '../../../src/domain/titles';
export const ORDER_NUMBER = 'Nambari ya Oda';
export const DATE = 'Tarehe';
export const TOTAL = 'Jumla';
export const PAYMENT = 'Malipo';
export const PAID_ON = 'Tarehe ya Malipo';
export const NEXT_BILLING = 'Tarehe ya Malipo Yajayo';
export const CONTINUE = 'Endelea';
export const LOADING = 'Inapakia...';
export const NOT_FOUND = 'Oda hii haikupatikana.';
export const SHOP = 'Duka';

export const NOTHING_CHARGED_TITLES: typeof en.NOTHING_CHARGED_TITLES = {
  purchase: 'Mpango Umeanza',
  upgrade: 'Mpango Umebadilishwa',
  renewal: 'Mpango Umesasishwa',
};

export const NO_PLAN = 'Hakuna mpango uliopatikana';
export const OTHER_PLAN = 'Chagua mpango mwingine';

/** 'Bado haijatozwa: imeongezwa kwenye malipo yako ya tarehe 3 Mac 2026'. */
export const notChargedYet: typeof en.notChargedYet = (date) =>
  `Bado haijatozwa: imeongezwa kwenye malipo yako ya tarehe ${date}`;
