import type { FastifyInstance } from 'fastify';
import { getApp, login, signup, studentLogin } from '../../src/api/app';
import { openStudentLink, openTutorLink, resumeLearning } from '../../src/api/learn';
import { invalid } from '../errors';
import { idempotencyKey } from '../http/idempotency';
import { route } from '../http/route';
import { realtimeSettings } from '../realtime/client-settings';

/** App settings and every way in: login, sign-up, student login. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, profile, settings } = app.services;

  route(app, getApp, async ({ request, reply }) => {
    // The login pages' texts follow the reader's language (docs/languages.md, The administrator's texts).
    reply.header('vary', 'Accept-Language');
    return {
      ...(await settings.publicSettings(request.locale)),
      realtime: await realtimeSettings(app.broadcaster, app.config.publicUrl),
    };
  });

  route(
    app,
    login,
    async ({ input }) => {
      const user =
        'login_token' in input ? await accounts.loginWithToken(input.login_token) : await accounts.login(input);
      return { access_token: await app.sessions.issue(user) };
    },
    // A login token is a secret of its own, guessed per address only.
    { rateLimit: 'auth', account: async (input) => ('login' in input ? accounts.identity(input.login) : null) },
  );

  route(
    app,
    signup,
    async ({ input, request }) => {
      const { user, order } = await accounts.signup(input, {
        idempotencyKey: idempotencyKey(request),
        locale: request.locale,
      });
      return { access_token: await app.sessions.issue(user), ...(order ? { order } : {}) };
    },
    {
      rateLimit: 'auth',
      account: async (input) =>
        input.email || input.phone_number ? accounts.identity(input.email || input.phone_number!) : null,
    },
  );

  route(app, studentLogin, async ({ input }) => ({ login_url: (await accounts.studentLogin(input)).loginUrl }), {
    rateLimit: 'auth',
    account: (input) => accounts.studentIdentity(input.login),
  });

  route(
    app,
    openStudentLink,
    async ({ input }) => {
      const opened = await accounts.openStudentLink(input.token);
      if (!opened) throw invalid({ token: ['This login link is invalid or has expired.'] });
      return { student: opened.student, session: opened.session, expires_at: opened.expiresAt.toISOString() };
    },
    { rateLimit: 'auth' },
  );

  route(
    app,
    resumeLearning,
    async ({ input }) => {
      const student = await accounts.resumeLearning(input.session);
      if (!student) throw invalid({ session: ['This learning session has ended. Ask for a new link.'] });
      return { student };
    },
    { rateLimit: 'auth' },
  );

  route(
    app,
    openTutorLink,
    async ({ input }) => {
      const tutor = await profile.openTutorLink(input.token);
      if (!tutor) throw invalid({ token: ['This login link is invalid or has expired.'] });
      return { tutor };
    },
    { rateLimit: 'auth' },
  );
}
