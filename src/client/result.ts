import type { FieldErrors } from '../api/errors';

export type { FieldErrors };

/**
 * What a call answers:
 * - `ok`: the data, checked against the call's response struct;
 * - `invalid`: the server refused the input (422 and other 4xx): a global message and field errors
 *   for the form to show;
 * - `failed`: nothing the user can act on (500, network, malformed answer, expired session); it has
 *   been logged and the form should simply unlock.
 */
export type Result<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'invalid'; status: number; message: string; errors: FieldErrors }
  | { ok: false; kind: 'failed'; status: number; message: string; errors: FieldErrors };

export function invalid(status: number, message: string, errors: FieldErrors = {}): Result<never> {
  return { ok: false, kind: 'invalid', status, message, errors };
}

export function failed(status: number, message = ''): Result<never> {
  return { ok: false, kind: 'failed', status, message, errors: {} };
}

/** Reads a Laravel error body: `{ message, errors: { field: [text] } }`; tolerant of odd shapes. */
export function decodeError(status: number, body: unknown): Result<never> {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : '';
  const errors: FieldErrors = {};
  if (record.errors && typeof record.errors === 'object') {
    for (const [field, value] of Object.entries(record.errors as Record<string, unknown>)) {
      const list = Array.isArray(value) ? value : [value];
      errors[field] = list.filter((item): item is string => typeof item === 'string');
    }
  }
  return invalid(status, message, errors);
}
