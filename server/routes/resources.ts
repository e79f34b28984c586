import type { FastifyInstance } from 'fastify';
import { deleteLogo, listIcons, uploadIcon, uploadLogo } from '../../src/api/admin';
import { route } from '../http/route';

/** Icons for the login sidebar and the site's logos: administrators only. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const { resources } = app.services;

  route(app, listIcons, () => resources.listIcons());

  route(app, uploadIcon, async ({ input }) => ({ icon: await resources.uploadIcon(input.icon) }));

  route(app, uploadLogo, async ({ input }) => ({
    name: input.name,
    url: await resources.uploadLogo(input.name, input.logo),
  }));

  route(app, deleteLogo, async ({ input }) => {
    await resources.deleteLogo(input.name);
    return { success: true };
  });
}
