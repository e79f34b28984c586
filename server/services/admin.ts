import type { CustomizationSave, CustomizationTexts, EditableCustomizations } from '../../src/api/admin';
import type { SettingsUpdate } from '../../src/api/settings';
import { attributeName, type FieldErrors } from '../../src/api/errors';
import type { SiteSettings } from '../../src/api/structs';
import { CARD_KEY_ERRORS, cardKeyShape } from '../../src/domain/cardKeys';
import { FOOTER_LINK_ERROR, footerLink } from '../../src/domain/footerLink';
import { loginPathError } from '../../src/domain/loginPaths';
import { loginUrls, type LoginSettings } from '../../src/domain/loginUrls';
import { DEFAULT_SETTINGS } from '../db/data/settings';
import type { SidebarLine } from '../db/schema';
import { invalid } from '../errors';
import { MPESA_SETTING_KEYS } from '../providers/mpesa-switch';
import { saveCustomization } from '../repositories/customizations';
import { putSettings } from '../repositories/settings';
import { diffChanges, record } from './audit';
import { startTrialsOfPlanless, trialTerms } from './trial';
import type { ServiceContext } from './context';
import { BRAND_RULES, brandErrors, brandView } from './brand';
import { auditableSettings, familyMessages, mergeFamilyMessages, reminderDays } from './family-messages';
import { normalizeOrigin, takesRealMoney, type SettingsMap, type SettingsService } from './settings';

/** What `POST /settings` accepts. */
export type SiteSettingsUpdate = SettingsUpdate;

/** Site settings as administrators see them. */
export type SiteSettingsView = SiteSettings;

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
  /**
   * Saves the settings that differ from the stored ones, all or none, recorded in the audit trail
   * under `actorId`; answers those keys as `GET /settings` shows them.
   */
  saveSettings(update: SiteSettingsUpdate, actorId: number): Promise<Record<string, unknown>>;
  /** Replaces one login sidebar (recorded under `actorId`); answers both as `GET /customizations` shows them. */
  saveCustomization(input: CustomizationSave, actorId: number): Promise<EditableCustomizations>;
}

export function adminService(ctx: ServiceContext, deps: { settings: SettingsService }): AdminService {
  const { settings } = deps;

  const freshSettings = (): Promise<SettingsMap> => settings.all();

  return {
    async siteSettings() {
      return siteSettingsView(await freshSettings(), ctx.config.publicUrl);
    },

    async saveSettings(update, actorId) {
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
        const checked = SETTING_RULES[key]?.(given, key, current) ?? { value: given };
        if ('error' in checked) {
          errors[key] = [checked.error];
          continue;
        }
        if (!sameValue(current[key], checked.value)) changes[key] = checked.value;
      }
      if (Object.keys(errors).length) throw invalid(errors);
      Object.assign(errors, combinedErrors(current, changes));
      if (Object.keys(errors).length) throw invalid(errors);
      // A new secret key is tried against the provider before it takes effect: a bad one never reaches parents.
      const secretKey = changes.card_secret_key;
      if (typeof secretKey === 'string' && secretKey !== '') {
        const check = ctx.providers.cardKeyCheck
          ? await ctx.providers.cardKeyCheck(secretKey)
          : ({ ok: false, reason: 'unreachable' } as const);
        if (!check.ok) {
          throw invalid({
            card_secret_key: [
              check.reason === 'unreachable' ? CARD_KEY_ERRORS.unreachable : CARD_KEY_ERRORS.rejected(check.message),
            ],
          });
        }
      }
      await ctx.db.transaction().execute(async (trx) => {
        await putSettings(trx, changes);
        await record(
          trx,
          actorId,
          'settings',
          diffChanges(auditableSettings(current), auditableSettings(changes), SECRET_KEYS),
          ctx.now(),
        );
        // Into trial style: account holders who never had a plan start the trial now (docs/trial.md).
        if (changes.style === 'trial' && current.style !== 'trial')
          await startTrialsOfPlanless(trx, trialTerms({ ...current, ...changes }), ctx.now());
      });
      const view = siteSettingsView({ ...current, ...changes }, ctx.config.publicUrl) as unknown as Record<
        string,
        unknown
      >;
      return Object.fromEntries(Object.keys(changes).map((key) => [key, view[key]]));
    },

    async saveCustomization(input, actorId) {
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
        if (image === null)
          errors[key] = [`The ${attributeName([key])} field must be an https URL or an uploaded image.`];
        // A text line has no alternative text; an image's, empty, says it is decorative.
        return { type: kind, value: image ?? line.value, alt: line.alt ?? '' };
      });
      const footerUrl = input.sidebar_footer_url === '' ? '' : onSite(footerLink(input.sidebar_footer_url));
      if (footerUrl === null) errors.sidebar_footer_url = [FOOTER_LINK_ERROR];
      // Each of the other language's lines is one of the English lines'.
      const swLines = input.translations?.sw?.sidebar_lines ?? [];
      if (swLines.length > lines.length) {
        const key = 'translations.sw.sidebar_lines';
        errors[key] = [`The ${attributeName([key])} field must not have more than ${lines.length} items.`];
      }
      if (Object.keys(errors).length) throw invalid(errors);

      const before = (await settings.customizations())[input.config_key];
      const after = {
        hide_sidebar: input.hide_sidebar,
        sidebar_title: input.sidebar_title,
        sidebar_lines: lines,
        sidebar_footer_url: footerUrl ?? '',
        sidebar_footer: input.sidebar_footer,
        logo_alt: input.logo_alt ?? before.logo_alt,
        nav_logo_alt: input.nav_logo_alt ?? before.nav_logo_alt,
        // Given, the texts in Kiswahili replace the stored ones; left out (an older form), those stay.
        translations: { sw: texts(input.translations ? (input.translations.sw ?? {}) : before.translations.sw, lines) },
      };
      await ctx.db.transaction().execute(async (trx) => {
        await saveCustomization(trx, input.config_key, after);
        await record(
          trx,
          actorId,
          `customization:${input.config_key}`,
          diffChanges(storedCustomization(before, ctx.config.publicUrl), after),
          ctx.now(),
        );
      });
      return settings.customizations();
    },
  };
}

