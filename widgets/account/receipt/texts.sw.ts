import type * as en from './texts';

/** Kiswahili of ./texts: the receipt screen's words. */
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

export const paidWith: typeof en.paidWith = (payment) => {
  if (payment.method === 'mpesa') return payment.phone ? `M-Pesa ${payment.phone}` : 'M-Pesa';
  const brand = payment.brand ? payment.brand[0].toUpperCase() + payment.brand.slice(1) : 'Kadi';
  return payment.last4 ? `${brand} inayoishia ${payment.last4}` : brand;
};
export const NO_PLAN = 'Hakuna mpango uliopatikana';
export const OTHER_PLAN = 'Chagua mpango mwingine';
