import type * as en from './texts';

/* Kiswahili of ./texts: the Brand card. */

export const BRAND = 'Utambulisho';
export const BRAND_NAME = 'Jina la tovuti';
export const BRAND_NAME_HINT = 'Huonekana juu ya tovuti na kwenye vichwa vya vichupo vyake. Ikiachwa wazi: Soma.';
export const PRIMARY = 'Rangi kuu';
export const PRIMARY_TEXT = 'Rangi ya maandishi juu ya rangi kuu';
export const TEXT = 'Rangi ya maandishi';
export const COLOUR_HINT = 'Rangi ya hex kama #1a2b3c. Ikiachwa wazi: rangi ya mandhari yenyewe.';
export const pickColour: typeof en.pickColour = (label) => `Chagua ${label.toLowerCase()}`;
export const FONT = 'Fonti';
export const FONT_HINT = 'Fonti zilizomo tayari kwenye vifaa vya watu: hakuna kinachopakuliwa.';
export const EMBEDDED = 'Tumia utambulisho kwenye vipengele vilivyopachikwa';
export const EMBEDDED_HINT =
  'Vipengele vilivyo kwenye tovuti nyingine vinaonyesha rangi na fonti hizi pia. Ukurasa bado unaweza kuweka sifa zake za --soma-* kwenye kipengele, na hizo ndizo hushinda.';
export const SAMPLE = 'Mfano';
export const SAMPLE_BUTTON = 'Ingia';
export const SAMPLE_LINK = 'Umesahau Nenosiri?';
export const FAVICON_HINT = 'Faili ya PNG au ICO ya hadi KB 100, mraba (32 × 32 au zaidi).';
export const FAVICON_DEFAULT = 'Tovuti inaonyesha favicon ya Soma yenyewe.';
export const FAVICON_CURRENT = 'Favicon ya sasa';
export const UPLOAD_FAVICON = 'Pakia favicon';
export const REPLACE_FAVICON = 'Badilisha favicon';
export const DELETE_FAVICON = 'Futa favicon';
export const FAVICON_UPLOADED = 'Favicon imepakiwa.';
export const FAVICON_DELETED = 'Favicon imefutwa: tovuti inaonyesha tena favicon ya Soma yenyewe.';

/** Each brand setting's label, for the list of what was saved. */
export const BRAND_LABELS: typeof en.BRAND_LABELS = {
  brand_name: BRAND_NAME,
  brand_primary: PRIMARY,
  brand_primary_text: PRIMARY_TEXT,
  brand_text: TEXT,
  brand_font: FONT,
  brand_embedded: EMBEDDED,
};
