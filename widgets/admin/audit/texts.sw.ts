import type * as en from './texts';

/** Kiswahili of ./texts: the audit trail's words. */
export const AUDIT_TITLE = 'Kumbukumbu za mabadiliko';
export const AUDIT_INTRO =
  'Kila badiliko la mpangilio, ukurasa wa kuingia, mpango au eneo, la karibuni kwanza. Kwa siri, inaonyeshwa tu kwamba zilibadilika.';
export const CHANGES = 'Mabadiliko';
export const by: typeof en.by = (actor) => `na ${actor}`;
export const NOTHING_YET = 'Bado hakuna kilichobadilishwa.';
export const NEWER = 'Mapya zaidi';
export const OLDER = 'Ya zamani zaidi';
export const pageOf: typeof en.pageOf = (page, pages) => `Ukurasa ${page} kati ya ${pages}`;
export const PAGES = 'Kurasa za kumbukumbu za mabadiliko';

export const SUBJECTS: typeof en.SUBJECTS = {
  settings: () => 'Mipangilio ya tovuti',
  customization: (id) => `Ukurasa wa kuingia: ${id}`,
  plan: (id) => `Mpango ${id}`,
  region: (id) => `Eneo ${id}`,
};
export const NONE = '(hakuna)';
export const CHANGED = 'imebadilishwa';
