import type { FastifyInstance } from 'fastify';
import { recoverPassword, requestRecovery, verifyRecovery } from '../../src/api/recovery';
import { route } from '../http/route';

/** Forgot-password steps 1-3: code by message, code check, new password and a login token. */
export async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const { recovery } = app.services;

  route(app, requestRecovery, ({ input, request }) => recovery.request({ ...input, locale: request.locale }), {
    rateLimit: 'auth',
  });

  route(app, verifyRecovery, ({ input }) => recovery.verify(input), { rateLimit: 'auth' });

  route(app, recoverPassword, async ({ input }) => ({ login_token: (await recovery.reset(input)).loginToken }), {
    rateLimit: 'auth',
  });
}
