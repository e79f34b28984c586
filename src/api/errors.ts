import { validate as check, type Failure, type Struct } from 'superstruct';

/** Field errors keyed by dot path, as Laravel answers them with a 422. */
export type FieldErrors = Record<string, string[]>;

export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: FieldErrors };

/** Key for failures that concern the whole body rather than one field. */
export const BODY_KEY = 'body';

/**
 * Validates and coerces a request: the client's typed input as well as a form post's strings.
 * Failures come back in Laravel's shape and wording so that both sides show the same text.
 */
export function validate<T>(struct: Struct<T, any>, value: unknown): Validation<T> {
  const [error, result] = check(withoutMethodOverride(value), struct, { coerce: true });
  if (!error) return { ok: true, value: result as T };
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const key = failure.path.length ? failure.path.join('.') : BODY_KEY;
    const text = describe(failure);
    const list = (errors[key] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return { ok: false, message: summary(errors), errors };
}

/** Laravel's global message: the first error, then "(and N more errors)". */
export function summary(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return 'The given data was invalid.';
  const rest = all.length - 1;
  if (rest === 0) return all[0];
  return `${all[0]} (and ${rest} more ${rest === 1 ? 'error' : 'errors'})`;
}

/** Nested fields named by what the family reads beside them rather than by their path (Laravel's custom attributes). */
const ATTRIBUTES = new Map([
  ['payment.info.phone_number', 'M-Pesa phone number'],
  ['payment.info.payment_method_id', 'card'],
  ['payment.method', 'payment method'],
]);

/** Laravel's attribute name: `first_name` reads "first name"; nested keys keep their dots unless named above. */
export function attributeName(path: readonly unknown[]): string {
  const key = path.map(String).join('.');
  return path.length ? (ATTRIBUTES.get(key) ?? key.replace(/_/g, ' ')) : 'body';
}

function describe(failure: Failure): string {
  const attribute = attributeName(failure.path);
  if (failure.type === 'never') return `The ${attribute} field is prohibited.`;
  if (isMissing(failure.value)) return `The ${attribute} field is required.`;
  if (failure.message.includes(':attribute')) return failure.message.replace(/:attribute/g, attribute);
  switch (failure.type) {
    case 'string':
      return `The ${attribute} field must be a string.`;
    case 'integer':
      return `The ${attribute} field must be an integer.`;
    case 'number':
      return `The ${attribute} field must be a number.`;
    case 'boolean':
      return `The ${attribute} field must be true or false.`;
    case 'array':
    case 'object':
    case 'type':
      return `The ${attribute} field must be an array.`;
    default:
      return `The selected ${attribute} is invalid.`;
  }
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * PATCH travels as a POST carrying `_method`; that field routes the request and is not part
 * of any call's payload.
 */
function withoutMethodOverride(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !('_method' in value)) return value;
  const { _method: _, ...rest } = value as Record<string, unknown>;
  return rest;
}
