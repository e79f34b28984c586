import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FAVICON_LIMIT_BYTES } from '../../src/api/settings';
import type { FieldErrors } from '../../src/api/errors';
import { isHexColour } from '../../src/api/brand';
import { brandContrastProblems, brandCss, DEFAULT_BRAND_NAME, longHex, type BrandValues } from '../../src/domain/brand';
import { invalid } from '../errors';
import { deleteFile, findFile, findFileByPath, replaceFile } from '../repositories/files';
import { getSetting, putSettings } from '../repositories/settings';
import { record } from './audit';
import type { ServiceContext } from './context';

/*
 * The brand (docs/behaviour.md, Brand): the rules of its settings beyond the contract's, what
 * `GET /settings` and `GET /app` show of it, and the favicon. The favicon's bytes are kept with the
 * logos (a `logo` file named `favicon`), so that every instance serves the one another stored.
 */

type Checked = { value: unknown } | { error: string };
type Values = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Normalising rules of the brand's settings, beside the others of `POST /settings`. */
export const BRAND_RULES: Record<string, (value: unknown, key: string) => Checked> = {
  brand_name: (value) => ({ value: text(value).replace(/\s+/g, ' ') }),
  brand_primary: colour,
  brand_primary_text: colour,
  brand_text: colour,
};

/** A colour as stored: `#rrggbb` in lower case, or blank for the theme's. */
function colour(value: unknown, key: string): Checked {
  const given = text(value);
  if (given === '') return { value: '' };
  if (!isHexColour(given))
    return { error: `The ${key.replace(/_/g, ' ')} field must be a hex colour such as #1a2b3c.` };
  return { value: longHex(given) };
}

const COLOUR_KEYS = ['brand_primary', 'brand_primary_text', 'brand_text'] as const;

/**
 * Colours that would be hard to read, checked on what the save would leave when it changes any
 * colour. Each problem stays under its own field, where the Brand card shows it.
 */
export function brandErrors(next: Values, changed: (key: string) => boolean): FieldErrors {
  if (!COLOUR_KEYS.some(changed)) return {};
  const errors: FieldErrors = {};
  for (const [key, problem] of Object.entries(brandContrastProblems(next as BrandValues))) {
    if (problem) errors[key] = [problem];
  }
  return errors;
}

/** The brand as `GET /settings` shows it. */
export function brandView(values: Values, publicUrl: string) {
  const version = text(values.brand_favicon);
  return {
    brand_name: text(values.brand_name) || DEFAULT_BRAND_NAME,
    brand_primary: text(values.brand_primary),
    brand_primary_text: text(values.brand_primary_text),
    brand_text: text(values.brand_text),
    brand_font: text(values.brand_font) || 'system',
    brand_embedded: values.brand_embedded === true,
    brand_favicon: version ? faviconUrl(publicUrl, version) : null,
  };
}

/** The brand as `GET /app` carries it: the name, and the CSS that applies the rest. */
export function publicBrand(values: Values): { name: string; css: string } {
  return { name: text(values.brand_name) || DEFAULT_BRAND_NAME, css: brandCss(values) };
}

/** The favicon's address; the version in it changes with the bytes, so a new one shows at once. */
export function faviconUrl(publicUrl: string, version: string): string {
  return `${publicUrl}/favicon.ico?v=${version}`;
}

/** A favicon as `/favicon.ico` serves it. */
export interface Favicon {
  bytes: Uint8Array;
  contentType: string;
  etag: string;
}

const FAVICON_NAME = 'favicon';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What a favicon may be, by its bytes (the declared type is the sender's word): a PNG, or an ICO
 * holding at least one image. Neither can run anything; an SVG could, and is refused.
 */
export function faviconType(bytes: Uint8Array): { mime: string; extension: string } | null {
  if (bytes.length >= 8 && PNG.every((byte, index) => bytes[index] === byte)) {
    return { mime: 'image/png', extension: 'png' };
  }
  const icoImages = bytes.length >= 6 ? bytes[4]! | (bytes[5]! << 8) : 0;
  if (bytes.length >= 22 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0 && icoImages > 0) {
    return { mime: 'image/x-icon', extension: 'ico' };
  }
  return null;
}

const etagOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url').slice(0, 16);

let defaultFavicon: Favicon | undefined;

/** Soma's own favicon, served while the site has uploaded none. */
export function defaultFaviconFile(): Favicon {
  if (!defaultFavicon) {
    const bytes = new Uint8Array(readFileSync(new URL('../assets/favicon.png', import.meta.url)));
    defaultFavicon = { bytes, contentType: 'image/png', etag: etagOf(bytes) };
  }
  return defaultFavicon;
}

/** The site's favicon, or null while it has none. */
export async function readFavicon(ctx: ServiceContext): Promise<Favicon | null> {
  const info = await findFile(ctx.db, 'logo', FAVICON_NAME);
  const file = info ? await findFileByPath(ctx.db, info.path) : undefined;
  if (!file?.bytes) return null;
  return { bytes: file.bytes, contentType: file.content_type, etag: etagOf(file.bytes) };
}

/**
 * Stores the favicon in place of any earlier one, recorded in the audit trail by its version (a
 * hash of its bytes); answers its address.
 */
export async function saveFavicon(ctx: ServiceContext, file: Blob, actorId: number): Promise<string> {
  if (file.size > FAVICON_LIMIT_BYTES) throw invalid({ favicon: [FAVICON_TOO_LARGE] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = faviconType(bytes);
  if (!type) throw invalid({ favicon: [FAVICON_WRONG_TYPE] });
  const version = etagOf(bytes);
  await ctx.db.transaction().execute(async (trx) => {
    const before = text(await getSetting(trx, 'brand_favicon')) || null;
    await replaceFile(trx, {
      kind: 'logo',
      name: FAVICON_NAME,
      path: `logos/${FAVICON_NAME}-${version}.${type.extension}`,
      content_type: type.mime,
      size: bytes.length,
      bytes,
    });
    await putSettings(trx, { brand_favicon: version });
    await record(trx, actorId, 'settings', { brand_favicon: { from: before, to: version } }, ctx.now());
  });
  return faviconUrl(ctx.config.publicUrl, version);
}

/** Removes the favicon (the default one is served again); recorded in the audit trail. */
export async function removeFavicon(ctx: ServiceContext, actorId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = text(await getSetting(trx, 'brand_favicon')) || null;
    const removed = await deleteFile(trx, 'logo', FAVICON_NAME);
    await putSettings(trx, { brand_favicon: '' });
    if (removed) await record(trx, actorId, 'settings', { brand_favicon: { from: before, to: null } }, ctx.now());
  });
}

export const FAVICON_TOO_LARGE = `The favicon field must not be greater than ${FAVICON_LIMIT_BYTES / 1024} kilobytes.`;
export const FAVICON_WRONG_TYPE = 'The favicon field must be a file of type: png, ico.';
