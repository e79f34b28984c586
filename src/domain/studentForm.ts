import { isBlank, requiredErrors } from './fields';
import { AGE_MAX, AGE_MIN } from './limits';
import type { Field, FieldErrors } from './types';

export type Gender = 'm' | 'f' | 'o';

export const GENDERS: readonly { value: Gender; label: string }[] = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
  { value: 'o', label: 'Prefer not to Say' },
];

/** The region choice that means no region. */
export const NO_REGION = 'None';

export const STUDENT_FIELDS: readonly Field[] = [
  { name: 'first_name', label: 'First Name', required: true },
  { name: 'last_name', label: 'Last Name', required: true },
  { name: 'gender', label: 'Gender', required: true },
  { name: 'grade', label: 'Grade', required: true },
  { name: 'age', label: 'Age', required: false },
  { name: 'school', label: 'School Name', required: false },
  { name: 'region', label: 'School Region', required: false },
];

export const AGE_MESSAGE = `The age field must be between ${AGE_MIN} and ${AGE_MAX}.`;
export const GENDER_MESSAGE = 'The gender field must be one of Male, Female, Prefer not to Say.';

export interface StudentInput {
  first_name?: string | null;
  last_name?: string | null;
  gender?: string | null;
  grade?: string | number | null;
  age?: string | number | null;
  school?: string | null;
  region?: string | number | null;
}

export function genderLabel(value: string): string | null {
  return GENDERS.find((g) => g.value === value)?.label ?? null;
}

/** The age as a number, null when not given, NaN when not a number. */
export function parseAge(age: string | number | null | undefined): number | null {
  if (isBlank(age)) return null;
  if (typeof age === 'number') return age;
  const text = String(age).trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

export function isValidAge(age: string | number | null | undefined): boolean {
  const value = parseAge(age);
  if (value === null) return true;
  return Number.isInteger(value) && value >= AGE_MIN && value <= AGE_MAX;
}

/** Whether a region value means 'no region'. */
export function isNoRegion(region: string | number | null | undefined): boolean {
  return isBlank(region) || region === NO_REGION;
}

/** Client-side errors keyed by the API field names; empty when the form may be sent. */
export function validateStudent(input: StudentInput): FieldErrors {
  const errors = requiredErrors(STUDENT_FIELDS, input as Record<string, unknown>);
  if (!errors.gender && !genderLabel(String(input.gender).trim())) errors.gender = [GENDER_MESSAGE];
  if (!isValidAge(input.age)) errors.age = [AGE_MESSAGE];
  return errors;
}
