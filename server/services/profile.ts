import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Subscription, User } from '../db/schema';
import { invalid, notFound, unauthenticated } from '../errors';
import { addSeconds } from '../lib/dates';
import { balanceOf } from '../repositories/ledger';
import { findRegionById } from '../repositories/regions';
import { findSubscriptionByUserId } from '../repositories/subscriptions';
import { eraseAccountHolder } from '../repositories/deleted-accounts';
import { findPendingOrder } from '../repositories/orders';
import { emailTaken, findUserById, lockUser, phoneTaken, updateUser } from '../repositories/users';
import { hashPassword, verifyPassword } from '../security/passwords';
import { normalizeEmail, normalizePhone, phoneInvalid } from './contact';
import type { ServiceContext } from './context';
import { askPlatform } from './platform';
import { PlatformError, type LearningPlatform } from '../providers/learning';
import type { SettingsService } from './settings';
import type { FieldErrors } from '../../src/api/errors';

export const TUTOR_LINK_TTL_SECONDS = 5 * 60;

/** Why an account cannot be deleted yet: its payment would land on an account that no longer exists. */
export const PAYMENT_PENDING = 'A payment is still being processed. You can delete your account once it has finished.';

/** What `PATCH /me` may change. Undefined leaves a field as it is; null empties it. */
export interface ProfileChanges {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  region?: number | null;
  /** The account's language (docs/languages.md); null follows each request's Accept-Language. */
  locale?: string | null;
}

export interface ProfileService {
  /**
   * The account with its balance and its plan (null when it has none). While the tutor is enabled,
   * the account's learning id is asked of the learning platform and kept; when the platform fails,
   * the one kept before stands.
   */
  me(userId: number): Promise<{ user: Account; subscription: Subscription | null }>;
  update(userId: number, changes: ProfileChanges): Promise<Account>;
  changePassword(userId: number, input: { current_password: string; new_password: string }): Promise<void>;
  /**
   * Deletes the account once its password is confirmed (422 on the password otherwise), unless a
   * payment of it is still pending (422 on `payment`). The person goes and the books stay until
   * their purge (docs/money.md, Deleting an account).
   */
  deleteAccount(userId: number, password: string): Promise<void>;
  subscription(userId: number): Promise<Subscription | null>;
  /** Where the account holder signs in to the tutor service; 404 when it is off, 422 without a tutor id. */
  tutorLoginUrl(userId: number): Promise<string>;
  /** The account holder a built-in tutor link names, while it is valid and the account keeps that tutor id. */
  openTutorLink(token: string): Promise<{ tutor_id: string; first_name: string; last_name: string } | null>;
}

/** An account with its balance, read from the ledger (minor units; positive is owing, negative is credit). */
export type Account = User & { balance: number };

export interface ProfileDeps {
  settings: SettingsService;
}

