import { randomInt, timingSafeEqual } from 'node:crypto';
import type { User } from '../db/schema';
import { invalid } from '../errors';
import { addSeconds } from '../lib/dates';
import {
  consumeVerifiedRecovery,
  findVerifiedRecovery,
  insertRecoveryCode,
  markRecoveryVerified,
  retireRecoveryCodes,
  takeRecoveryTry,
} from '../repositories/recovery-codes';
import { findUserByEmail, findUserById, findUserByPhone, updateUser } from '../repositories/users';
import { hashPassword } from '../security/passwords';
import { hashToken, randomToken } from '../security/tokens';
import type { AccountsService } from './accounts';
import { isEmailLogin, normalizeEmail, normalizePhone } from './contact';
import type { ServiceContext } from './context';
import type { MessagesService } from './messages';
import type { SettingsService } from './settings';
import { throttled, type Counter, type ThrottleService } from './throttle';

export const RECOVERY_CODE_TTL_SECONDS = 15 * 60;
export const RECOVERY_MAX_TRIES = 5;

/** One answer for every failed code, so that a wrong guess, a dead code and no account look alike. */
export const BAD_CODE = 'The code is invalid or has expired.';
export const EXPIRED_RECOVERY = 'This password reset has expired. Please start again.';
export const TOO_MANY_REQUESTS = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? 'Too many password reset requests. Please try again in 1 minute.'
    : `Too many password reset requests. Please try again in ${minutes} minutes.`;
};
export const BAD_LOGIN = 'Enter the email address or the phone number of your account.';

/**
 * When the site cannot send a code the way the login asks (nothing configured to carry it), it
 * says so rather than pretend: this depends on the site, never on whether the account exists.
 */
export const CANNOT_SEND = {
  email: 'Codes cannot be sent by email on this site. Enter the phone number of your account instead.',
  sms: 'Codes cannot be sent by text message on this site. Enter the email address of your account instead.',
  any: 'Codes cannot be sent from this site at the moment. Please contact support.',
} as const;

export interface RecoveryService {
  /**
   * Step 1. The answer is the same whether or not the login and names match an account; a login
   * that is neither an email address nor a phone number, or a channel the site cannot send on, is
   * a 422 on `login`.
   */
  request(input: {
    login: string;
    first_name: string;
    last_name: string;
    /** The language of the request; the code goes out in the account's own language when it chose one. */
    locale?: string;
  }): Promise<{ verification: string; login: string }>;
  /** Step 2: the code sent in step 1, answered with a new handle for step 3. */
  verify(input: { verification: string; unique_code: string }): Promise<{ verification: string }>;
  /** Step 3: the new password, answered with a single-use login token. */
  reset(input: { verification: string; password: string }): Promise<{ loginToken: string }>;
}

export interface RecoveryDeps {
  settings: SettingsService;
  accounts: Pick<AccountsService, 'issueLoginToken' | 'identity'>;
  throttle: ThrottleService;
  messages: Pick<MessagesService, 'canSend' | 'send'>;
}

