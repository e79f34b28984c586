import { array, boolean, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { flag, image, oneOf, text, url } from './rules';
import { CONFIG_KEYS, Customization, NoFields, Success } from './structs';

/* The login pages' customisation, icons and logos. The site settings' calls are in settings.ts. */

/**
 * A login page's texts in Kiswahili (docs/languages.md, The administrator's texts), each under the
 * rule of its English field. `sidebar_lines` follows the English lines one for one: a text line's
 * `value`, an image line's `alt`. Empty or left out, a text shows in English.
 */
const TextsSave = object({
  sidebar_title: optional(text()),
  sidebar_lines: optional(array(object({ value: optional(text(2048)), alt: optional(text()) }))),
  sidebar_footer: optional(text()),
  logo_alt: optional(text()),
  nav_logo_alt: optional(text()),
});

export const CustomizationSave = object({
  config_key: oneOf(CONFIG_KEYS),
  hide_sidebar: flag(),
  sidebar_title: text(),
  sidebar_lines: array(object({ type: oneOf(['text', 'image']), value: text(2048), alt: optional(text()) })),
  sidebar_footer_url: url(),
  sidebar_footer: text(),
  /** Alternative texts of the page's logos; left out, the stored ones are kept. */
  logo_alt: optional(text()),
  nav_logo_alt: optional(text()),
  /** The texts in other languages; given, they replace the stored ones whole; left out, those are kept. */
  translations: optional(object({ sw: optional(TextsSave) })),
});
export type CustomizationSave = Infer<typeof CustomizationSave>;

/** A login page's texts in one other language, every one given (empty: the English shows). */
export const CustomizationTexts = type({
  sidebar_title: string(),
  /** One per English line, in its order. */
  sidebar_lines: array(type({ value: string(), alt: string() })),
  sidebar_footer: string(),
  logo_alt: string(),
  nav_logo_alt: string(),
});
export type CustomizationTexts = Infer<typeof CustomizationTexts>;

/**
 * A login page's customisation as its administrator edits it: the English texts, as `GET /app`
 * answers them to an English reader, and the texts in each other language.
 */
export const EditableCustomization = type({ ...Customization.schema, translations: type({ sw: CustomizationTexts }) });
export type EditableCustomization = Infer<typeof EditableCustomization>;

export const EditableCustomizations = type({ standard: EditableCustomization, student: EditableCustomization });
export type EditableCustomizations = Infer<typeof EditableCustomizations>;

/** Both login pages' customisations in every language, for the editor. */
export const getCustomizations = defineCall({
  id: 'admin.customizations',
  method: 'GET',
  path: '/customizations',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: EditableCustomizations,
});

export const saveCustomization = defineCall({
  id: 'admin.saveCustomization',
  method: 'POST',
  path: '/customizations',
  body: 'json',
  access: 'admin',
  request: CustomizationSave,
  response: type({ success: boolean(), customizations: EditableCustomizations }),
});

export const listIcons = defineCall({
  id: 'admin.icons',
  method: 'GET',
  path: '/resources/icons',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: array(string()),
});

/** Answers the stored icon's URL. */
export const uploadIcon = defineCall({
  id: 'admin.uploadIcon',
  method: 'POST',
  path: '/resources/icons',
  body: 'multipart',
  access: 'admin',
  request: object({ icon: image() }),
  response: type({ icon: string() }),
});

export const LOGO_NAMES = ['standard_main_logo', 'standard_nav_logo', 'student_main_logo'] as const;
export type LogoName = (typeof LOGO_NAMES)[number];

export const uploadLogo = defineCall({
  id: 'admin.uploadLogo',
  method: 'POST',
  path: '/resources/logos',
  body: 'multipart',
  access: 'admin',
  request: object({ name: oneOf(LOGO_NAMES), logo: image() }),
  response: type({ name: string(), url: string() }),
});

export const deleteLogo = defineCall({
  id: 'admin.deleteLogo',
  method: 'DELETE',
  path: '/resources/logos/{name}',
  body: 'none',
  access: 'admin',
  request: object({ name: oneOf(LOGO_NAMES) }),
  response: Success,
});
