import type { FastifyInstance } from 'fastify';
import { deleteDebugSubscription, outbox, setDebugSubscription } from '../../src/api/debug';
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
}
