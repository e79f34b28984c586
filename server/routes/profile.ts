import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changePassword, deleteMe, getMe, getSubscription, tutorLoginUrl, updateMe } from '../../src/api/profile';
import type { Profile } from '../../src/api/structs';
import { route } from '../http/route';
import { subscriptionView } from '../services/order-views';
import type { Account, ProfileChanges } from '../services/profile';

/** The account holder's own profile, password, plan and tutor sign-in. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { profile } = app.services;

  route(app, getMe, async ({ user }) => {
    const me = await profile.me(user.id);
    return { ...profileView(me.user), subscription: subscriptionView(me.subscription) };
  });

  route(app, updateMe, async ({ input, user, request }) => {
    const changes: ProfileChanges = { ...input };
    // The contract reads a blank field as "not given"; a field sent blank empties it (or is refused).
    for (const field of sentBlank(request, ['first_name', 'last_name', 'email', 'phone_number'] as const)) {
      changes[field] = null;
    }
    return profileView(await profile.update(user.id, changes));
  });

  route(
    app,
    changePassword,
    async ({ input, user }) => {
      await profile.changePassword(user.id, input);
      // The new password ended every session (the old token too); this device gets a new one.
      const account = await app.services.accounts.findUser(user.id);
      return { success: true, ...(account ? { access_token: await app.sessions.issue(account) } : {}) };
    },
    // The current password can be guessed here by anyone holding a session.
    { rateLimit: 'auth' },
  );

  route(
    app,
    deleteMe,
    async ({ input, user }) => {
      await profile.deleteAccount(user.id, input.password);
      return { success: true };
    },
    // The password can be guessed here by anyone holding a session, as on a password change.
    { rateLimit: 'auth' },
  );

  route(app, getSubscription, async ({ user }) => subscriptionView(await profile.subscription(user.id)));

  route(app, tutorLoginUrl, async ({ user }) => ({ login_url: await profile.tutorLoginUrl(user.id) }));
}

export function profileView(user: Account): Profile {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    region: user.region_id,
    balance: user.balance,
    has_tutor_id: Boolean(user.tutor_id?.trim()),
    parent_id: user.id,
    // Absent until the account chooses: its answers follow the browser's language meanwhile.
    ...(user.locale ? { locale: user.locale } : {}),
  };
}

/** Which of these fields the request carried as blank text (the contract reads those as absent). */
export function sentBlank<F extends string>(request: FastifyRequest, fields: readonly F[]): F[] {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return [];
  return fields.filter((field) => typeof body[field] === 'string' && (body[field] as string).trim() === '');
}
