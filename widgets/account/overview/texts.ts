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
  'Deleting your account removes your profile, your students and your plan, and signs you out on every device. Your receipts are kept for five years without your name or contact details, as tax law requires. This cannot be undone.';
/** What deleting does to the account's money (docs/money.md, Deleting an account): 'Your Ksh 386.67 of credit will be forfeited.' */
export const creditForfeited = (amount: string) => `Your ${amount} of credit will be forfeited.`;
export const balanceOwed = (amount: string) => `The ${amount} you owe remains owed after your account is deleted.`;
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
/** The number an M-Pesa plan's renewals prompt (docs/money.md, "Another way to pay"), and changing it. */
export const RENEWAL_NUMBER = 'M-Pesa number for renewals';
export const RENEWAL_NUMBER_HINT = 'The M-Pesa prompt for each renewal goes to this number.';
export const CHANGE = 'Change';
export const CHANGE_RENEWAL_NUMBER = 'Change the M-Pesa number for renewals';
export const renewalNumberSaved = (phone: string) => `Renewal prompts will now go to ${phone}.`;
export const PLAN_KEPT = 'Your plan stays as it was.';

export const changePending = (plan: string) =>
  `Your change to ${plan} is waiting for its payment. Until it is paid, your plan stays as shown below.`;
export const changeNotPaid = (plan: string) => `Your change to ${plan} was not paid.`;

/** The plan a change is for when it names none. */
export const A_NEW_PLAN = 'a new plan';
/** What the next renewal takes, and how: 'Ksh 4,500 by Visa ending in 4242'. */
export const paidBy = (amount: string, means: string) => `${amount} by ${means}`;
/** Status words as the account holder reads them. */
export const STATUS_WORDS = {
  active: 'Active',
  active_cancelled: 'Active (cancelled)',
  expired: 'Expired',
  pending_payment: 'Pending Payment',
  failed: 'Payment Failed',
  failed_declined: 'Card Declined',
};
/** The phone field's hint: 'Include the country code. Numbers from KE, UG.' */
export const numbersFrom = (codes: string) => `Include the country code. Numbers from ${codes}.`;
