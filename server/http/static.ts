import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';

/** Used when `host/index.html` is absent: enough to mount the portal from the built SDK. */
const MINIMAL_HOST_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Soma</title>
    <script type="module" src="/sdk/host.js"></script>
  </head>
  <body></body>
</html>
`;

/**
 * The policy of the example sites under `/examples/`: a school's page as strict as they come, no
 * inline script, no eval, nothing from elsewhere but https images, to show that the elements
 * need none of it.
 */
export const EXAMPLES_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The browser side of the server: the built SDK under `/sdk/`, the example sites under
 * `/examples/`, and the host page at `/` and for any other page path (the portal routes in the
 * browser).
 */
export async function staticFiles(app: FastifyInstance): Promise<void> {
  // Uploads (`/uploads/`) are served from the database by routes/uploads.ts.
  const { distDir, hostDir } = app.config;

  if (fs.existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/sdk/',
      decorateReply: false,
      index: false,
      // The build writes .br and .gz beside each file; chunks carry a content hash in their
      // names, so browsers may keep them for good, while entry files are checked each time.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply: { header(name: string, value: string): unknown }, file: string) {
        reply.header('Cache-Control', /[\\/]chunks[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the SDK is not built: /sdk/ answers 404 until `npm run build`');
  }
  const examplesDir = path.resolve(hostDir, '..', 'examples');
  if (fs.existsSync(examplesDir)) {
    await app.register(fastifyStatic, {
      root: examplesDir,
      prefix: '/examples/',
      decorateReply: false,
      index: ['index.html'],
      redirect: true,
      setHeaders: (res) => void res.header('content-security-policy', EXAMPLES_CSP),
    });
  }

  const hostPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const html = await fsp.readFile(path.join(hostDir, 'index.html'), 'utf8').catch(() => MINIMAL_HOST_PAGE);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get('/', { schema: { hide: true } }, hostPage);

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && isPagePath(request.url)) return hostPage(request, reply);
    throw notFound();
  });
}

/** A path the portal may route in the browser: not the API, not a file. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (/^\/(api|sdk|uploads)(\/|$)/.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
