import type { FastifyInstance } from 'fastify';

/**
 * For load balancers and orchestrators (docs/operations.md), outside the SDK's contract: public,
 * not rate limited, logged at debug only (they are polled every few seconds), and saying nothing
 * but the status and, when unready, why.
 *
 * - `GET /api/health`: 200 `{ status: 'ok' }` while the process lives (liveness).
 * - `GET /api/ready`: 200 `{ status: 'ready' }` when the instance can serve (readiness), else
 *   503 `{ status: 'unready', reason }`.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const quiet = { schema: { hide: true }, config: { quiet: true } };

  app.get('/api/health', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/ready', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = await app.readiness.check();
    if (answer.ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'unready', reason: answer.reason });
  });
}
