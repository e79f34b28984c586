import { requiredMessage } from './fieldsTexts';
import type { Field, FieldErrors } from './types';

export { requiredMessage };

/** Whether a form value counts as not given: nothing, or only spaces. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** Errors for every required field left blank, in field order. */
export function requiredErrors(fields: readonly Field[], values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (field.required && isBlank(values[field.name])) errors[field.name] = [requiredMessage(field.label)];
  }
  return errors;
}

/** Whether an errors object holds no message. */
export function isValid(errors: FieldErrors): boolean {
  return Object.values(errors).every((messages) => messages.length === 0);
}
