import type { Executor, RecoveryCode } from '../db/schema';

export interface NewRecoveryCode {
  userId: number;
  verificationHash: string;
  codeHash: string;
  expiresAt: Date;
}

export async function insertRecoveryCode(db: Executor, code: NewRecoveryCode): Promise<void> {
  await db
    .insertInto('recovery_codes')
    .values({
      user_id: code.userId,
      verification_hash: code.verificationHash,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** Spends every open code of an account: after a finished reset, or once its recovery is locked. */
export async function retireRecoveryCodes(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Counts one try against an unverified, unexpired code that still has tries left, and answers
 * it; in one statement, so that parallel guesses cannot share a try.
 */
export function takeRecoveryTry(
  db: Executor,
  verificationHash: string,
  maxTries: number,
  now: Date,
): Promise<RecoveryCode | undefined> {
  return db
    .updateTable('recovery_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('verification_hash', '=', verificationHash)
    .where('verified_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('tries', '<', maxTries)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Marks a code as verified and moves it to a new handle for the last step, so that neither the
 * first handle nor the code works again. False when another request verified it first.
 */
export async function markRecoveryVerified(
  db: Executor,
  id: number,
  verificationHash: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ verified_at: now, verification_hash: verificationHash, expires_at: expiresAt })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A verified, unexpired, unspent handle, without spending it. */
export function findVerifiedRecovery(
  db: Executor,
  verificationHash: string,
  now: Date,
): Promise<RecoveryCode | undefined> {
  return db
    .selectFrom('recovery_codes')
    .selectAll()
    .where('verification_hash', '=', verificationHash)
    .where('verified_at', 'is not', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a verified, unexpired handle and answers it; once only. */
export function consumeVerifiedRecovery(
  db: Executor,
  verificationHash: string,
  now: Date,
): Promise<RecoveryCode | undefined> {
  return db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('verification_hash', '=', verificationHash)
    .where('verified_at', 'is not', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}
