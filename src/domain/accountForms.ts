import { requiredErrors } from './fields';
import type { Field, FieldErrors } from './types';

export const PASSWORD_FIELDS: readonly Field[] = [
  { name: 'current_password', label: 'Current Password', required: true },
  { name: 'new_password', label: 'New Password', required: true },
  { name: 'new_password_confirmation', label: 'New Password Confirmation', required: true },
];

export const PASSWORD_UPDATED = 'Your password has been successfully updated';

export function validatePasswordChange(values: Record<string, unknown>): FieldErrors {
  return requiredErrors(PASSWORD_FIELDS, values);
}

export type Contact = 'email' | 'phone_number';

const CONTACT_LABELS: Record<Contact, string> = { email: 'Email', phone_number: 'Phone Number' };

/** What the optional region field shows when nothing is chosen, and while regions load. */
export const REGION_UNSPECIFIED = 'Unspecified';
export const REGION_LOADING = 'Loading...';

/**
 * The sign-up fields in order, with required flags: the contact the account requirements demand
 * comes before the other one, which stays optional.
 */
export function signupFields(required: Contact): Field[] {
  const other: Contact = required === 'email' ? 'phone_number' : 'email';
  return [
    { name: 'first_name', label: 'First Name', required: true },
    { name: 'last_name', label: 'Last Name', required: true },
    { name: required, label: CONTACT_LABELS[required], required: true },
    { name: other, label: CONTACT_LABELS[other], required: false },
    { name: 'region', label: 'Region', required: false },
    { name: 'password', label: 'Password', required: true },
    { name: 'password_confirmation', label: 'Password Confirmation', required: true },
  ];
}

export function validateSignup(values: Record<string, unknown>, required: Contact): FieldErrors {
  return requiredErrors(signupFields(required), values);
}

export function regionPlaceholder(loading: boolean): string {
  return loading ? REGION_LOADING : REGION_UNSPECIFIED;
}
