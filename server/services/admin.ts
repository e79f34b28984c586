import type { CustomizationSave, SettingsUpdate } from '../../src/api/admin';
import { attributeName, type FieldErrors } from '../../src/api/errors';
import type { Customizations, SiteSettings } from '../../src/api/structs';
import { DEFAULT_SETTINGS } from '../db/data/settings';
import type { SidebarLine } from '../db/schema';
import { invalid } from '../errors';
import { saveCustomization } from '../repositories/customizations';
import type { ServiceContext } from './context';
import { normalizeOrigin, type SettingsMap, type SettingsService } from './settings';

/** What `POST /settings` accepts: the contract's keys plus the CORS allow-list, which only the server reads. */
export type SiteSettingsUpdate = SettingsUpdate & { cors_origins?: string };

/** Site settings as administrators see them, with the server's own CORS allow-list. */
export type SiteSettingsView = SiteSettings & { cors_origins: string };

export const SECRET_KEYS: ReadonlySet<string> = new Set(
  Object.entries(DEFAULT_SETTINGS)
    .filter(([, setting]) => setting.secret)
    .map(([key]) => key),
);

const MASK = '••••••••';
const MASK_CHAR = '•';

/**
 * How a secret leaves the server: null when unset, otherwise a mask that says only that it is
 * set. Secrets are write-only: no answer carries any part of one, not even its last characters.
 */
export function maskSecret(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return MASK;
}

export const MAX_SIDEBAR_LINES = 50;

export interface AdminService {
  /** `GET /settings`: every site setting, secrets masked. */
  siteSettings(): Promise<SiteSettingsView>;
  /** Saves the settings that differ from the stored ones; answers those keys as `GET /settings` shows them. */
  saveSettings(update: SiteSettingsUpdate): Promise<Record<string, unknown>>;
  /** Replaces one login sidebar; answers both as `GET /app` shows them. */
  saveCustomization(input: CustomizationSave): Promise<Customizations>;
}

export function adminService(ctx: ServiceContext, deps: { settings: SettingsService }): AdminService {
  const { settings } = deps;

  const freshSettings = (): Promise<SettingsMap> => settings.all();

  return {
    async siteSettings() {
      return siteSettingsView(await freshSettings());
    },

    async saveSettings(update) {
      const current = await freshSettings();
      const errors: FieldErrors = {};
      const changes: SettingsMap = {};
      for (const [key, given] of Object.entries(update)) {
        if (given === undefined) continue;
        if (SECRET_KEYS.has(key) && typeof given === 'string' && given.includes(MASK_CHAR)) {
          // The form sends back what `GET /settings` showed: that means "unchanged", never a new secret.
          if (given === maskSecret(current[key])) continue;
          errors[key] = [`The ${attributeName([key])} field must be entered in full; a masked value cannot be saved.`];
          continue;
        }
        const checked = SETTING_RULES[key]?.(given, key) ?? { value: given };
        if ('error' in checked) {
          errors[key] = [checked.error];
          continue;
        }
        if (!sameValue(current[key], checked.value)) changes[key] = checked.value;
      }
      if (Object.keys(errors).length) throw invalid(errors);
      await settings.put(changes);
      const view = siteSettingsView({ ...current, ...changes }) as unknown as Record<string, unknown>;
      return Object.fromEntries(Object.keys(changes).map((key) => [key, view[key]]));
    },

    async saveCustomization(input) {
      const errors: FieldErrors = {};
      if (input.sidebar_lines.length > MAX_SIDEBAR_LINES) {
        errors.sidebar_lines = [`The sidebar lines field must not have more than ${MAX_SIDEBAR_LINES} items.`];
      }
      const lines = input.sidebar_lines.map((line, index): SidebarLine => {
        const key = `sidebar_lines.${index}.value`;
        // The contract allows only these two kinds.
        const kind = line.type as SidebarLine['type'];
        if (line.value === '') errors[key] = [`The ${attributeName([key])} field is required.`];
        if (kind === 'text' || line.value === '') return { type: kind, value: line.value };
        const image = ownOrHttpsImage(line.value, ctx.config.publicUrl);
        if (image === null) errors[key] = [`The ${attributeName([key])} field must be an https URL or an uploaded image.`];
        return { type: kind, value: image ?? line.value };
      });
      if (input.sidebar_footer_url !== '' && !isHttpsOrPath(input.sidebar_footer_url)) {
        errors.sidebar_footer_url = ['The sidebar footer url field must be an https URL or a path starting with a slash.'];
      }
      if (Object.keys(errors).length) throw invalid(errors);

      await saveCustomization(ctx.db, input.config_key, {
        hide_sidebar: input.hide_sidebar,
        sidebar_title: input.sidebar_title,
        sidebar_lines: lines,
        sidebar_footer_url: input.sidebar_footer_url,
        sidebar_footer: input.sidebar_footer,
      });
      return settings.customizations();
    },
  };
}

