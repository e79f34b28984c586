import type { FastifyInstance } from 'fastify';
import { issueHandover } from '../../src/api/handover';
import { route } from '../http/route';

/** Hand-over from a login box on another site to the portal: a single-use login token. */
export async function handoverRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.services;

  route(app, issueHandover, async ({ user }) => ({ login_token: await accounts.issueLoginToken(user.id) }));
}
