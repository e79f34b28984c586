import type { SignupRequest } from '../api/app';
import {
  CURRENT_PASSWORD,
  EMAIL,
  FIRST_NAME,
  LAST_NAME,
  NEW_PASSWORD,
  NEW_PASSWORD_CONFIRMATION,
  PASSWORD,
  PASSWORD_CONFIRMATION,
  PHONE_NUMBER,
  REGION,
  REGION_LOADING,
  REGION_UNSPECIFIED,
} from './accountFormsTexts';
import { requiredErrors } from './fields';
import type { Field, FieldErrors } from './types';

/** The sign-up form's fields: the login box's trial sign-up and the plan shop's account step. */
export type SignupField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone_number'
  | 'region'
  | 'password'
  | 'password_confirmation';

/** The sign-up form before anything is typed. */
export const EMPTY_SIGNUP: Readonly<Record<SignupField, string>> = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  region: '',
  password: '',
  password_confirmation: '',
};

/** What the browser is told of each text field of the sign-up form: its input type and autofill. */
export const SIGNUP_INPUTS: Readonly<
  Record<Exclude<SignupField, 'region'>, { type?: 'email' | 'tel' | 'password'; autoComplete: string }>
> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone_number: { type: 'tel', autoComplete: 'tel' },
  password: { type: 'password', autoComplete: 'new-password' },
  password_confirmation: { type: 'password', autoComplete: 'new-password' },
};

/** The account part of a sign-up request from the form's values: blank contacts left out, the region by its id. */
export function signupAccount(values: Record<SignupField, string>): Pick<SignupRequest, SignupField> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email || undefined,
    phone_number: values.phone_number || undefined,
    region: values.region ? Number(values.region) : undefined,
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}

export const PASSWORD_FIELDS: readonly Field[] = [
  { name: 'current_password', label: CURRENT_PASSWORD, required: true },
  { name: 'new_password', label: NEW_PASSWORD, required: true },
  { name: 'new_password_confirmation', label: NEW_PASSWORD_CONFIRMATION, required: true },
];

export { PASSWORD_UPDATED, REGION_LOADING, REGION_UNSPECIFIED } from './accountFormsTexts';

export function validatePasswordChange(values: Record<string, unknown>): FieldErrors {
  return requiredErrors(PASSWORD_FIELDS, values);
}

export type Contact = 'email' | 'phone_number';

const CONTACT_LABELS: Record<Contact, string> = { email: EMAIL, phone_number: PHONE_NUMBER };

/**
 * The sign-up fields in order, with required flags: the contact the account requirements demand
 * comes before the other one, which stays optional.
 */
export function signupFields(required: Contact): Field[] {
  const other: Contact = required === 'email' ? 'phone_number' : 'email';
  return [
    { name: 'first_name', label: FIRST_NAME, required: true },
    { name: 'last_name', label: LAST_NAME, required: true },
    { name: required, label: CONTACT_LABELS[required], required: true },
    { name: other, label: CONTACT_LABELS[other], required: false },
    { name: 'region', label: REGION, required: false },
    { name: 'password', label: PASSWORD, required: true },
    { name: 'password_confirmation', label: PASSWORD_CONFIRMATION, required: true },
  ];
}

export function validateSignup(values: Record<string, unknown>, required: Contact): FieldErrors {
  return requiredErrors(signupFields(required), values);
}

export function regionPlaceholder(loading: boolean): string {
  return loading ? REGION_LOADING : REGION_UNSPECIFIED;
}
