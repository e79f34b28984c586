import { boolean, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { anyPassword, confirmed, email, localeChoice, maybe, nonEmpty, password, phone, regionRef } from './rules';
import { LoginUrl, NoFields, Profile, Success } from './structs';
import { MaybeSubscription, Me } from './subscription';

export const getMe = defineCall({
  id: 'profile.get',
  method: 'GET',
  path: '/me',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: Me,
});

/** Only the fields sent change; a blank email or phone means "not given". */
export const ProfileUpdate = object({
  first_name: maybe(nonEmpty()),
  last_name: maybe(nonEmpty()),
  email: maybe(email()),
  phone_number: maybe(phone()),
  /** Blank or null means "Unspecified". */
  region: optional(regionRef()),
  /** The language of the server's answers and messages; blank or null follows the browser (docs/languages.md). */
  locale: optional(localeChoice()),
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

export const updateMe = defineCall({
  id: 'profile.update',
  method: 'PATCH',
  path: '/me',
  body: 'form',
  access: 'parent',
  request: ProfileUpdate,
  response: Profile,
});

export const PasswordChange = confirmed(
  object({
    current_password: anyPassword(),
    new_password: password(),
    new_password_confirmation: string(),
  }),
  'new_password',
  'new_password_confirmation',
);
export type PasswordChange = Infer<typeof PasswordChange>;

export const changePassword = defineCall({
  id: 'profile.changePassword',
  method: 'PATCH',
  path: '/change_password',
  body: 'form',
  access: 'parent',
  request: PasswordChange,
  /**
   * A new password ends every session of the account, this one included; `access_token` is the
   * caller's new session, so that the device that changed it stays signed in.
   */
  response: type({ success: boolean(), access_token: optional(string()) }),
});

/**
 * The account holder deletes the account, confirming with the password: the account, its students,
 * plan and saved cards are gone, and every session of it ends at once.
 */
export const deleteMe = defineCall({
  id: 'profile.delete',
  method: 'DELETE',
  path: '/me',
  body: 'form',
  access: 'parent',
  request: object({ password: anyPassword() }),
  response: Success,
});

export const getSubscription = defineCall({
  id: 'profile.subscription',
  method: 'GET',
  path: '/me/subscription',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: MaybeSubscription,
});

export const tutorLoginUrl = defineCall({
  id: 'profile.tutorLoginUrl',
  method: 'GET',
  path: '/<tutor>_login_url',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: LoginUrl,
});
