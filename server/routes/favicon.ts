import type { FastifyInstance } from 'fastify';
import { deleteFavicon, uploadFavicon } from '../../src/api/settings';
import { invalid } from '../errors';
import { handleError } from '../http/errors';
import { route } from '../http/route';
import { defaultFaviconFile, FAVICON_TOO_LARGE } from '../services/brand';

/**
 * The site's favicon (docs/behaviour.md, Brand): `/favicon.ico` answers the one the administrator
 * uploaded, else Soma's own. Browsers ask again each time (it changes when a new one is uploaded)
 * and the ETag makes that a 304 while it has not. Uploaded bytes are other people's: served as
 * the type they were found to be, never sniffed, and able to run nothing if opened as a page.
 */
export async function faviconRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app.services;

  // A file past the multipart limit is refused while the body is read: answered as the call's own size check.
  app.setErrorHandler((error, request, reply) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return handleError(invalid({ favicon: [FAVICON_TOO_LARGE] }), request, reply);
    }
    return handleError(error as Error, request, reply);
  });

  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const file = (await settings.favicon()) ?? defaultFaviconFile();
    const etag = `"${file.etag}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin');
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply
      .type(file.contentType)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  route(app, uploadFavicon, async ({ input, user }) => ({ url: await settings.saveFavicon(input.favicon, user.id) }));

  route(app, deleteFavicon, async ({ user }) => {
    await settings.deleteFavicon(user.id);
    return { success: true };
  });
}
