import { joinPath } from './loginUrls';
import type { StorageLike } from './types';

export type RecoveryStep = 1 | 2 | 3;

/**
 * Session-storage keys. Step 1's answer and step 2's answer are kept under different keys so that
 * step 3 cannot be reached with a verification that never had its code checked.
 */
export const RECOVERY_KEYS = {
  /** Step 1's verification, read by step 2. */
  verification: 'soma.recovery.verification',
  /** The login step 1 was asked for, shown by step 2. */
  login: 'soma.recovery.login',
  /** The names typed in step 1, given back to it by step 2's "Start again". */
  firstName: 'soma.recovery.first_name',
  lastName: 'soma.recovery.last_name',
  /** Step 2's new verification, read by step 3. */
  verified: 'soma.recovery.verified',
} as const;

export { RESET_SUCCESS } from './recoveryTexts';

/** The fields each step posts. */
export const RECOVERY_FIELDS = {
  1: ['login', 'first_name', 'last_name'],
  2: ['unique_code'],
  3: ['password', 'password_confirmation'],
} as const;

/** The recovery page of a step, under the standard login base. */
export function recoveryPath(base: string, step: RecoveryStep): string {
  return joinPath(base, `forgot-password/${step}`);
}

function clear(storage: StorageLike): void {
  for (const key of Object.values(RECOVERY_KEYS)) storage.removeItem(key);
}

/** What step 1 was filled with. */
export interface RecoveryRequest {
  login: string;
  first_name: string;
  last_name: string;
}

/** After step 1: keeps the verification and login for step 2, and the names for a start again. */
export function saveRequest(
  storage: StorageLike,
  answer: { verification: string; login: string },
  names?: Omit<RecoveryRequest, 'login'>,
): void {
  clear(storage);
  storage.setItem(RECOVERY_KEYS.verification, answer.verification);
  storage.setItem(RECOVERY_KEYS.login, answer.login);
  if (names) {
    storage.setItem(RECOVERY_KEYS.firstName, names.first_name);
    storage.setItem(RECOVERY_KEYS.lastName, names.last_name);
  }
}

/** Step 1's fields as they were typed, while step 2 has not passed: "Start again" keeps them. */
export function typedRequest(storage: StorageLike): RecoveryRequest {
  return {
    login: requestData(storage)?.login ?? '',
    first_name: storage.getItem(RECOVERY_KEYS.firstName) ?? '',
    last_name: storage.getItem(RECOVERY_KEYS.lastName) ?? '',
  };
}

/** After step 2: drops step 1's data and keeps the new verification for step 3. */
export function saveVerified(storage: StorageLike, verification: string): void {
  clear(storage);
  storage.setItem(RECOVERY_KEYS.verified, verification);
}

/** After step 3 succeeded: nothing is left behind. */
export function finishRecovery(storage: StorageLike): void {
  clear(storage);
}

/** What step 2 needs, or null when step 1 was not done in this session. */
export function requestData(storage: StorageLike): { verification: string; login: string } | null {
  const verification = storage.getItem(RECOVERY_KEYS.verification);
  if (!verification) return null;
  return { verification, login: storage.getItem(RECOVERY_KEYS.login) ?? '' };
}

/** What step 3 needs, or null when step 2 was not done in this session. */
export function verifiedData(storage: StorageLike): { verification: string } | null {
  const verification = storage.getItem(RECOVERY_KEYS.verified);
  return verification ? { verification } : null;
}

/** The step a page must send the user back to when its data is missing, or null to stay. */
export function recoveryRedirect(storage: StorageLike, step: RecoveryStep): RecoveryStep | null {
  if (step === 1) return null;
  if (step === 2) return requestData(storage) ? null : 1;
  if (verifiedData(storage)) return null;
  return requestData(storage) ? 2 : 1;
}
