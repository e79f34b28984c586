import type { Executor } from '../db/schema';

export interface SettingRow {
  key: string;
  value: unknown;
  secret: boolean;
}

export function listSettings(db: Executor): Promise<SettingRow[]> {
  return db.selectFrom('site_settings').select(['key', 'value', 'secret']).execute();
}

export async function getSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSettings(db: Executor, values: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  await db
    .insertInto('site_settings')
    .values(entries.map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: new Date() })),
    )
    .execute();
}

/** Stores `value` unless the key exists, and answers whichever value is stored: first writer wins. */
export async function ensureSetting(db: Executor, key: string, value: unknown, secret: boolean): Promise<unknown> {
  await db
    .insertInto('site_settings')
    .values({ key, value: JSON.stringify(value), secret })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return getSetting(db, key);
}
