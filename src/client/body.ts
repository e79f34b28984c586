import type { BodyKind } from '../api/define';

type Fields = Record<string, unknown>;

function formValue(value: unknown): string | Blob {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  if (value === true) return '1';
  if (value === false) return '0';
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Encodes the fields for the wire; `override` carries `_method` for PATCH (or DELETE) sent as POST. JSON
 * stays an object: ofetch serialises it and sets its content type.
 */
export function encodeBody(kind: BodyKind, fields: Fields, override?: string): BodyInit | Fields | undefined {
  const all: Fields = override ? { ...fields, _method: override } : fields;
  switch (kind) {
    case 'json':
      return all;
    case 'form': {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(all)) {
        if (value !== undefined) form.append(key, formValue(value) as string);
      }
      return form;
    }
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(all)) {
        if (value !== undefined) form.append(key, formValue(value));
      }
      return form;
    }
    case 'none':
      return override ? encodeBody('form', {}, override) : undefined;
  }
}

/** Fields of a body-less call, as a query string object (undefined and null left out). */
export function queryOf(fields: Fields): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) query[key] = formValue(value) as string;
  }
  return query;
}
