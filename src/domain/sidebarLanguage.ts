import type { EditableCustomization } from '../api/admin';
import type { Locale } from '../api/lang/locales';
import type { Customization } from '../api/structs';

/** The texts an administrator may give in each language, beside the sidebar's lines. */
const TEXTS = ['sidebar_title', 'sidebar_footer', 'logo_alt', 'nav_logo_alt'] as const;

/**
 * A login page's customisation as a reader of `locale` sees it (docs/languages.md, The
 * administrator's texts): each text in that language where the administrator gave it, else in
 * English; a text line's words and an image line's description alike. The server answers `GET /app`
 * with it; the editor's preview draws the language being edited with it.
 */
export function customizationIn(customization: EditableCustomization, locale: Locale): Customization {
  const { translations, ...english } = customization;
  const own = locale === 'en' ? null : translations[locale];
  if (!own) return english;
  const shown = { ...english };
  for (const key of TEXTS) shown[key] = own[key] || english[key];
  shown.sidebar_lines = english.sidebar_lines.map((line, index) => {
    const texts = own.sidebar_lines[index];
    return line.type === 'image'
      ? { ...line, alt: texts?.alt || line.alt }
      : { ...line, value: texts?.value || line.value };
  });
  return shown;
}
