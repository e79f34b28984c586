import { object, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { confirmed, nonEmpty, password } from './rules';

export const Verification = type({ verification: string() });
export type Verification = Infer<typeof Verification>;

/** Step 1: the account is identified by its login and the holder's name. */
export const requestRecovery = defineCall({
  id: 'recovery.request',
  method: 'POST',
  path: '/request_password_recovery',
  body: 'form',
  access: 'public',
  request: object({ login: nonEmpty(), first_name: nonEmpty(), last_name: nonEmpty() }),
  response: type({ verification: string(), login: string() }),
});

/** Step 2: the code sent by SMS or email. */
export const verifyRecovery = defineCall({
  id: 'recovery.verify',
  method: 'POST',
  path: '/verify_password_recovery',
  body: 'form',
  access: 'public',
  request: object({ verification: nonEmpty(512), unique_code: nonEmpty(32) }),
  response: Verification,
});

export const RecoverPassword = confirmed(
  object({ verification: nonEmpty(512), password: password(), password_confirmation: string() }),
  'password',
  'password_confirmation',
);
export type RecoverPassword = Infer<typeof RecoverPassword>;

/** Step 3: the answer's login token signs the holder in (`login` with `login_token`). */
export const recoverPassword = defineCall({
  id: 'recovery.reset',
  method: 'POST',
  path: '/recover_password',
  body: 'form',
  access: 'public',
  request: RecoverPassword,
  response: type({ login_token: string() }),
});
