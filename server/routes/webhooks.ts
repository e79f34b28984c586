import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

/**
 * Where payment providers tell us about payments. Not part of the SDK's contract. Stripe signs
 * the raw bytes it sends, so this area reads bodies as they arrived rather than as JSON.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { cardEvents } = app.services;

  // Parsers are scoped to this plugin: the rest of the API keeps its JSON and form parsers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    const verdict = await cardEvents.stripe(payload, Array.isArray(header) ? header[0] : header);
    if (verdict.kind === 'unavailable') throw notFound();
    if (verdict.kind === 'rejected') {
      request.log.warn({ reason: verdict.reason }, 'Stripe webhook rejected');
      return reply.code(400).send({ message: 'The webhook signature could not be verified.' });
    }
    return { received: true, handled: verdict.handled };
  });
}
