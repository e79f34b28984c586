import { durationLabel } from '../../../src/domain/duration';

/** The overview's words. The spec's own texts come from src/domain. */
export const PROFILE = 'Profile';
export const CURRENT_PLAN = 'Current Plan';
export const CHANGE_PASSWORD = 'Change Password';
export const EDIT = 'Edit';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const UPDATE_PASSWORD = 'Update Password';
export const DELETE_ACCOUNT = 'Delete Account';
export const DELETE_ACCOUNT_INTRO =
  'Deleting your account removes your profile, your students and your plan, and signs you out on every device. This cannot be undone.';
export const DELETE_ACCOUNT_PASSWORD = 'Password';
export const DELETE_ACCOUNT_QUESTION = "Are you sure you want to delete your account? This can't be undone.";
export const PROFILE_SAVED = 'Your profile has been updated.';
export const LOADING = 'Loading...';
export const NOT_GIVEN = 'Not given';

export const NAME = 'Name';
export const FIRST_NAME = 'First Name';
export const LAST_NAME = 'Last Name';
export const EMAIL = 'Email';
export const PHONE = 'Phone Number';
export const REGION = 'Region';

export const STUDENTS = 'Students';
export const PRICE = 'Price';
export const DURATION = 'Duration';
export const STATUS = 'Status';
export const NEXT_BILLING = 'Next billing date';
export const ENDS_ON = 'Ends on';
export const ENDED_ON = 'Ended on';
export const PAYMENT_METHOD = 'Payment method';
export const BALANCE = 'Balance owing';
export const CREDIT = 'Credit';
export const PAYMENT_PROBLEM = 'There is a problem with your payment method';
export const NEXT_PAYMENT = 'Next payment';
export const PAY_NOW = 'Pay now';
export const PLAN_KEPT = 'Your plan stays as it was.';

/** '2 Students, Monthly': the plan a change is for. */
export function planName(students: number | null, months: number | null): string {
  if (students === null) return 'a new plan';
  const name = `${students} ${students === 1 ? 'Student' : 'Students'}`;
  return months === null ? name : `${name}, ${durationLabel(months)}`;
}

export const changePending = (plan: string) =>
  `Your change to ${plan} is waiting for its payment. Until it is paid, your plan stays as shown below.`;
export const changeNotPaid = (plan: string) => `Your change to ${plan} was not paid.`;

/** What the next renewal takes, and how: 'Ksh 4,500 by Visa ending in 4242', 'Ksh 4,500 by M-Pesa'. */
export function nextPayment(amount: string, method: string | null, card: CardLike | null | undefined): string {
  if (method === 'card') return `${amount} by ${card ? cardName(card) : 'card'}`;
  if (method === 'mpesa') return `${amount} by M-Pesa`;
  return amount;
}

/** Status words as the account holder reads them. */
export function statusText(status: string, cancelled: boolean): string {
  const words: Record<string, string> = {
    active: cancelled ? 'Active (cancelled)' : 'Active',
    expired: 'Expired',
    pending_payment: 'Pending Payment',
    failed: 'Payment Failed',
    failed_declined: 'Card Declined',
  };
  return words[status] ?? status;
}

/** 'Phone numbers from KE, UG' for the settings' phone_countries, or nothing when it is empty. */
export function phoneHint(countries: string | undefined): string | undefined {
  const codes = (countries ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.length ? `Include the country code. Numbers from ${codes.join(', ')}.` : undefined;
}

interface CardLike {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** 'Visa ending in 4242'. */
export function cardName(card: CardLike): string {
  return `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}`;
}

export function cardText(card: CardLike): string {
  return `${cardName(card)}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
