import type { FastifyInstance } from 'fastify';
import { advanceClock, deleteDebugSubscription, outbox, setDebugSubscription } from '../../src/api/debug';
import { notFound } from '../errors';
import { route } from '../http/route';

/** Developer helpers: the debug panel's plan switch, and the sandbox outbox. */
export async function debugRoutes(app: FastifyInstance): Promise<void> {
  const { debug } = app.services;

  route(app, setDebugSubscription, ({ input, user }) => debug.setSubscription(user.parentId, input));

  route(app, deleteDebugSubscription, async ({ user }) => {
    await debug.deleteSubscription(user.parentId);
    return { success: true };
  });

  // Without the sandbox there is no outbox and the path does not exist; with it, the outbox is
  // read until an SMTP server or SMS gateway is configured, and not found from then on.
  if (debug.hasOutbox) route(app, outbox, async () => ({ messages: await debug.outbox() }));

  // The test clock exists only where it was asked for, beside the sandbox (SOMA_TEST_CLOCK=1): moved
  // forward, everything due by the new time runs before the answer, as a later dispatch would run it.
  route(app, advanceClock, async ({ input }) => {
    const clock = app.testClock;
    if (!clock) throw notFound();
    const at = clock.advance(((input.days ?? 0) * 24 + (input.hours ?? 0)) * 60 * 60 * 1000);
    await app.services.renewals.sweep();
    return { now: at.toISOString() };
  });
}
