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
const NUMBER_KEYS: readonly string[] = ['trial_days', 'trial_students', 'reminder_days'];

/** Settings held as a table of switches, edited as a tick each (`family_messages.receipt.sms`). */
const TABLE_KEYS: readonly string[] = ['family_messages'];
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
    if (TABLE_KEYS.includes(key) && value && typeof value === 'object') {
      for (const [row, switches] of Object.entries(value))
        for (const [column, on] of Object.entries(switches as Record<string, boolean>))
          values[`${key}.${row}.${column}`] = on === true;
      continue;
    }
    values[key] = typeof value === 'boolean' ? value : String(value ?? '');
  }
  values.alternate_login_url = String(values.alternate_login_url ?? '').replace(/^\/+/, '');
  return values;
}

/**
 * The form's values as the server takes them: the slash put back in front of the alternate login
 * URL, and each table's ticks gathered into its table.
 */
function wireValues(values: Values): Record<string, unknown> {
  const url = String(values.alternate_login_url ?? '')
    .trim()
    .replace(/^\/+/, '');
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const [table, row, column] = key.split('.');
    if (!row || !column || !TABLE_KEYS.includes(table!)) {
      wire[key] = value;
      continue;
    }
    const rows = (wire[table!] ??= {}) as Record<string, Record<string, boolean>>;
    (rows[row] ??= {})[column] = value === true;
  }
  return { ...wire, alternate_login_url: url === '' ? '' : `/${url}` };
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
