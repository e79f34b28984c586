import type { Answer, TestApp } from '../../harness';

/* Image bytes, a multipart sender and an expired-session helper for the administration tests. */

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JFIF file: enough for a check by magic number. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14),
]);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
export const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

export interface FilePart {
  bytes: Uint8Array;
  type: string;
  filename: string;
}

/** POSTs a multipart form, as the SDK sends uploads. */
export async function postMultipart(
  t: TestApp,
  url: string,
  fields: Record<string, string | FilePart>,
  token?: string | null,
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.inject({ method: 'POST', url, headers, payload: Buffer.from(await encoded.arrayBuffer()) });
}

export const png = (filename = 'icon.png'): FilePart => ({ bytes: PNG, type: 'image/png', filename });

/** Runs `call` with every session past its expiry, then puts the clock back. */
export async function whenExpired<T>(t: TestApp, call: () => Promise<T>): Promise<T> {
  t.clock.advance(t.config.sessionTtlSeconds + 60);
  try {
    return await call();
  } finally {
    t.clock.reset();
  }
}
