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

/** 'Mipangilio ya tovuti', 'Ukurasa wa kuingia: student', 'Mpango 3', 'Eneo 7'. */
export const subjectText: typeof en.subjectText = (subject) => {
  const [area, id] = subject.split(':');
  switch (area) {
    case 'settings':
      return 'Mipangilio ya tovuti';
    case 'customization':
      return `Ukurasa wa kuingia: ${id}`;
    case 'plan':
      return `Mpango ${id}`;
    case 'region':
      return `Eneo ${id}`;
    default:
      return subject;
  }
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(hakuna)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field: 'style: subscription → trial', 'card_secret_key: imebadilishwa'. */
export const changeLines: typeof en.changeLines = (changes) =>
  Object.entries(changes).map(([field, change]) =>
    change === 'changed' ? `${field}: imebadilishwa` : `${field}: ${valueText(change.from)} → ${valueText(change.to)}`,
  );
