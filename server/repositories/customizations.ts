import type { Customization, CustomizationTextsRow, Executor, SidebarLine } from '../db/schema';

export function listCustomizations(db: Executor): Promise<Customization[]> {
  return db.selectFrom('customizations').selectAll().orderBy('config_key').execute();
}

export interface CustomizationValues {
  hide_sidebar: boolean;
  sidebar_title: string;
  sidebar_lines: SidebarLine[];
  sidebar_footer_url: string;
  sidebar_footer: string;
  logo_alt: string;
  nav_logo_alt: string;
  translations: Record<string, CustomizationTextsRow>;
}

/** Writes one config key's sidebar whole (the row exists after seeding, but a lost row is recreated). */
export async function saveCustomization(
  db: Executor,
  configKey: string,
  values: CustomizationValues,
): Promise<Customization> {
  const row = {
    ...values,
    sidebar_lines: JSON.stringify(values.sidebar_lines),
    translations: JSON.stringify(values.translations),
  };
  return db
    .insertInto('customizations')
    .values({ config_key: configKey, ...row })
    .onConflict((oc) => oc.column('config_key').doUpdateSet({ ...row, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
