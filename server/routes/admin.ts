import type { FastifyInstance } from 'fastify';
import { assign, object, optional } from 'superstruct';
import { getSettings, saveCustomization, saveSettings, SettingsUpdate } from '../../src/api/admin';
import { deliveryFailures } from '../../src/api/deliveries';
import { text } from '../../src/api/rules';
import { route } from '../http/route';

/**
 * `POST /settings` as the contract has it, plus the CORS allow-list: a server setting the SDK
 * never sends, which an administrator sets here all the same.
 */
const saveSiteSettings = {
  ...saveSettings,
  request: assign(SettingsUpdate, object({ cors_origins: optional(text(4096)) })),
};

/** Site configuration and the login sidebars: administrators only. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { admin, messages } = app.services;

  route(app, getSettings, () => admin.siteSettings());

  route(app, saveSiteSettings, async ({ input }) => ({ success: true, updates: await admin.saveSettings(input) }));

  route(app, deliveryFailures, async () => ({ failures: await messages.failures() }));

  route(app, saveCustomization, async ({ input }) => ({
    success: true,
    customizations: await admin.saveCustomization(input),
  }));
}
