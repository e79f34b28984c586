import type { SettingsUpdate } from '../../../src/api/admin';
import type { SiteSettings } from '../../../src/api/structs';
import { changedSettings } from '../../../src/domain/siteSettings';

/** Write-only settings: `GET /settings` says only whether each is set. */
export const SECRET_KEYS = ['platform_key', 'card_secret_key', 'card_webhook_secret', 'sms_password', 'sms_oauth_secret', 'smtp_url'] as const;
export type SecretKey = (typeof SECRET_KEYS)[number];

/** What the form edits: every setting but the secrets, as text or a tick. */
export type Values = Record<string, string | boolean>;

/** A secret's edit: left as it is, replaced by a new value, or cleared. */
export type SecretEdit = { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'clear' };

/** The settings as the form shows them: nulls as blanks, the alternate login URL without its slash. */
export function formValues(settings: SiteSettings): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(settings)) {
    if ((SECRET_KEYS as readonly string[]).includes(key)) continue;
    values[key] = typeof value === 'boolean' ? value : (value ?? '') as string;
  }
  values.alternate_login_url = String(values.alternate_login_url ?? '').replace(/^\/+/, '');
  return values;
}

/** The form's values as the server takes them: the slash put back in front of the alternate login URL. */
function wireValues(values: Values): Values {
  const url = String(values.alternate_login_url ?? '').trim().replace(/^\/+/, '');
  return { ...values, alternate_login_url: url === '' ? '' : `/${url}` };
}

/** Only what changed since the settings were loaded, plus the secrets replaced or cleared. */
export function settingsToSend(loaded: Values, current: Values, secrets: Partial<Record<SecretKey, SecretEdit>>): SettingsUpdate {
  const update = changedSettings(wireValues(loaded), wireValues(current)) as Record<string, unknown>;
  for (const key of SECRET_KEYS) {
    const edit = secrets[key];
    if (edit?.mode === 'replace' && edit.value !== '') update[key] = edit.value;
    else if (edit?.mode === 'clear') update[key] = '';
  }
  return update as SettingsUpdate;
}
