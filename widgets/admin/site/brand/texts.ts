/* Texts of the Brand card (docs/behaviour.md, Brand). */

export const BRAND = 'Brand';
export const BRAND_NAME = 'Portal name';
export const BRAND_NAME_HINT = 'Shown in the portal’s header and in its tab titles. Blank: Soma.';
export const PRIMARY = 'Primary colour';
export const PRIMARY_TEXT = 'Text on primary colour';
export const TEXT = 'Text colour';
export const COLOUR_HINT = 'A hex colour such as #1a2b3c. Blank: the theme’s own.';
export const pickColour = (label: string) => `Pick the ${label.toLowerCase()}`;
export const FONT = 'Font';
export const FONT_HINT = 'Fonts already on people’s devices: nothing is downloaded.';
export const EMBEDDED = 'Apply the brand to embedded elements';
export const EMBEDDED_HINT =
  'Elements on other sites show these colours and font too. A page can still set its own --soma-* properties on an element, and those win.';
export const SAMPLE = 'Sample';
export const SAMPLE_BUTTON = 'Login';
export const SAMPLE_LINK = 'Forgot Password?';
export const FAVICON_HINT = 'A PNG or ICO file of up to 100 KB, square (32 × 32 or larger).';
export const FAVICON_DEFAULT = 'The portal shows Soma’s own favicon.';
export const FAVICON_CURRENT = 'Current favicon';
export const UPLOAD_FAVICON = 'Upload a favicon';
export const REPLACE_FAVICON = 'Replace the favicon';
export const DELETE_FAVICON = 'Delete the favicon';
export const FAVICON_UPLOADED = 'Favicon uploaded.';
export const FAVICON_DELETED = 'Favicon deleted: the portal shows Soma’s own again.';

/** Each brand setting's label, for the list of what was saved. */
export const BRAND_LABELS: Record<string, string> = {
  brand_name: BRAND_NAME,
  brand_primary: PRIMARY,
  brand_primary_text: PRIMARY_TEXT,
  brand_text: TEXT,
  brand_font: FONT,
  brand_embedded: EMBEDDED,
};
