import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromHeader, translate } from '../../src/api/lang';
import { isLocale } from '../../src/api/lang/locales';
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
      setHeaders(response, file) {
        response.setHeader(
          'Cache-Control',
          /[\\/]chunks[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'the SDK is not built: /sdk/ answers 404 until `npm run build`');
  }
  const examplesDir = path.resolve(hostDir, '..', 'examples');
  if (fs.existsSync(examplesDir)) {
    // A folder asked for without its slash goes to the folder, so that the page's relative
    // addresses resolve. Answered here: the static plugin's own redirect answers twice (and logs a 500).
    app.addHook('onRequest', async (request, reply) => {
      const folder = await exampleFolder(examplesDir, request.url);
      if (folder) return reply.redirect(folder, 301);
    });
    await app.register(fastifyStatic, {
      root: examplesDir,
      prefix: '/examples/',
      decorateReply: false,
      index: ['index.html'],
      redirect: false,
      setHeaders: (response) => void response.setHeader('content-security-policy', EXAMPLES_CSP),
    });
  }

  const hostPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await fsp.readFile(path.join(hostDir, 'index.html'), 'utf8').catch(() => MINIMAL_HOST_PAGE);
    const asked = (request.query as Record<string, unknown> | undefined)?.lang;
    // The portal's language switch (`?lang=sw`): the choice is kept for this browser.
    const switched = typeof asked === 'string' && isLocale(asked) ? asked : undefined;
    if (switched) reply.header('set-cookie', `${LANGUAGE_COOKIE}=${switched}; Path=/; Max-Age=31536000; SameSite=Lax`);
    const language = pageLanguage(request, distDir, switched);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', language)
      .send(inLanguage(html, language));
  };
  app.get('/', { schema: { hide: true } }, hostPage);

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && isPagePath(request.url)) return hostPage(request, reply);
    throw notFound();
  });
}

/** The cookie in which the server keeps a browser's choice of language for the portal (`?lang=`). */
const LANGUAGE_COOKIE = 'soma_lang';

/**
 * The language the portal's page is sent in: the one just chosen with the switch, else the
 * browser's choice (its cookie), when the SDK is built in it (`dist/<language>/`, the test
 * pseudo-locale included); else the best language of the request's Accept-Language that Soma
 * speaks (docs/languages.md).
 */
export function pageLanguage(request: FastifyRequest, distDir: string, switched?: string): string {
  const built = (language: string) => language === 'en' || fs.existsSync(path.join(distDir, language, 'host.js'));
  const cookie = request.headers.cookie?.match(
    new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z-]{2,8})(?:;|$)`),
  )?.[1];
  for (const choice of [switched, cookie]) if (choice && built(choice)) return choice;
  const negotiated = localeFromHeader(request.headers['accept-language']);
  return built(negotiated) ? negotiated : 'en';
}

/**
 * The host page loading the portal built in `language`, saying which language it is in, and
 * saying in it what a browser without JavaScript shows (docs/languages.md).
 */
export function inLanguage(html: string, language: string): string {
  if (language === 'en') return html;
  return html
    .replace('<html lang="en"', `<html lang="${language}"`)
    .replace('src="/sdk/host.js"', `src="/sdk/${language}/host.js"`)
    .replace(
      /<noscript>([^<]*)<\/noscript>/,
      (_, text: string) => `<noscript>${escapeText(translate(text.trim(), language))}</noscript>`,
    );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** For `/examples/{folder}` (no slash) naming a folder there: the address with the slash; else null. */
async function exampleFolder(examplesDir: string, url: string): Promise<string | null> {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  if (!pathname.startsWith('/examples/') || pathname.endsWith('/')) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/examples/'.length));
  } catch {
    return null;
  }
  const target = path.resolve(examplesDir, relative);
  if (!target.startsWith(examplesDir + path.sep)) return null;
  const stat = await fsp.stat(target).catch(() => null);
  return stat?.isDirectory() ? `${pathname}/${at < 0 ? '' : url.slice(at)}` : null;
}

/** A path the portal may route in the browser: not the API, not a file. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (/^\/(api|sdk|uploads)(\/|$)/.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
