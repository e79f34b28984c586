/** The words of the receipt screen; its titles and the declined message come from src/domain/receipt. */
export { RECEIPT_TITLE } from '../../../src/domain/titles';
export const ORDER_NUMBER = 'Order Number';
export const DATE = 'Date';
export const TOTAL = 'Total';
export const PAYMENT = 'Payment';
export const PAID_ON = 'Paid On';
export const NEXT_BILLING = 'Next Billing Date';
export const CONTINUE = 'Continue';
export const LOADING = 'Loading...';
export const NOT_FOUND = 'This order could not be found.';
export const SHOP = 'Shop';

/**
 * An order that charged nothing (its credit covered it, or a small total waits for the next
 * payment) claims no payment: its title says what happened to the plan, by the order's kind.
 */
export const NOTHING_CHARGED_TITLES = {
  purchase: 'Plan Started',
  upgrade: 'Plan Changed',
  renewal: 'Plan Renewed',
};

export const NO_PLAN = 'No plan found';
export const OTHER_PLAN = 'Choose another plan';

/** A small total carried to the next payment (docs/money.md): 'Not charged yet: added to your payment on 3 Mar 2026'. */
export const notChargedYet = (date: string) => `Not charged yet: added to your payment on ${date}`;
