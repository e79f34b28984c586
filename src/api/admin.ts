import { array, boolean, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { flag, image, oneOf, text, url } from './rules';
import { CONFIG_KEYS, Customizations, NoFields, Success } from './structs';

/* The login pages' customisation, icons and logos. The site settings' calls are in settings.ts. */

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
});
export type CustomizationSave = Infer<typeof CustomizationSave>;

export const saveCustomization = defineCall({
  id: 'admin.saveCustomization',
  method: 'POST',
  path: '/customizations',
  body: 'json',
  access: 'admin',
  request: CustomizationSave,
  response: type({ success: boolean(), customizations: Customizations }),
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
