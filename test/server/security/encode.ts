import { randomBytes } from 'node:crypto';

/*
 * Request bodies as the three encodings of docs/behaviour.md, Calls carry them (JSON, urlencoded form,
 * multipart form), for tests that send the same fields every way.
 */

export type Encoding = 'json' | 'form' | 'multipart';
export const ENCODINGS: readonly Encoding[] = ['json', 'form', 'multipart'];

export interface FilePart {
  filename: string;
  contentType: string;
  data: string | Buffer;
}

export function encode(
  fields: Record<string, unknown>,
  encoding: Encoding,
): { payload: string | Buffer; contentType: string } {
  if (encoding === 'json') return { payload: JSON.stringify(fields), contentType: 'application/json' };
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, scalar(value));
    return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return multipart(fields);
}

/** A multipart body; values that are `FilePart`s go as files, the rest as text fields. */
export function multipart(fields: Record<string, unknown>): { payload: Buffer; contentType: string } {
  const boundary = `----soma${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (isFilePart(value)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        Buffer.isBuffer(value.data) ? value.data : Buffer.from(value.data),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${scalar(value)}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function isFilePart(value: unknown): value is FilePart {
  return value !== null && typeof value === 'object' && 'filename' in value && 'data' in value;
}

function scalar(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