export function recoveryService(ctx: ServiceContext, deps: RecoveryDeps): RecoveryService {
  const { db } = ctx;
  const lock = ctx.config.recoveryLock;
  const requests = ctx.config.recoveryRequests;
  /** Wrong codes of an account, whichever of its codes they were aimed at; a right code is taken back. */
  const wrongCodes = (userId: number): Counter => ({
    key: `recovery-lock|user:${userId}`,
    limit: { max: lock.maxWrong, decaySeconds: lock.lockSeconds },
    onSuccess: 'release',
  });
  const locked = async (userId: number) => (await deps.throttle.count(wrongCodes(userId).key)) >= lock.maxWrong;
  /**
   * Requests for a login (every spelling of it one account), whether or not an account matches, so
   * that the limit tells nothing: each may send a message, and each one counts.
   */
  const requestsFor = async (login: string): Promise<Counter> => ({
    key: deps.throttle.accountKey('recovery.request', await deps.accounts.identity(login)),
    limit: { max: requests.max, decaySeconds: requests.windowSeconds },
    onSuccess: 'release',
  });

  /** Where the login says a code goes, checked before any account is looked at. */
  async function channelOf(login: string): Promise<{ channel: 'email' | 'sms'; address: string }> {
    const address = isEmailLogin(login)
      ? normalizeEmail(login)
      : normalizePhone(login, await deps.settings.get('phone_countries'));
    if (!address) throw invalid({ login: [BAD_LOGIN] });
    const channel = isEmailLogin(login) ? 'email' : 'sms';
    if (!(await deps.messages.canSend(channel))) {
      const other = channel === 'email' ? 'sms' : 'email';
      const text = (await deps.messages.canSend(other)) ? CANNOT_SEND[channel] : CANNOT_SEND.any;
      throw invalid({ login: [text] }, text);
    }
    return { channel, address };
  }

  async function findAccount(channel: 'email' | 'sms', address: string): Promise<User | null> {
    const user = channel === 'email' ? await findUserByEmail(db, address) : await findUserByPhone(db, address);
    return user && (channel === 'email' ? user.email : user.phone_number) ? user : null;
  }

  return {
    async request({ login, first_name, last_name, locale }) {
      const { channel, address } = await channelOf(login);
      const asked = await deps.throttle.take([await requestsFor(login)]);
      if ('waitSeconds' in asked) throw throttled(TOO_MANY_REQUESTS(asked.waitSeconds), asked.waitSeconds);
      // Made before the lookup so that both paths answer a handle of the same kind.
      const verification = randomToken();
      const user = await findAccount(channel, address);
      // A locked account gets no new code until the lock ends; the answer looks the same.
      if (
        user &&
        sameName(user.first_name, first_name) &&
        sameName(user.last_name, last_name) &&
        !(await locked(user.id))
      ) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        // Codes sent earlier stay valid until they expire: a request made by someone else must not
        // cancel the code the owner is about to type.
        await insertRecoveryCode(db, {
          userId: user.id,
          verificationHash: hashToken(verification),
          codeHash: codeHash(verification, code),
          expiresAt: addSeconds(ctx.now(), RECOVERY_CODE_TTL_SECONDS),
        });
        await deps.messages.send({
          channel,
          to: address,
          template: 'recovery_code',
          values: { code, minutes: RECOVERY_CODE_TTL_SECONDS / 60 },
          userId: user.id,
          locale: user.locale ?? locale,
        });
      }
      return { verification, login };
    },

    async verify({ verification, unique_code }) {
      const now = ctx.now();
      const row = await takeRecoveryTry(db, hashToken(verification), RECOVERY_MAX_TRIES, now);
      const code = unique_code.replace(/\s+/g, '');
      if (!row) throw invalid({ unique_code: [BAD_CODE] });
      // The check counts before it is made, so parallel guesses cannot pass the lock together.
      // Past the account's wrong tries every code is dead, the right one too, until the lock ends.
      const taken = await deps.throttle.take([wrongCodes(row.user_id)]);
      if ('waitSeconds' in taken) {
        await retireRecoveryCodes(db, row.user_id, now);
        throw invalid({ unique_code: [BAD_CODE] });
      }
      if (!sameHash(row.code_hash, codeHash(verification, code))) {
        await taken.attempt.failed();
        if (await locked(row.user_id)) await retireRecoveryCodes(db, row.user_id, now);
        throw invalid({ unique_code: [BAD_CODE] });
      }
      await taken.attempt.succeeded();
      const next = randomToken();
      const moved = await markRecoveryVerified(
        db,
        row.id,
        hashToken(next),
        addSeconds(now, RECOVERY_CODE_TTL_SECONDS),
        now,
      );
      if (!moved) throw invalid({ unique_code: [BAD_CODE] });
      return { verification: next };
    },

    async reset({ verification, password }) {
      const now = ctx.now();
      const handle = hashToken(verification);
      // Checked before hashing the password, so that made-up handles cost no hashing time.
      if (!(await findVerifiedRecovery(db, handle, now)))
        throw invalid({ verification: [EXPIRED_RECOVERY] }, EXPIRED_RECOVERY);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const row = await consumeVerifiedRecovery(trx, handle, now);
        if (!row || !(await findUserById(trx, row.user_id))) return null;
        await updateUser(trx, row.user_id, { password_hash: passwordHash });
        await retireRecoveryCodes(trx, row.user_id, now);
        return row.user_id;
      });
      if (userId === null) throw invalid({ verification: [EXPIRED_RECOVERY] }, EXPIRED_RECOVERY);
      await ctx.sessions.changed(userId);
      return { loginToken: await deps.accounts.issueLoginToken(userId) };
    },
  };
}

/** The code is bound to its handle: a leaked table alone does not give the 6 digits away. */
function codeHash(verification: string, code: string): string {
  return hashToken(`${verification}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Names as people type them: case, accents' composition and runs of spaces do not matter. */
function sameName(stored: string, given: string): boolean {
  const fold = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return fold(stored) === fold(given);
}
