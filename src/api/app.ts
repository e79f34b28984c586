import { dynamic, object, optional, string, type, type Infer, type Struct } from 'superstruct';
import { defineCall } from './define';
import { confirmed, email, id, maybe, nonEmpty, password, phone, regionRef } from './rules';
import { AppSettings, LoginUrl, NoFields, Order, Payment } from './structs';

export const getApp = defineCall({
  id: 'app.get',
  method: 'GET',
  path: '/app',
  body: 'none',
  access: 'public',
  request: NoFields,
  response: AppSettings,
});

const PasswordLogin = object({ login: nonEmpty(), password: nonEmpty() });
const TokenLogin = object({ login_token: nonEmpty(512) });
export type LoginRequest = Infer<typeof PasswordLogin> | Infer<typeof TokenLogin>;

/** A login token (from recovery or an embedded hand-over) replaces login and password. */
export const LoginRequest: Struct<LoginRequest, null> = dynamic<LoginRequest>(
  (value) =>
    (value !== null && typeof value === 'object' && 'login_token' in value
      ? TokenLogin
      : PasswordLogin) as unknown as Struct<LoginRequest>,
) as Struct<LoginRequest, null>;

export const AccessToken = type({ access_token: string() });
export type AccessToken = Infer<typeof AccessToken>;

export const login = defineCall({
  id: 'app.login',
  method: 'POST',
  path: '/login',
  body: 'form',
  access: 'public',
  request: LoginRequest,
  response: AccessToken,
});

export const studentLogin = defineCall({
  id: 'app.studentLogin',
  method: 'POST',
  path: '/student_login',
  body: 'form',
  access: 'public',
  /** Students may have no password. */
  request: object({ login: nonEmpty(), password: optional(string()) }),
  response: LoginUrl,
});

/**
 * Sign-up. Which of email and phone_number is required depends on the app's account
 * requirements, which the server enforces; bundle and payment come with the plan shop's
 * sign-up and are absent from a trial sign-up.
 */
export const SignupRequest = confirmed(
  object({
    first_name: nonEmpty(),
    last_name: nonEmpty(),
    email: maybe(email()),
    phone_number: maybe(phone()),
    region: optional(regionRef()),
    password: password(),
    password_confirmation: string(),
    bundle: optional(id()),
    payment: optional(Payment),
  }),
  'password',
  'password_confirmation',
);
export type SignupRequest = Infer<typeof SignupRequest>;

export const signup = defineCall({
  id: 'app.signup',
  method: 'POST',
  path: '/signup',
  body: 'json',
  access: 'public',
  idempotent: true,
  request: SignupRequest,
  response: type({ access_token: string(), order: optional(Order) }),
});

export const broadcastingAuth = defineCall({
  id: 'app.broadcastingAuth',
  method: 'POST',
  path: '/broadcasting/auth',
  body: 'form',
  access: 'user',
  request: object({ socket_id: nonEmpty(), channel_name: nonEmpty() }),
  response: type({ auth: string(), channel_data: optional(string()) }),
});

export { endSession } from './session';