function siteSettingsView(values: SettingsMap): SiteSettingsView {
  return {
    style: values.style === 'trial' ? 'trial' : 'subscription',
    shopCurrency: text(values.shopCurrency) || 'Ksh',
    accountRequirements: values.accountRequirements === 'phone_number' ? 'phone_number' : 'email',
    debug: values.debug === true,
    phone_countries: text(values.phone_countries) || 'KE',
    platform: orNull(values.platform),
    platform_key: maskSecret(values.platform_key),
    platform_school_id: orNull(values.platform_school_id),
    ga: orNull(values.ga),
    feedback_url: orNull(values.feedback_url),
    support_url: orNull(values.support_url),
    card_public_key: orNull(values.card_public_key),
    card_secret_key: maskSecret(values.card_secret_key),
    card_webhook_secret: maskSecret(values.card_webhook_secret),
    sms_url: orNull(values.sms_url),
    sms_username: orNull(values.sms_username),
    sms_password: maskSecret(values.sms_password),
    sms_oauth_id: orNull(values.sms_oauth_id),
    sms_oauth_secret: maskSecret(values.sms_oauth_secret),
    smtp_url: maskSecret(values.smtp_url),
    mail_from: orNull(values.mail_from),
    student_login_enabled: values.student_login_enabled === true,
    alternate_login_type: values.alternate_login_type === 'standard' ? 'standard' : 'student',
    alternate_login_url: text(values.alternate_login_url),
    tutor_enabled: values.tutor_enabled === true,
    tutor_course_ids: text(values.tutor_course_ids),
    cors_origins: text(values.cors_origins),
  };
}

type Checked = { value: unknown } | { error: string };
type Rule = (value: unknown, key: string) => Checked;

/**
 * Rules the contract's field types leave open. Each also normalises; a blank value always
 * passes and clears the setting.
 */
const SETTING_RULES: Record<string, Rule> = {
  shopCurrency(value) {
    const currency = String(value).trim();
    return currency === '' ? { error: 'The shop currency field is required.' } : { value: currency };
  },
  platform: absoluteUrl,
  sms_url: absoluteUrl,
  smtp_url(value) {
    const given = String(value).trim();
    if (given === '') return { value: given };
    try {
      const url = new URL(given);
      if ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') return { value: given };
    } catch {
      // Falls through to the error below.
    }
    return { error: 'The smtp url field must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.com:587.' };
  },
  mail_from(value) {
    const given = String(value).trim();
    if (given === '' || /^([^<>@\r\n]*<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/.test(given)) return { value: given };
    return { error: 'The mail from field must be an email address, such as School <office@school.example>.' };
  },
  alternate_login_url(value) {
    const path = String(value);
    if (path === '') return { value: path };
    return isLoginPath(path)
      ? { value: path.replace(/\/+$/, '') }
      : { error: 'The alternate login url field must be a path starting with a slash, such as /student.' };
  },
  cors_origins(value) {
    const items = String(value)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const origins = items.map((item) => (isBareOrigin(item) ? normalizeOrigin(item) : null));
    if (origins.some((origin) => origin === null)) {
      return { error: 'The cors origins field must be a comma-separated list of origins, such as https://school.example.' };
    }
    return { value: [...new Set(origins)].join(',') };
  },
};

function absoluteUrl(value: unknown, key: string): Checked {
  const given = String(value);
  if (given === '') return { value: given };
  try {
    const url = new URL(given);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return { value: given };
  } catch {
    // Falls through to the error below.
  }
  return { error: `The ${attributeName([key])} field must be a valid URL.` };
}

/** Paths the server answers itself cannot also be a login page. */
const RESERVED_PATH = /^\/(api|sdk|uploads|account|learn)(\/|$)/i;

function isLoginPath(path: string): boolean {
  return /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*\/?$/.test(path) && !RESERVED_PATH.test(path) && !path.includes('..');
}

/** `https://school.example`, with a port or a trailing slash; a path, query or credentials mean it is not an origin. */
function isBareOrigin(value: string): boolean {
  return /^https?:\/\/[^/?#@\s]+\/?$/i.test(value) && normalizeOrigin(value) !== null;
}

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[A-Za-z0-9]+$/;

/**
 * An image a sidebar may show: an https URL, or one of our uploads (given as its path or its
 * full URL), which is stored as the path.
 */
function ownOrHttpsImage(value: string, publicUrl: string): string | null {
  const own = value.startsWith(`${publicUrl}/uploads/`) ? value.slice(publicUrl.length) : value;
  if (own.startsWith('/')) return UPLOAD_PATH.test(own) ? own : null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' ? url.href : null;
  } catch {
    return null;
  }
}

/** An https URL or a path on the portal (a single leading slash: `//host` would leave the site). */
function isHttpsOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function orNull(value: unknown): string | null {
  return text(value) || null;
}