/**
 * One language's texts as they are stored: every field, and one entry per English line, a text
 * line's `value` or an image line's `alt` (docs/languages.md, The administrator's texts).
 */
function texts(
  given: Partial<Omit<CustomizationTexts, 'sidebar_lines'>> & {
    sidebar_lines?: Array<{ value?: string; alt?: string }>;
  },
  lines: SidebarLine[],
): CustomizationTexts {
  return {
    sidebar_title: given.sidebar_title ?? '',
    sidebar_lines: lines.map((line, index) => {
      const own = given.sidebar_lines?.[index];
      return line.type === 'image' ? { value: '', alt: own?.alt ?? '' } : { value: own?.value ?? '', alt: '' };
    }),
    sidebar_footer: given.sidebar_footer ?? '',
    logo_alt: given.logo_alt ?? '',
    nav_logo_alt: given.nav_logo_alt ?? '',
  };
}

/** A customisation as `GET /customizations` shows it, with our own images back as the paths that are stored. */
function storedCustomization(view: EditableCustomizations['standard'], publicUrl: string): Record<string, unknown> {
  const prefix = `${publicUrl}/uploads/`;
  return {
    ...view,
    sidebar_lines: view.sidebar_lines.map((line) =>
      line.type === 'image' && line.value.startsWith(prefix)
        ? { ...line, value: `/uploads/${line.value.slice(prefix.length)}` }
        : line,
    ),
  };
}

/** Where Stripe is to send its events: the portal's webhook route, which the card webhook secret verifies. */
export function cardWebhookUrl(publicUrl: string): string {
  return `${publicUrl}/api/webhooks/stripe`;
}

function siteSettingsView(values: SettingsMap, publicUrl: string): SiteSettingsView {
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
    card_webhook_url: cardWebhookUrl(publicUrl),
    mpesa_consumer_key: orNull(values.mpesa_consumer_key),
    mpesa_consumer_secret: maskSecret(values.mpesa_consumer_secret),
    mpesa_shortcode: orNull(values.mpesa_shortcode),
    mpesa_passkey: maskSecret(values.mpesa_passkey),
    mpesa_environment: values.mpesa_environment === 'production' ? 'production' : 'sandbox',
    trial_days: wholeOr(values.trial_days, 30),
    trial_students: wholeOr(values.trial_students, 5),
    ...brandView(values, publicUrl),
    family_messages: familyMessages(values.family_messages),
    reminder_days: reminderDays(values.reminder_days),
  };
}

function wholeOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

