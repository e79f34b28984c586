import type { FastifyRequest } from 'fastify';
import { addFieldError, noFieldErrors, type FieldErrors } from '../../src/api/errors';
import { invalid } from '../errors';

/*
 * Text PostgreSQL cannot store, refused before it reaches a query: a NUL character (invalid in a
 * text value) and a lone UTF-16 surrogate (not encodable as UTF-8). Both only come from hostile or
 * broken clients, so the answer is a 422 naming the field, on every route.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is this pattern's job.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request of the contract (a payment is three levels); the JSON parser refuses more. */
export const MAX_JSON_DEPTH = 32;

export function badText(value: string): string | null {
  if (NUL.test(value)) return 'The :attribute field must not contain a NUL character.';
  if (LONE_SURROGATE.test(value)) return 'The :attribute field must be valid UTF-8 text.';
  return null;
}

/** Field errors for every string (and key) of the value that the database could not store. */
export function unstorableText(
  value: unknown,
  path: string[] = [],
  errors: FieldErrors = noFieldErrors(),
  depth = 0,
): FieldErrors {
  if (depth > MAX_JSON_DEPTH + 2) return errors;
  const report = (at: string[], problem: string) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is replaced so that the field's name can be stored.
    const key = at.length ? at.map((part) => part.replace(/[\u0000\uD800-\uDFFF]/g, '\uFFFD')).join('.') : 'body';
    addFieldError(errors, key, problem.replace(':attribute', key.replace(/_/g, ' ')));
  };
  if (typeof value === 'string') {
    const problem = badText(value);
    if (problem) report(path, problem);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) unstorableText(item, [...path, String(index)], errors, depth + 1);
  } else if (isMultipartPart(value)) {
    if (value.type === 'field') unstorableText(value.value, path, errors, depth + 1);
    else if (typeof value.filename === 'string') unstorableText(value.filename, path, errors, depth + 1);
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const problem = badText(key);
      if (problem) report([...path, key], problem);
      unstorableText(item, [...path, key], errors, depth + 1);
    }
  }
  return errors;
}

/** A Fastify `preHandler`: the body, query and path parameters of every request. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const errors = noFieldErrors();
  for (const source of [request.query, request.body, request.params]) unstorableText(source, [], errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  filename?: string;
}

function isMultipartPart(value: unknown): value is MultipartPart {
  return (
    value !== null &&
    typeof value === 'object' &&
    'fieldname' in value &&
    ((value as MultipartPart).type === 'field' || (value as MultipartPart).type === 'file')
  );
}

/**
 * How deep a JSON text nests, without parsing it, stopping early past `limit`: a body nested
 * thousands deep would overflow the stack of whatever walks it after `JSON.parse`.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth -= 1;
  }
  return false;
}

/** Fastify reports these as plain errors (a 500) though the client sent them. */
export function isMalformedMultipart(error: Error): boolean {
  return /^Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Boundary not found/.test(
    error.message ?? '',
  );
}
