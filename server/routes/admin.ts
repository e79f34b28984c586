import type { FastifyInstance } from 'fastify';
import { getCustomizations, saveCustomization } from '../../src/api/admin';
import { getSettings, saveSettings } from '../../src/api/settings';
import { auditTrail } from '../../src/api/audit';
import { deliveryFailures } from '../../src/api/deliveries';
import { route } from '../http/route';

/** Site configuration, the login sidebars and the audit trail: administrators only. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { admin, messages, audit, settings } = app.services;

  route(app, getSettings, () => admin.siteSettings());

  route(app, saveSettings, async ({ input, user }) => ({
    success: true,
    updates: await admin.saveSettings(input, user.id),
  }));

  route(app, auditTrail, ({ input }) => audit.list(input.page ?? 1));

  route(app, deliveryFailures, async () => ({ failures: await messages.failures() }));

  route(app, getCustomizations, () => settings.customizations());

  route(app, saveCustomization, async ({ input, user }) => ({
    success: true,
    customizations: await admin.saveCustomization(input, user.id),
  }));
}
