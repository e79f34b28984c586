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
export const PAYMENT_METHOD = 'Payment method';
export const BALANCE = 'Balance owing';
export const CREDIT = 'Credit';
export const PAYMENT_PROBLEM = 'There is a problem with your payment method';

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

export function cardText(card: { brand: string; last4: string; exp_month: number; exp_year: number }): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending in ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
