import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { realtimeSettings } from '../realtime/client-settings';

/*
 * Headers that keep the browser side safe, set in one place whatever route answers:
 * - portal pages: a Content-Security-Policy as strict as the examples' (EXAMPLES_CSP in static.ts),
 *   opened only for what this deployment uses (Google Analytics when `ga` holds an id, Stripe.js
 *   when Stripe takes cards, the realtime websocket), framed only by the portal itself;
 * - the SDK under /sdk/: loadable by any site (CORS `*`), as a script tag on a school's page needs;
 * - uploads under /uploads/: never run as a page or script (nosniff, a sandboxed CSP, and anything
 *   that is not a raster image downloaded rather than shown);
 * - every answer: `Referrer-Policy`, so a link token in a portal address never leaves in a Referer;
 *   and, when served over https (directly, or behind a trusted proxy saying so in
 *   X-Forwarded-Proto), `Strict-Transport-Security`, so the browser never asks over http again;
 * - every page (the portal's and the examples'): `Cross-Origin-Opener-Policy: same-origin`, so a
 *   page that opened ours (or that ours opened) cannot reach into it, and a `Permissions-Policy`
 *   that turns off the devices and sensors no page of Soma uses.
 */

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000';
export const OPENER_POLICY = 'same-origin';
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=()';
export const UPLOADS_CSP = "default-src 'none'; sandbox";

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://www.google-analytics.com', 'https://www.googletagmanager.com'];
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = 'https://api.stripe.com';

const RASTER_IMAGE = /^image\/(png|jpeg|gif|webp)\b/;

export interface PortalPolicyInputs {
  ga: boolean;
  stripe: boolean;
  /** `ws(s)://host:port` of the realtime server, when live updates are on. */
  websocket: string | null;
}

/** The portal pages' policy for what this deployment uses. */
export function portalPolicy({ ga, stripe, websocket }: PortalPolicyInputs): string {
  const scripts = ["'self'", ...(ga ? [GA_SCRIPT] : []), ...(stripe ? [STRIPE_SCRIPT] : [])];
  const connect = [
    "'self'",
    ...(websocket ? [websocket] : []),
    ...(ga ? GA_CONNECT : []),
    ...(stripe ? [STRIPE_CONNECT] : []),
  ];
  const frames = stripe ? STRIPE_FRAMES : ["'none'"];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(app: FastifyInstance): void {
  async function policy(): Promise<string> {
    const settings = await app.services.settings.publicSettings();
    const realtime = await realtimeSettings(app.broadcaster, app.config.publicUrl).catch(() => null);
    const websocket = realtime ? `${realtime.forceTLS ? 'wss' : 'ws'}://${realtime.host}:${realtime.port}` : null;
    return portalPolicy({ ga: Boolean(settings.ga), stripe: settings.card_provider === 'stripe', websocket });
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const path = request.url.split('?')[0]!;
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('cross-origin-opener-policy', OPENER_POLICY);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }

    if (path.startsWith('/sdk/')) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    }
    if (path.startsWith('/uploads/')) {
      reply.header('content-security-policy', UPLOADS_CSP);
      const type = String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '');
      if (reply.statusCode < 300 && !RASTER_IMAGE.test(type)) {
        reply.header('content-type', 'application/octet-stream');
        reply.header('content-disposition', 'attachment');
      }
      return payload;
    }
    // The example sites carry their own, stricter policy (static.ts).
    if (path.startsWith('/examples/')) return payload;
    if (
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy') &&
      !reply.raw.hasHeader('content-security-policy')
    ) {
      reply.header('content-security-policy', await policy());
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
