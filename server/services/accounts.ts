import type { Transaction } from 'kysely';
import type { SignupRequest } from '../../src/api/app';
import type { Locale } from '../../src/api/lang/locales';
import type { Order as OrderView, Payment } from '../../src/api/structs';
import type { Database, Student, User } from '../db/schema';

/** The account record `findUser` answers, for the routes that shape it. */
export type { User };
import { addSeconds } from '../lib/dates';
import { AppError, forbidden, invalid } from '../errors';
import { findRegionById } from '../repositories/regions';
import { findStudentById, findStudentByLogin } from '../repositories/students';
import { endAllSessions, revokeSession } from '../repositories/sessions';
import { consumeToken, insertToken } from '../repositories/tokens';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  phoneTaken,
} from '../repositories/users';
import { learningSessions, studentLinks } from '../security/links';
import { hashPassword, verifyNothing, verifyPassword } from '../security/passwords';
import { hashToken, randomToken } from '../security/tokens';
import { isEmailLogin, normalizeEmail, normalizePhone, phoneInvalid } from './contact';
import type { ServiceContext } from './context';
import { startTrial, trialTerms } from './trial';
import { askPlatform } from './platform';
import type { SettingsService } from './settings';
import { checkStudentsMaySignIn } from './student-access';
import type { FieldErrors } from '../../src/api/errors';

/** Laravel's wording for every failed sign-in, whatever failed: it reveals nothing. */
export const BAD_CREDENTIALS = 'These credentials do not match our records.';

export const LOGIN_TOKEN_TTL_SECONDS = 10 * 60;
export const STUDENT_LINK_TTL_SECONDS = 5 * 60;

/**
 * Buys a plan for an account created in the same transaction (subscription-style sign-up).
 * The shop area supplies it; without it such a sign-up is refused.
 */
export type SignupPurchase = (
  trx: Transaction<Database>,
  user: User,
  request: { bundle: number; payment: Payment; idempotencyKey: string | null; locale?: Locale },
) => Promise<OrderView>;

export interface AccountsDeps {
  settings: SettingsService;
  purchase?: SignupPurchase;
  /** Checks the plan and payment before the account exists, where providers may be asked (no transaction is open). */
  checkPurchase?: (request: { bundle: number; payment: Payment }) => Promise<void>;
  /** Takes the payment of the order once the account and the order are committed; answers the order as it then stands. */
  startPayment?: (order: OrderView) => Promise<OrderView>;
  /** The order an account placed under an idempotency key, as it now stands. */
  orderByKey?: (userId: number, key: string) => Promise<OrderView | undefined>;
}

export interface StudentLinkHolder {
  student_id: number;
  first_name: string;
  last_name: string;
  grade: string;
  avatar: string | null;
}

/** An opened link: who it signed in, and the learning session that keeps the page open on reload. */
export interface OpenedStudentLink {
  student: StudentLinkHolder;
  session: string;
  expiresAt: Date;
}

export interface AccountsService {
  /** The account for an email or phone number and its password; 422 otherwise. */
  login(input: { login: string; password: string }): Promise<User>;
  /**
   * Whom a login names, for counting guesses: the account it finds (so every spelling of its email
   * or phone number is the same one), else the login as normalised.
   */
  identity(login: string): Promise<string>;
  /** Whom a student login names: the student it finds, else the login as normalised. */
  studentIdentity(login: string): Promise<string>;
  /** The account a single-use login token was issued for; the token is spent. */
  loginWithToken(token: string): Promise<User>;
  /** A single-use token that `login` accepts instead of a password (recovery, hand-over to the portal). */
  issueLoginToken(userId: number): Promise<string>;
  signup(
    input: SignupRequest,
    options?: { idempotencyKey?: string | null; locale?: Locale },
  ): Promise<{ user: User; order?: OrderView }>;
  /** A student's credentials, answered with the URL of a fresh single-use link. */
  studentLogin(input: { login: string; password?: string }): Promise<{ loginUrl: string }>;
  /**
   * Where a student goes to learn (also `GET /students/{id}/login_url`): the learning platform's
   * sign-in URL, or with the built-in platform a signed single-use link to `/learn`, valid 5 minutes.
   */
  studentLoginUrl(student: Student): Promise<string>;
  /** Spends a student link and tells who it signs in; null when it is forged, expired or used. */
  openStudentLink(token: string): Promise<OpenedStudentLink | null>;
  /** The student of a learning session an opened link started, while it lasts and the student exists. */
  resumeLearning(session: string): Promise<StudentLinkHolder | null>;
  /** The account of a caller's token, if it still exists. */
  findUser(id: number): Promise<User | undefined>;
  /** Ends one session (its token id) or, with `everywhere`, every session of the account. */
  endSession(
    userId: number,
    session: { jti: string | null; expiresAt: Date } | undefined,
    everywhere: boolean,
  ): Promise<void>;
}

