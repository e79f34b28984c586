/** The words of <soma-plan-shop>; the spec's own sentences come from src/domain. */
export { SHOP_TITLE } from '../../src/domain/titles';
export const STEP_NAMES = ['Select Plan', 'Payment Info', 'Account Info'] as const;
export const stepLabel = (step: number, of: number) => `Step ${step} of ${of}: ${STEP_NAMES[step - 1]}`;

export const PLANS_LABEL = 'Plans';
export { studentsLabel as students } from '../../src/domain/duration';
export const CURRENT_PLAN = 'Current Plan';
export const NEW_PLAN = 'New Plan';
export const YOUR_PLAN = 'Your Plan';
export const SELECT = 'Select';
export const SELECTED = 'Selected';

export const PROCEED = 'Proceed';
export const BACK = 'Back';
export const CANCEL = 'Cancel';
export const CANCEL_BUTTONS = ['No', 'Yes'] as const;

export const PAYMENT_METHOD = 'Payment Method';
export const METHOD_LABELS: Record<string, string> = { mpesa: 'M-Pesa', card: 'Credit / Debit' };
export const savedCardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand[0]!.toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}`;
export const USE_FOR_RENEWALS = "Use this payment method for my plan's renewals";
export const NOTHING_TO_PAY = 'Nothing to pay now.';
/** Beside "use for renewals" when another M-Pesa number is typed: the number renewals prompt now. */
export const renewalsPrompt = (phone: string) => `Renewal prompts now go to ${phone}.`;
export { MPESA_HINT, MPESA_PHONE } from '../../src/payments/mpesa/texts';

export const TOTAL = 'Total';
export const NEXT_BILLING = 'Next Billing Date';
export const UPGRADE_NOTE =
  'Your new plan starts today. The unused part of your current plan is credited, and the new price is charged from your next billing date.';
export const LOADING = 'Loading...';
/** A total below 0: what is left stays with the family. */
export const keptAsCredit = (amount: string) => `${amount} stays on your account as credit for your next payment.`;
/** A change's small total, carried to the next payment (docs/money.md). */
export const deferredTo = (date: string) => `Not charged now: added to your payment on ${date}.`;
export const TRIAL_ENDS = 'Your free trial ends today, and the total is charged now.';
/** The change of a cancelled plan. */
export const stillEnds = (date: string) => `Your plan stays cancelled: it still ends on ${date}.`;
export const RESUME_BILLING = 'Also turn automatic billing back on';

export const TERMS_TITLE = 'Terms and Conditions';
export const TERMS_CHECKBOX = 'I accept the Terms and Conditions';
export const READ_TERMS = 'Read the Terms and Conditions';
export const CLOSE = 'Close';
export const ACCEPT = 'Accept';
export const PROCESSING = 'Your purchase is being processed';
export const CHOOSE_AGAIN = 'Choose another plan';
