import { validate as check, type Failure, type Struct } from 'superstruct';
import { INVALID_DATA, moreErrors } from './errorsTexts';

/** Field errors keyed by dot path, as Laravel answers them with a 422. */
export type FieldErrors = Record<string, string[]>;

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string; errors: FieldErrors };

/** Key for failures that concern the whole body rather than one field. */
export const BODY_KEY = 'body';

/**
 * Validates and coerces a request: the client's typed input as well as a form post's strings.
 * Failures come back in Laravel's shape and wording so that both sides show the same text.
 */
export function validate<T>(struct: Struct<T, any>, value: unknown): Validation<T> {
  const input = withoutMethodOverride(value);
  let outcome: { value: T } | { failures: Failure[] };
  try {
    outcome = run(struct, input);
  } catch (error) {
    // Superstruct names a refused value with `${value}`, which throws for an object holding its
    // own `toString` key ({"login": {"toString": 1}}): such input is checked again as a copy that prints.
    if (!(error instanceof TypeError)) throw error;
    outcome = run(struct, printable(input));
  }
  if ('value' in outcome) return { ok: true, value: outcome.value };
  const errors = noFieldErrors();
  for (const failure of outcome.failures) {
    addFieldError(errors, failure.path.length ? failure.path.join('.') : BODY_KEY, describe(failure));
  }
  return { ok: false, message: summary(errors), errors };
}

/** The coerced value, or every failure (superstruct lists them lazily, so they are all taken here). */
function run<T>(struct: Struct<T, any>, input: unknown): { value: T } | { failures: Failure[] } {
  const [error, value] = check(input, struct, { coerce: true });
  return error ? { failures: [...error.failures()] } : { value: value as T };
}

/**
 * Field errors keyed by what a client sent, so without a prototype: a field named `constructor`,
 * `toString` or `__proto__` is a key like any other, never something every object inherits.
 */
export function noFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/** Adds `text` under `key`, once. */
export function addFieldError(errors: FieldErrors, key: string, text: string): void {
  const list = Object.hasOwn(errors, key) ? errors[key]! : (errors[key] = []);
  if (!list.includes(text)) list.push(text);
}

/** Laravel's global message: the first error, then "(and N more errors)". */
export function summary(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return INVALID_DATA;
  const rest = all.length - 1;
  if (rest === 0) return all[0];
  return moreErrors(all[0], rest);
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
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, '_method'))
    return value;
  const { _method: _, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** A copy of the client's value whose objects, whatever keys they hold, print as text. */
function printable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(printable);
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = Object.create(null);
  for (const [key, item] of Object.entries(value)) copy[key] = printable(item);
  return Object.defineProperty(copy, Symbol.toPrimitive, { value: () => '[object Object]' });
}
