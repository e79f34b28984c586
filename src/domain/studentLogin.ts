import { isBlank } from './fields';

export { NO_PASSWORD_LABEL } from './studentLoginTexts';

export interface StudentLoginInput {
  login: string;
  password: string;
  /** 'Proceed without a password' is ticked. */
  noPassword: boolean;
}

/** Save works with a login and either a password or 'Proceed without a password' ticked. */
export function canSaveLogin(input: StudentLoginInput): boolean {
  return !isBlank(input.login) && (input.password !== '' || input.noPassword);
}

/** A login, once set, can be neither changed nor removed: the field is disabled. */
export function isLoginLocked(current: string | null | undefined): boolean {
  return !isBlank(current);
}

/** A student without a login gets the credentials dialog; one with a login only a password reset. */
export function loginDialog(current: string | null | undefined): 'credentials' | 'reset' {
  return isLoginLocked(current) ? 'reset' : 'credentials';
}
