import type { CustomizationTexts, EditableCustomization, EditableCustomizations } from '../../src/api/admin';
import { DEFAULT_LOCALE, type Locale } from '../../src/api/lang/locales';
import type { AppSettings } from '../../src/api/structs';
import { customizationIn } from '../../src/domain/sidebarLanguage';
import { DEFAULT_SETTINGS, JWT_SECRET_KEY } from '../db/data/settings';
import type { Customization, CustomizationTextsRow } from '../db/schema';
import { isLiveKey } from '../../src/domain/cardKeys';
import { currentCard } from '../providers/card-switch';
import { MPESA_SETTING_KEYS } from '../providers/mpesa-switch';
import { listCustomizations } from '../repositories/customizations';
import { listFiles } from '../repositories/files';
import { ensureSetting, listSettings, putSettings } from '../repositories/settings';
import { randomToken } from '../security/tokens';
import { publicBrand, readFavicon, removeFavicon, saveFavicon, type Favicon } from './brand';
import type { ServiceContext } from './context';

export type SettingsMap = Record<string, unknown>;

export interface SettingsService {
  /** Every setting, secrets included: for services only, never for an answer as is. */
  all(): Promise<SettingsMap>;
  get<T = unknown>(key: string): Promise<T>;
  /** Writes the given keys. Validation is the caller's. */
  put(values: SettingsMap): Promise<void>;
  /** `GET /app`: what any visitor may know about the site, its login pages' texts in `locale`. */
  publicSettings(locale?: Locale): Promise<AppSettings>;
  /** The login pages' customisations as their administrator edits them: English, and each other language's texts. */
  customizations(): Promise<EditableCustomizations>;
  /** Logo name to URL, as `GET /app` shows them. */
  logos(): Promise<Record<string, string>>;
  /** Origins allowed to call the API from a browser: `cors_origins` and the portal itself. */
  corsOrigins(): Promise<string[]>;
  /** The site's favicon, or null while it has none (`/favicon.ico` then serves the default). */
  favicon(): Promise<Favicon | null>;
  /** Stores the favicon (PNG or ICO), recorded under `actorId`; answers its address. */
  saveFavicon(file: Blob, actorId: number): Promise<string>;
  /** Removes the favicon, recorded under `actorId`. */
  deleteFavicon(actorId: number): Promise<void>;
}

export function settingsService(ctx: ServiceContext): SettingsService {
  /**
   * Read from the database each time, never kept by an instance: a setting saved on one
   * instance is what the next request sees on every other (the table is a few dozen rows).
   */
  async function all(): Promise<SettingsMap> {
    const values: SettingsMap = {};
    for (const [key, { value }] of Object.entries(DEFAULT_SETTINGS)) values[key] = value;
    for (const row of await listSettings(ctx.db)) values[row.key] = row.value;
    return values;
  }

  async function customizations(): Promise<EditableCustomizations> {
    const rows = await listCustomizations(ctx.db);
    const view = (key: string) =>
      customizationView(
        rows.find((row) => row.config_key === key),
        ctx.config.publicUrl,
      );
    return { standard: view('standard'), student: view('student') };
  }

  async function logos(): Promise<Record<string, string>> {
    // The favicon is kept with the logos but served at /favicon.ico.
    const files = (await listFiles(ctx.db, 'logo')).filter((file) => file.name !== 'favicon');
    return Object.fromEntries(files.map((file) => [file.name, uploadUrl(ctx.config.publicUrl, file.path)]));
  }

  return {
    all,
    customizations,
    logos,
    async get<T>(key: string) {
      return (await all())[key] as T;
    },
    async put(values) {
      await putSettings(ctx.db, values);
    },
    async publicSettings(locale = DEFAULT_LOCALE) {
      const settings = await all();
      const [sidebars, logoUrls] = await Promise.all([customizations(), logos()]);
      const studentLogin = settings.student_login_enabled === true;
      const alternateType = settings.alternate_login_type === 'standard' ? 'standard' : 'student';
      const alternateUrl = asText(settings.alternate_login_url) || '/student';
      return {
        ga: asText(settings.ga) || null,
        feedback_url: asText(settings.feedback_url) || null,
        support_url: asText(settings.support_url) || null,
        style: settings.style === 'trial' ? 'trial' : 'subscription',
        shopCurrency: asText(settings.shopCurrency) || 'Ksh',
        accountRequirements: { required: settings.accountRequirements === 'phone_number' ? 'phone_number' : 'email' },
        student_login_enabled: studentLogin,
        alternate_login_type: alternateType,
        alternate_login_url: alternateUrl,
        // With student login on, the alternate type gets the alternate URL and the other gets '/'.
        standard_login_url: studentLogin && alternateType === 'standard' ? alternateUrl : '/',
        student_login_url: studentLogin ? (alternateType === 'student' ? alternateUrl : '/') : '',
        tutor_enabled: settings.tutor_enabled === true,
        // Each text in the reader's language where the administrator gave it (docs/languages.md).
        customizations: {
          standard: customizationIn(sidebars.standard, locale),
          student: customizationIn(sidebars.student, locale),
        },
        logos: logoUrls,
        // Follows the stored keys from the next request on: the SDK's `<card>` calls use this name.
        card_provider: (await currentCard(ctx.providers.card))?.name ?? ctx.config.cardProvider,
        card_public_key: asText(settings.card_public_key) || null,
        realtime: null,
        // The panel shows only where its calls work: never beside real money.
        debug: settings.debug === true && !takesRealMoney(settings),
        api_version: ctx.config.version,
        phone_countries: asText(settings.phone_countries) || 'KE',
        brand: publicBrand(settings),
      };
    },
    async corsOrigins() {
      const listed = asText((await all()).cors_origins)
        .split(',')
        .map((origin) => normalizeOrigin(origin))
        .filter((origin): origin is string => origin !== null);
      return [...new Set([normalizeOrigin(ctx.config.publicUrl)!, ...listed])];
    },
    favicon: () => readFavicon(ctx),
    saveFavicon: (file, actorId) => saveFavicon(ctx, file, actorId),
    deleteFavicon: (actorId) => removeFavicon(ctx, actorId),
  };
}

