import type { FastifyInstance } from 'fastify';
import { deleteLogo, listIcons, uploadIcon, uploadLogo } from '../../src/api/admin';
import { invalid } from '../errors';
import { handleError } from '../http/errors';
import { route } from '../http/route';
import { ICON_LIMIT_BYTES, LOGO_LIMIT_BYTES } from '../services/resources';

/** Icons for the login sidebar and the site's logos: administrators only. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const { resources } = app.services;

  // A file past the multipart limit is refused while the body is read, before the call's own
  // size check: it is answered the same way, as a 422 under the file's field.
  app.setErrorHandler((error, request, reply) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const [field, limit] = request.url.includes('/logos') ? ['logo', LOGO_LIMIT_BYTES] : ['icon', ICON_LIMIT_BYTES];
      return handleError(
        invalid({ [field]: [`The ${field} field must not be greater than ${limit / 1024} kilobytes.`] }),
        request,
        reply,
      );
    }
    return handleError(error as Error, request, reply);
  });

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
