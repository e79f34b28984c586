import type { FastifyInstance } from 'fastify';
import { endSession } from '../../src/api/app';
import { route } from '../http/route';

/** The server side of logout: the token (or every session of the account) stops working at once. */
export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.services;

  route(app, endSession, async ({ input, user }) => {
    await accounts.endSession(user.id, user.session, input.everywhere === true);
    return { success: true };
  });
}