/** Whether the settings take real money: a live card secret key, or Daraja's production API with its credentials. */
export function takesRealMoney(values: SettingsMap): boolean {
  const darajaSet = MPESA_SETTING_KEYS.every((key) => asText(values[key]) !== '');
  return isLiveKey(asText(values.card_secret_key)) || (darajaSet && values.mpesa_environment === 'production');
}

/** The signing key: JWT_SECRET, or one generated by the first instance and shared through the database. */
export async function resolveSecret(ctx: Pick<ServiceContext, 'db' | 'config'>): Promise<string> {
  if (ctx.config.jwtSecret) return ctx.config.jwtSecret;
  const stored = await ensureSetting(ctx.db, JWT_SECRET_KEY, randomToken(48), true);
  if (typeof stored !== 'string' || stored.length < 32) throw new Error('The stored signing secret is unusable');
  return stored;
}

/** The absolute URL of a file under the uploads folder: widgets load it from other sites' pages. */
export function uploadUrl(publicUrl: string, relativePath: string): string {
  return `${publicUrl}/uploads/${relativePath}`;
}

function customizationView(row: Customization | undefined, publicUrl: string): EditableCustomization {
  const lines = row?.sidebar_lines ?? [];
  return {
    hide_sidebar: row?.hide_sidebar ?? false,
    sidebar_title: row?.sidebar_title ?? '',
    // Our own images are stored as `/uploads/...` paths so that they survive a change of address.
    // An image always has its alternative text, empty (decorative) for lines saved before there was one.
    sidebar_lines: lines.map((line) =>
      line.type !== 'image'
        ? line
        : {
            ...line,
            value: line.value.startsWith('/uploads/')
              ? uploadUrl(publicUrl, line.value.slice('/uploads/'.length))
              : line.value,
            alt: line.alt ?? '',
          },
    ),
    sidebar_footer_url: row?.sidebar_footer_url ?? '',
    sidebar_footer: row?.sidebar_footer ?? '',
    logo_alt: row?.logo_alt ?? '',
    nav_logo_alt: row?.nav_logo_alt ?? '',
    translations: { sw: textsView(row?.translations?.sw, lines.length) },
  };
}

/** One language's stored texts with every field given, and one entry for each of the `count` English lines. */
function textsView(stored: CustomizationTextsRow | undefined, count: number): CustomizationTexts {
  const said = (value: unknown) => (typeof value === 'string' ? value : '');
  const lines = Array.isArray(stored?.sidebar_lines) ? stored.sidebar_lines : [];
  return {
    sidebar_title: said(stored?.sidebar_title),
    sidebar_lines: Array.from({ length: count }, (_, index) => ({
      value: said(lines[index]?.value),
      alt: said(lines[index]?.alt),
    })),
    sidebar_footer: said(stored?.sidebar_footer),
    logo_alt: said(stored?.logo_alt),
    nav_logo_alt: said(stored?.nav_logo_alt),
  };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** `https://School.example/` -> `https://school.example`; null for anything that is not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