export function accountsService(ctx: ServiceContext, deps: AccountsDeps): AccountsService {
  const { db } = ctx;
  const links = studentLinks(ctx.secret, ctx.now);
  const sessions = learningSessions(ctx.secret, ctx.now);

  function holder(student: Student): StudentLinkHolder {
    const { id, first_name, last_name, grade, avatar } = student;
    return { student_id: id, first_name, last_name, grade, avatar };
  }

  async function findByLogin(login: string): Promise<User | undefined> {
    if (isEmailLogin(login)) return findUserByEmail(db, normalizeEmail(login));
    const phone = normalizePhone(login, await deps.settings.get('phone_countries'));
    return phone ? findUserByPhone(db, phone) : undefined;
  }

  /**
   * The portal's own single-use link to `/learn`, for a platform without a sign-in of its own. The
   * token travels in the fragment, which the browser never sends: it stays out of every log.
   */
  async function portalLink(student: Student): Promise<string> {
    const jti = randomToken(18);
    const expiresAt = addSeconds(ctx.now(), STUDENT_LINK_TTL_SECONDS);
    await insertToken(db, { kind: 'student_link', tokenHash: hashToken(jti), studentId: student.id, expiresAt });
    const token = await links.sign({ studentId: student.id, jti }, expiresAt);
    return `${ctx.config.publicUrl}/learn#token=${encodeURIComponent(token)}`;
  }

  async function studentLoginUrl(student: Student): Promise<string> {
    const platform = await ctx.providers.learning();
    const { id, parent_id, first_name, last_name, grade, login } = student;
    const described = { student_id: id, account_id: parent_id, first_name, last_name, grade, login };
    return askPlatform(() => platform.studentLoginUrl(described, () => portalLink(student)));
  }

  /**
   * A paid sign-up sent again under the same Idempotency-Key (the first answer was lost on the
   * way) answers the account and order it made, once the password proves it is the same person.
   */
  async function replaySignup(
    input: SignupRequest,
    key: string,
  ): Promise<{ user: User; order: OrderView } | undefined> {
    if (!deps.orderByKey) return undefined;
    const login = input.email || input.phone_number;
    const user = login ? await findByLogin(login) : undefined;
    if (!user) return undefined;
    const order = await deps.orderByKey(user.id, key);
    if (!order || !(await verifyPassword(input.password, user.password_hash))) return undefined;
    return { user, order };
  }

  return {
    async login({ login, password }) {
      const user = await findByLogin(login);
      const ok = user ? await verifyPassword(password, user.password_hash) : await verifyNothing(password);
      if (!user || !ok) throw invalid({ login: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
      return user;
    },

    async identity(login) {
      const user = await findByLogin(login);
      if (user) return `user:${user.id}`;
      if (isEmailLogin(login)) return `email:${normalizeEmail(login)}`;
      return `phone:${normalizePhone(login, await deps.settings.get('phone_countries')) ?? login.trim()}`;
    },

    async studentIdentity(login) {
      const student = await findStudentByLogin(db, login);
      return student ? `student:${student.id}` : `student-login:${login.trim().toLowerCase()}`;
    },

    async loginWithToken(token) {
      const row = await consumeToken(db, 'login', hashToken(token), ctx.now());
      const user = row?.user_id ? await findUserById(db, row.user_id) : undefined;
      if (!user) throw invalid({ login_token: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
      return user;
    },

    async issueLoginToken(userId) {
      const token = randomToken();
      const expiresAt = addSeconds(ctx.now(), LOGIN_TOKEN_TTL_SECONDS);
      await insertToken(db, { kind: 'login', tokenHash: hashToken(token), userId, expiresAt });
      return token;
    },

    async signup(input, options = {}) {
      const repeated = options.idempotencyKey ? await replaySignup(input, options.idempotencyKey) : undefined;
      if (repeated) return repeated;
      const settings = await deps.settings.all();
      const trial = settings.style === 'trial';
      const required = settings.accountRequirements === 'phone_number' ? 'phone_number' : 'email';
      const errors: FieldErrors = {};
      const email = input.email ? normalizeEmail(input.email) : null;
      const phone = input.phone_number ? normalizePhone(input.phone_number, settings.phone_countries) : null;

      if (required === 'email' && !email) errors.email = ['The email field is required.'];
      if (required === 'phone_number' && !input.phone_number)
        errors.phone_number = ['The phone number field is required.'];
      if (input.phone_number && !phone) errors.phone_number = [phoneInvalid(settings.phone_countries)];
      if (email && (await emailTaken(db, email))) errors.email = ['The email has already been taken.'];
      if (phone && (await phoneTaken(db, phone))) errors.phone_number = ['The phone number has already been taken.'];
      if (input.region != null && !(await findRegionById(db, input.region))) {
        errors.region = ['The selected region is invalid.'];
      }
      if (!trial) {
        if (input.bundle === undefined) errors.bundle = ['The bundle field is required.'];
        if (input.payment === undefined) errors.payment = ['The payment field is required.'];
        else if (!deps.purchase) errors.payment = ['Payments are not available yet.'];
      }
      // The plan and the payment are checked too, so that every field's error is told at once.
      if (!trial && deps.purchase && deps.checkPurchase && input.bundle !== undefined && input.payment !== undefined) {
        try {
          await deps.checkPurchase({ bundle: input.bundle, payment: input.payment });
        } catch (error) {
          if (!(error instanceof AppError) || error.kind !== 'invalid' || !error.errors) throw error;
          for (const [field, messages] of Object.entries(error.errors))
            errors[field] = [...(errors[field] ?? []), ...messages];
        }
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const passwordHash = await hashPassword(input.password);
      let created: { user: User; order?: OrderView };
      try {
        created = await db.transaction().execute(async (trx) => {
          const user = await insertUser(trx, {
            email,
            phone_number: phone,
            first_name: input.first_name,
            last_name: input.last_name,
            region_id: input.region ?? null,
            password_hash: passwordHash,
            tutor_id: null,
          });
          if (trial) {
            await startTrial(trx, user.id, trialTerms(settings), ctx.now());
            return { user };
          }
          if (!deps.purchase) return { user };
          const order = await deps.purchase(trx, user, {
            bundle: input.bundle!,
            payment: input.payment!,
            idempotencyKey: options.idempotencyKey ?? null,
            locale: options.locale,
          });
          return { user, order };
        });
      } catch (error) {
        // Two sign-ups racing for the same contact: the loser hears what the checks above would say.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) throw invalid({ email: ['The email has already been taken.'] });
        if (constraint?.includes('phone'))
          throw invalid({ phone_number: ['The phone number has already been taken.'] });
        throw error;
      }
      // Paying waits for the commit: a charge is never made for an account that might still vanish.
      if (created.order && deps.startPayment)
        return { user: created.user, order: await deps.startPayment(created.order) };
      return created;
    },

    async studentLogin({ login, password }) {
      if ((await deps.settings.get('student_login_enabled')) !== true) {
        throw forbidden('Student login is not enabled.');
      }
      const student = await findStudentByLogin(db, login);
      // A student saved without a password signs in with the login alone.
      const ok = !student
        ? await verifyNothing(password ?? '')
        : student.password_hash === null || (await verifyPassword(password ?? '', student.password_hash));
      if (!student || !ok) throw invalid({ login: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
      await checkStudentsMaySignIn(db, deps.settings, student.parent_id, ctx.now(), 'login');
      return { loginUrl: await studentLoginUrl(student) };
    },

    studentLoginUrl,

    async openStudentLink(token) {
      const claims = await links.read(token);
      if (!claims) return null;
      // A link given out before the plan changed opens only while the account may still use it.
      const owner = await findStudentById(db, claims.studentId);
      if (owner) await checkStudentsMaySignIn(db, deps.settings, owner.parent_id, ctx.now(), 'token');
      const row = await consumeToken(db, 'student_link', hashToken(claims.jti), ctx.now());
      if (!row || row.student_id !== claims.studentId) return null;
      const student = await findStudentById(db, claims.studentId);
      if (!student) return null;
      // As long as an account holder's session: the page stays open for the lesson, not forever.
      const expiresAt = addSeconds(ctx.now(), ctx.config.sessionTtlSeconds);
      return { student: holder(student), session: await sessions.sign(student.id, expiresAt), expiresAt };
    },

    async resumeLearning(session) {
      const studentId = await sessions.read(session);
      const student = studentId === null ? undefined : await findStudentById(db, studentId);
      return student ? holder(student) : null;
    },

    findUser: (id) => findUserById(db, id),

    async endSession(userId, session, everywhere) {
      // A token from before token ids can only be ended with the rest of the account's sessions.
      if (everywhere || !session?.jti) await endAllSessions(db, userId);
      else await revokeSession(db, { jti: session.jti, userId, expiresAt: session.expiresAt }, ctx.now());
      await ctx.sessions.changed(userId);
    },
  };
}

/** The constraint name of a unique violation (SQLSTATE 23505), on either database. */
function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string } | null;
  if (e?.code !== '23505') return null;
  return e.constraint ?? e.detail ?? e.message ?? '';
}
