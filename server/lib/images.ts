/** Raster formats an upload may be: what a browser shows in an <img> and cannot run as a page or script. */
export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the bytes are, by their magic number; null for anything else. The declared
 * type of an upload is the sender's word and is never trusted (an SVG or HTML page calling
 * itself image/png would run script when opened from our origin).
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' };
  return null;
}
