import {
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  unknown,
  refine,
  type Infer,
  type Struct,
} from 'superstruct';
import { BRAND_FONT_KEYS, BRAND_NAME_MAX, isHexColour } from './brand';
import { defineCall } from './define';
import { between, countryList, flag, idList, image, oneOf, text, url } from './rules';
import { NoFields, STYLES, Success } from './structs';

/*
 * Site settings: what /site_config reads and saves. Apart from the customisation and upload calls
 * (admin.ts), so that a page that does not edit settings does not load their contract.
 */

export const MPESA_ENVIRONMENTS = ['sandbox', 'production'] as const;
/** The bounds of the trial's settings, both included. */
export const TRIAL_DAYS_RANGE = [1, 365] as const;
export const TRIAL_STUDENTS_RANGE = [1, 100] as const;

/**
 * The messages Soma sends families about their plans (docs/behaviour.md, Messages to families),
 * each switched on or off per channel on /site_config. `renewal_failed` covers both notices of an
 * unpaid renewal: when it fails, and before the plan ends.
 */
export const FAMILY_MESSAGE_KINDS = [
  'receipt',
  'renewal_reminder',
  'renewal_failed',
  'plan_ended',
  'price_change',
  'trial_ending',
] as const;
export type FamilyMessageKind = (typeof FAMILY_MESSAGE_KINDS)[number];
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** How many days before a renewal (or a trial's end) the reminder goes, both bounds included. */
export const REMINDER_DAYS_RANGE = [1, 14] as const;

/** Which channels carry one kind of message. */
const Channels = type({ email: boolean(), sms: boolean() });
/** Every kind's channels, as `GET /settings` answers them (all on by default). */
const FamilyMessages = type({
  receipt: Channels,
  renewal_reminder: Channels,
  renewal_failed: Channels,
  plan_ended: Channels,
  price_change: Channels,
  trial_ending: Channels,
});
export type FamilyMessages = Infer<typeof FamilyMessages>;

/** A change of some kinds' channels: what is left out stays as it is. */
const ChannelsUpdate = object({ email: optional(flag()), sms: optional(flag()) });
const FamilyMessagesUpdate = object({
  receipt: optional(ChannelsUpdate),
  renewal_reminder: optional(ChannelsUpdate),
  renewal_failed: optional(ChannelsUpdate),
  plan_ended: optional(ChannelsUpdate),
  price_change: optional(ChannelsUpdate),
  trial_ending: optional(ChannelsUpdate),
});

/**
 * Site configuration as the administrator sees it. Secrets are write-only: a set secret comes
 * back as a mask that carries none of it, an unset one as null.
 */
export const SiteSettings = type({
  /** The product: the app's style, the shop currency and the contact an account requires. */
  style: enums(STYLES),
  shopCurrency: string(),
  accountRequirements: enums(['email', 'phone_number']),
  debug: boolean(),
  phone_countries: string(),
  platform: nullable(string()),
  platform_key: nullable(string()),
  platform_school_id: nullable(string()),
  ga: nullable(string()),
  feedback_url: nullable(string()),
  support_url: nullable(string()),
  card_public_key: nullable(string()),
  card_secret_key: nullable(string()),
  card_webhook_secret: nullable(string()),
  sms_url: nullable(string()),
  sms_username: nullable(string()),
  sms_password: nullable(string()),
  sms_oauth_id: nullable(string()),
  sms_oauth_secret: nullable(string()),
  /** Email: the SMTP server (write-only: it holds a password) and the From address. */
  smtp_url: nullable(string()),
  mail_from: nullable(string()),
  student_login_enabled: boolean(),
  alternate_login_type: enums(['student', 'standard']),
  alternate_login_url: string(),
  tutor_enabled: boolean(),
  /** Comma-joined course ids. */
  tutor_course_ids: string(),
  /** Comma-joined origins (https://school.example) whose pages may call the API. */
  cors_origins: string(),
  /** Read-only: where the card provider sends its events (Stripe's webhook endpoint). */
  card_webhook_url: string(),
  /** M-Pesa through Daraja; the secret and passkey are write-only. */
  mpesa_consumer_key: nullable(string()),
  mpesa_consumer_secret: nullable(string()),
  mpesa_shortcode: nullable(string()),
  mpesa_passkey: nullable(string()),
  mpesa_environment: enums(MPESA_ENVIRONMENTS),
  /** The free trial of trial style: days, and students allowed. */
  trial_days: number(),
  trial_students: number(),
  /** The brand (docs/behaviour.md, Brand): the portal's name, colours (blank: the theme's) and font. */
  brand_name: string(),
  brand_primary: string(),
  brand_primary_text: string(),
  brand_text: string(),
  brand_font: string(),
  /** Whether embedded elements show the brand too (the hosted portal always does). */
  brand_embedded: boolean(),
  /** Read-only: the uploaded favicon's address, null while the default one is served. */
  brand_favicon: nullable(string()),
  /** Messages to families: each kind's channels, and the days before a renewal or a trial's end the reminder goes. */
  family_messages: FamilyMessages,
  reminder_days: number(),
});
export type SiteSettings = Infer<typeof SiteSettings>;

export const getSettings = defineCall({
  id: 'admin.settings',
  method: 'GET',
  path: '/settings',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: SiteSettings,
});

/** Only the changed settings are sent; unknown keys are refused and a blank
 * text clears its setting. */
export const SettingsUpdate = object({
  style: optional(oneOf(STYLES)),
  shopCurrency: optional(text(8)),
  accountRequirements: optional(oneOf(['email', 'phone_number'])),
  debug: optional(flag()),
  phone_countries: optional(countryList()),
  platform: optional(url()),
  platform_key: optional(text()),
  platform_school_id: optional(text()),
  ga: optional(text()),
  feedback_url: optional(url()),
  support_url: optional(url()),
  card_public_key: optional(text()),
  card_secret_key: optional(text()),
  card_webhook_secret: optional(text()),
  sms_url: optional(url()),
  sms_username: optional(text()),
  sms_password: optional(text()),
  sms_oauth_id: optional(text()),
  sms_oauth_secret: optional(text()),
  smtp_url: optional(text(2048)),
  mail_from: optional(text()),
  student_login_enabled: optional(flag()),
  alternate_login_type: optional(oneOf(['student', 'standard'])),
  alternate_login_url: optional(text()),
  tutor_enabled: optional(flag()),
  tutor_course_ids: optional(idList()),
  cors_origins: optional(text(4096)),
  mpesa_consumer_key: optional(text()),
  mpesa_consumer_secret: optional(text()),
  mpesa_shortcode: optional(text(16)),
  mpesa_passkey: optional(text()),
  mpesa_environment: optional(oneOf(MPESA_ENVIRONMENTS)),
  trial_days: optional(between(TRIAL_DAYS_RANGE[0], TRIAL_DAYS_RANGE[1])),
  trial_students: optional(between(TRIAL_STUDENTS_RANGE[0], TRIAL_STUDENTS_RANGE[1])),
  brand_name: optional(brandName()),
  brand_primary: optional(hexColour()),
  brand_primary_text: optional(hexColour()),
  brand_text: optional(hexColour()),
  brand_font: optional(oneOf(BRAND_FONT_KEYS)),
  brand_embedded: optional(flag()),
  family_messages: optional(FamilyMessagesUpdate),
  reminder_days: optional(between(REMINDER_DAYS_RANGE[0], REMINDER_DAYS_RANGE[1])),
});
export type SettingsUpdate = Infer<typeof SettingsUpdate>;

export const saveSettings = defineCall({
  id: 'admin.saveSettings',
  method: 'POST',
  path: '/settings',
  body: 'json',
  access: 'admin',
  request: SettingsUpdate,
  /** `updates` holds the saved keys with their new values, secrets masked. */
  response: type({ success: boolean(), updates: record(string(), unknown()) }),
});

/** A brand colour: `#rgb` or `#rrggbb`; blank puts the theme's colour back. */
function hexColour(): Struct<string, null> {
  return refine(
    text(64),
    'hex_colour',
    (value) => value === '' || isHexColour(value) || 'The :attribute field must be a hex colour such as #1a2b3c.',
  );
}

/** Control characters and line breaks: a name on one line has none. */
const CONTROL = new RegExp('[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]');

/** The portal's name: plain text on one line; blank puts the default name back. */
function brandName(): Struct<string, null> {
  return refine(
    text(BRAND_NAME_MAX),
    'brand_name',
    (value) => !CONTROL.test(value) || 'The :attribute field must be text on one line.',
  );
}

/** The largest favicon: it is fetched by every visitor's browser. */
export const FAVICON_LIMIT_BYTES = 100 * 1024;

/** Stores the site's favicon (PNG or ICO), replacing any earlier one; answers its address. */
export const uploadFavicon = defineCall({
  id: 'admin.uploadFavicon',
  method: 'POST',
  path: '/resources/favicon',
  body: 'multipart',
  access: 'admin',
  request: object({ favicon: image() }),
  response: type({ url: string() }),
});

/** Removes the site's favicon: `/favicon.ico` serves the default one again. */
export const deleteFavicon = defineCall({
  id: 'admin.deleteFavicon',
  method: 'DELETE',
  path: '/resources/favicon',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: Success,
});
