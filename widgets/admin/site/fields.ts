import type { SettingsUpdate } from '../../../src/api/settings';
import type { SiteSettings } from '../../../src/api/structs';
import { changedSettings } from '../../../src/domain/siteSettings';

/** Write-only settings: `GET /settings` says only whether each is set. */
export const SECRET_KEYS = [
  'platform_key',
  'card_secret_key',
  'card_webhook_secret',
  'sms_password',
  'sms_oauth_secret',
  'smtp_url',
  'mpesa_consumer_secret',
  'mpesa_passkey',
] as const;

/** Shown to copy, never sent: the server computes them. */
const READ_ONLY_KEYS: readonly string[] = ['card_webhook_url'];

/** Settings held as whole numbers, edited as text. */
const NUMBER_KEYS: readonly string[] = ['trial_days', 'trial_students'];
export type SecretKey = (typeof SECRET_KEYS)[number];

/** What the form edits: every setting but the secrets, as text or a tick. */
export type Values = Record<string, string | boolean>;

/** A secret's edit: left as it is, replaced by a new value, or cleared. */
export type SecretEdit = { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'clear' };

/** The settings as the form shows them: nulls as blanks, the alternate login URL without its slash. */
export function formValues(settings: SiteSettings): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(settings)) {
    if ((SECRET_KEYS as readonly string[]).includes(key) || READ_ONLY_KEYS.includes(key)) continue;
    values[key] = typeof value === 'boolean' ? value : String(value ?? '');
  }
  values.alternate_login_url = String(values.alternate_login_url ?? '').replace(/^\/+/, '');
  return values;
}

/** The form's values as the server takes them: the slash put back in front of the alternate login URL. */
function wireValues(values: Values): Values {
  const url = String(values.alternate_login_url ?? '')
    .trim()
    .replace(/^\/+/, '');
  return { ...values, alternate_login_url: url === '' ? '' : `/${url}` };
}

/** Only what changed since the settings were loaded, plus the secrets replaced or cleared. */
export function settingsToSend(
  loaded: Values,
  current: Values,
  secrets: Partial<Record<SecretKey, SecretEdit>>,
): SettingsUpdate {
  const update = changedSettings(wireValues(loaded), wireValues(current)) as Record<string, unknown>;
  // A number typed as text goes as a number; anything else goes as typed, for the server to refuse on its field.
  for (const key of NUMBER_KEYS) {
    if (typeof update[key] === 'string' && /^\d+$/.test((update[key] as string).trim()))
      update[key] = Number(update[key]);
  }
  for (const key of SECRET_KEYS) {
    const edit = secrets[key];
    if (edit?.mode === 'replace' && edit.value !== '') update[key] = edit.value;
    else if (edit?.mode === 'clear') update[key] = '';
  }
  return update as SettingsUpdate;
}