type Checked = { value: unknown } | { error: string };
type Rule = (value: unknown, key: string, current: SettingsMap) => Checked;

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
    return {
      error:
        'The smtp url field must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.com:587.',
    };
  },
  mail_from(value) {
    const given = String(value).trim();
    if (given === '' || /^([^<>@\r\n]*<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/.test(given)) return { value: given };
    return { error: 'The mail from field must be an email address, such as School <office@school.example>.' };
  },
  alternate_login_url(value) {
    const path = String(value);
    if (path === '') return { value: path };
    const error = loginPathError(path);
    return error ? { error } : { value: path.replace(/\/+$/, '') };
  },
  card_public_key(value) {
    const key = String(value).trim();
    if (key === '') return { value: key };
    const shape = cardKeyShape(key);
    if (shape?.kind === 'publishable') return { value: key };
    return {
      error:
        shape?.kind === 'secret' || /^(sk|rk)_/.test(key)
          ? CARD_KEY_ERRORS.publicIsSecret
          : CARD_KEY_ERRORS.publicMalformed,
    };
  },
  card_secret_key(value) {
    const key = String(value).trim();
    if (key === '') return { value: key };
    const shape = cardKeyShape(key);
    if (shape?.kind === 'secret') return { value: key };
    return { error: shape?.kind === 'publishable' ? CARD_KEY_ERRORS.secretIsPublic : CARD_KEY_ERRORS.secretMalformed };
  },
  card_webhook_secret(value) {
    const key = String(value).trim();
    if (key === '' || /^whsec_[A-Za-z0-9_]{8,}$/.test(key)) return { value: key };
    return { error: CARD_KEY_ERRORS.webhookMalformed };
  },
  mpesa_shortcode(value) {
    const code = String(value).trim();
    if (code === '' || /^\d{5,7}$/.test(code)) return { value: code };
    return { error: 'The mpesa shortcode field must be the paybill or till number, 5 to 7 digits.' };
  },
  ...BRAND_RULES,
  // A change of some switches: the others stay as stored.
  family_messages: (value, _key, current) => ({ value: mergeFamilyMessages(value, current.family_messages) }),
  cors_origins(value) {
    const items = String(value)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const origins = items.map((item) => (isBareOrigin(item) ? normalizeOrigin(item) : null));
    if (origins.some((origin) => origin === null)) {
      return {
        error: 'The cors origins field must be a comma-separated list of origins, such as https://school.example.',
      };
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

export const DEBUG_LIVE =
  'Debug can only be on while payments run in sandbox or test mode: live card keys or production M-Pesa are set.';
const DARAJA_FIELDS: Record<string, string> = {
  mpesa_consumer_key: 'mpesa consumer key',
  mpesa_consumer_secret: 'mpesa consumer secret',
  mpesa_shortcode: 'mpesa shortcode',
  mpesa_passkey: 'mpesa passkey',
};

/**
 * Rules over several settings, on the values the change would leave: a way to log in, card keys
 * of one mode, Daraja's credentials all or none, debug only without real money. Each error is on
 * a field the change touched, or the field to fix.
 */
function combinedErrors(current: SettingsMap, changes: SettingsMap): FieldErrors {
  const next = { ...current, ...changes };
  const errors: FieldErrors = {};
  const changed = (key: string) => key in changes;
  const on = (...keys: string[]) => keys.find(changed) ?? keys[0]!;

  // Where each login page would be: neither may sit on a page the portal uses for something else.
  const urls = loginUrls(next as unknown as LoginSettings);
  const loginChanged = ['alternate_login_url', 'alternate_login_type', 'student_login_enabled'].some(changed);
  for (const path of loginChanged ? [urls.standard, urls.student] : []) {
    if (path === null || path === '/') continue;
    const error = loginPathError(path);
    if (error) errors[on('alternate_login_url', 'alternate_login_type', 'student_login_enabled')] = [error];
  }

  const publicKey = text(next.card_public_key);
  const secretKey = text(next.card_secret_key);
  if (secretKey && !publicKey && (changed('card_public_key') || changed('card_secret_key'))) {
    errors.card_public_key = [CARD_KEY_ERRORS.publicRequired];
  }
  const publicShape = cardKeyShape(publicKey);
  const secretShape = cardKeyShape(secretKey);
  if (
    publicShape &&
    secretShape &&
    publicShape.mode !== secretShape.mode &&
    (changed('card_public_key') || changed('card_secret_key'))
  ) {
    errors[on('card_secret_key', 'card_public_key')] = [CARD_KEY_ERRORS.mixedModes(publicShape.mode, secretShape.mode)];
  }

  const darajaGiven = MPESA_SETTING_KEYS.filter((key) => text(next[key]) !== '');
  if (darajaGiven.length > 0 && darajaGiven.length < MPESA_SETTING_KEYS.length && MPESA_SETTING_KEYS.some(changed)) {
    for (const key of MPESA_SETTING_KEYS) {
      if (text(next[key]) === '')
        errors[key] = [`The ${DARAJA_FIELDS[key]} field is required while the other M-Pesa credentials are set.`];
    }
  }

  Object.assign(errors, brandErrors(next, changed));

  if (
    next.debug === true &&
    takesRealMoney(next) &&
    (changed('debug') || changed('card_secret_key') || changed('mpesa_environment') || MPESA_SETTING_KEYS.some(changed))
  ) {
    errors[on('debug', 'card_secret_key', 'mpesa_environment')] = [DEBUG_LIVE];
  }
  return errors;
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

/**
 * The footer link once more, as the URL parser reads it: a path resolved against two unrelated
 * origins stays on each (footerLink refuses by the characters that could lead it away; this holds it
 * to the result).
 */
function onSite(link: string | null): string | null {
  if (link === null || !link.startsWith('/')) return link;
  for (const base of ['https://a.soma.invalid', 'http://b.soma.invalid:8080']) {
    if (new URL(link, base).origin !== new URL(base).origin) return null;
  }
  return link;
}

/** Whether two settings' values are the same; an object's keys in any order (jsonb keeps them in its own). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));
}

function canonical(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function orNull(value: unknown): string | null {
  return text(value) || null;
}
