import { isBlank, requiredErrors } from './fields';
import { AGE_MAX, AGE_MIN } from './limits';
import {
  AGE,
  AGE_MESSAGE,
  FEMALE,
  FIRST_NAME,
  GENDER,
  GENDER_MESSAGE,
  GRADE,
  LAST_NAME,
  MALE,
  PREFER_NOT_TO_SAY,
  SCHOOL_NAME,
  SCHOOL_REGION,
} from './studentFormTexts';
import type { Field, FieldErrors } from './types';

export type Gender = 'm' | 'f' | 'o';

export const GENDERS: readonly { value: Gender; label: string }[] = [
  { value: 'm', label: MALE },
  { value: 'f', label: FEMALE },
  { value: 'o', label: PREFER_NOT_TO_SAY },
];

/** The region choice that means no region. */
export const NO_REGION = 'None';

export const STUDENT_FIELDS: readonly Field[] = [
  { name: 'first_name', label: FIRST_NAME, required: true },
  { name: 'last_name', label: LAST_NAME, required: true },
  { name: 'gender', label: GENDER, required: true },
  { name: 'grade', label: GRADE, required: true },
  { name: 'age', label: AGE, required: false },
  { name: 'school', label: SCHOOL_NAME, required: false },
  { name: 'region', label: SCHOOL_REGION, required: false },
];

export { AGE_MESSAGE, GENDER_MESSAGE };

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