export function profileService(ctx: ServiceContext, deps: ProfileDeps): ProfileService {
  const { db } = ctx;

  async function account(userId: number): Promise<User> {
    const user = await findUserById(db, userId);
    // The token outlived its account.
    if (!user) throw unauthenticated();
    return user;
  }

  async function subscription(userId: number): Promise<Subscription | null> {
    const row = await findSubscriptionByUserId(db, userId);
    return row ? currentPlan(row, ctx.now()) : null;
  }

  /** Without a tutor adapter: a short-lived signed link to the portal, which a tutor app can verify. */
  async function builtInTutorUrl(userId: number, tutorId: string): Promise<string> {
    const now = ctx.now();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(tutorId)
      .setAudience('soma:tutor')
      .setIssuer(String(userId))
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(addSeconds(now, TUTOR_LINK_TTL_SECONDS).getTime() / 1000))
      .sign(new TextEncoder().encode(ctx.secret));
    return `${ctx.config.publicUrl}/learn/tutor#token=${encodeURIComponent(token)}`;
  }

  /** The account with its learning id as the platform now tells it (kept when it changed). */
  async function withTutorId(user: User, platform: LearningPlatform): Promise<User> {
    const { id, email, phone_number, first_name, last_name, tutor_id } = user;
    const learningId = await platform.tutorId({ account_id: id, email, phone_number, first_name, last_name, tutor_id });
    if (learningId === (tutor_id?.trim() || null)) return user;
    return (await updateUser(db, id, { tutor_id: learningId })) ?? user;
  }

  return {
    async me(userId) {
      const [found, balance, plan] = await Promise.all([account(userId), balanceOf(db, userId), subscription(userId)]);
      const user = { ...found, balance };
      if ((await deps.settings.get('tutor_enabled')) !== true) return { user, subscription: plan };
      try {
        return { user: { ...(await withTutorId(found, await ctx.providers.learning())), balance }, subscription: plan };
      } catch (error) {
        if (error instanceof PlatformError) return { user, subscription: plan };
        throw error;
      }
    },

    async update(userId, changes) {
      const user = await account(userId);
      const settings = await deps.settings.all();
      const required = settings.accountRequirements === 'phone_number' ? 'phone_number' : 'email';
      const errors: FieldErrors = {};

      if (changes.first_name === null) errors.first_name = ['The first name field is required.'];
      if (changes.last_name === null) errors.last_name = ['The last name field is required.'];
      if (changes[required] === null) errors[required] = [`The ${required.replace('_', ' ')} field is required.`];

      const email = changes.email ? normalizeEmail(changes.email) : changes.email;
      const phone = changes.phone_number
        ? normalizePhone(changes.phone_number, settings.phone_countries)
        : changes.phone_number;
      if (changes.phone_number && !phone) errors.phone_number = [phoneInvalid(settings.phone_countries)];
      if (email && (await emailTaken(db, email, userId))) errors.email = ['The email has already been taken.'];
      if (phone && (await phoneTaken(db, phone, userId)))
        errors.phone_number = ['The phone number has already been taken.'];
      if (changes.region != null && !(await findRegionById(db, changes.region))) {
        errors.region = ['The selected region is invalid.'];
      }
      // An account keeps at least one way to sign in, even when the other one is the required kind.
      const nextEmail = email === undefined ? user.email : email;
      const nextPhone = phone === undefined ? user.phone_number : phone;
      if (!errors.email && !errors.phone_number && nextEmail === null && nextPhone === null) {
        const field = changes.email === null ? 'email' : 'phone_number';
        const other = field === 'email' ? 'phone number' : 'email';
        errors[field] = [`The ${field.replace('_', ' ')} field is required when ${other} is not present.`];
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const update: Parameters<typeof updateUser>[2] = {};
      if (changes.first_name) update.first_name = changes.first_name;
      if (changes.last_name) update.last_name = changes.last_name;
      if (email !== undefined) update.email = email;
      if (phone !== undefined) update.phone_number = phone;
      if (changes.region !== undefined) update.region_id = changes.region;
      if (changes.locale !== undefined && changes.locale !== user.locale) update.locale = changes.locale;
      const balance = await balanceOf(db, userId);
      if (Object.keys(update).length === 0) return { ...user, balance };
      try {
        const updated = (await updateUser(db, userId, update)) ?? user;
        // The session check carries the language of every answer: each instance reads it again.
        if (update.locale !== undefined) await ctx.sessions.changed(userId);
        return { ...updated, balance };
      } catch (error) {
        // Two accounts racing for the same contact: the loser hears what the checks above would say.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) throw invalid({ email: ['The email has already been taken.'] });
        if (constraint?.includes('phone'))
          throw invalid({ phone_number: ['The phone number has already been taken.'] });
        throw error;
      }
    },

    async changePassword(userId, { current_password, new_password }) {
      const user = await account(userId);
      if (!(await verifyPassword(current_password, user.password_hash))) {
        throw invalid({ current_password: ['The password is incorrect.'] });
      }
      if (new_password === current_password) {
        throw invalid({ new_password: ['The new password field and current password must be different.'] });
      }
      // A new password ends every session (by trigger), on every instance.
      await updateUser(db, userId, { password_hash: await hashPassword(new_password) });
      await ctx.sessions.changed(userId);
    },

    async deleteAccount(userId, password) {
      const user = await account(userId);
      if (!(await verifyPassword(password, user.password_hash)))
        throw invalid({ password: ['The password is incorrect.'] });
      const erased = await db.transaction().execute(async (trx) => {
        // Held until the commit: an order placed meanwhile waits, then finds the account deleted.
        await lockUser(trx, userId);
        if (await findPendingOrder(trx, userId)) throw invalid({ payment: [PAYMENT_PENDING] });
        return eraseAccountHolder(trx, userId, ctx.now());
      });
      if (!erased) throw unauthenticated();
      // Every token of the account is refused from its next request, on every instance.
      await ctx.sessions.changed(userId);
    },

    subscription,

    async tutorLoginUrl(userId) {
      if ((await deps.settings.get('tutor_enabled')) !== true) throw notFound();
      const platform = await ctx.providers.learning();
      const user = await askPlatform(async () => withTutorId(await account(userId), platform));
      const tutorId = user.tutor_id?.trim();
      if (!tutorId) {
        const text = 'This account has no tutor id.';
        throw invalid({ tutor_id: [text] }, text);
      }
      const courses = String((await deps.settings.get('tutor_course_ids')) ?? '')
        .split(',')
        .map((course) => course.trim())
        .filter(Boolean);
      return (await askPlatform(() => platform.tutorLoginUrl(tutorId, courses))) ?? builtInTutorUrl(user.id, tutorId);
    },

    async openTutorLink(token) {
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(ctx.secret), {
          algorithms: ['HS256'],
          audience: 'soma:tutor',
          currentDate: ctx.now(),
        }));
      } catch {
        return null;
      }
      const userId = Number(claims.iss);
      if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2 ** 31 - 1 || typeof claims.sub !== 'string')
        return null;
      const user = await findUserById(db, userId);
      if (!user || user.tutor_id?.trim() !== claims.sub) return null;
      return { tutor_id: claims.sub, first_name: user.first_name, last_name: user.last_name };
    },
  };
}

/**
 * The plan as it stands now: a cancelled plan runs until its expiry date and is expired from
 * then on, whether or not a job has written that yet.
 */
export function currentPlan(plan: Subscription, now: Date): Subscription {
  if (plan.status === 'active' && plan.cancellation_date && plan.expiry_date <= now) {
    return { ...plan, status: 'expired' };
  }
  return plan;
}

/** The constraint name of a unique violation (SQLSTATE 23505), on either database. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string } | null;
  if (e?.code !== '23505') return null;
  return e.constraint ?? e.detail ?? e.message ?? '';
}
