import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

/** What the server ever names an upload: `icons/{hex}.png`, `logos/{name}-{hex}.webp`. */
const UPLOAD_PATH = /^(icons|logos)\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/;

/**
 * `/uploads/{path}`: logos and icons, read from the database, so that every instance serves a file
 * from the request after it was stored. A path is never reused for other bytes (each upload gets
 * a new one), so browsers and proxies may keep a file for good. Uploaded files are other people's
 * bytes: served as the type their content was found to be, never sniffed, and should one be
 * opened as a page it may run nothing. Schools' pages show them, so other origins may load them.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { resources } = app.services;

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!UPLOAD_PATH.test(path)) throw notFound();
    const file = await resources.readUpload(path);
    if (!file) throw notFound();
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('last-modified', file.storedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
