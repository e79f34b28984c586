import { atom } from 'nanostores';
import { getMe, updateMe, changePassword, deleteMe, type ProfileUpdate, type PasswordChange } from '../api/profile';
import type { Profile } from '../api/structs';
import { send } from '../client/request';
import type { SomaOptions } from '../config';
import type { Result } from '../client/result';
import { $session, $token, logout, onLogout, setToken } from './session';
import { setSubscription } from './subscription';

/** The account holder's profile; null until loaded, and never loaded for an administrator. */
export const $profile = atom<Profile | null>(null);

/** Loads profile and subscription (`GET /me`); an administrator's session skips both. */
export async function loadMe(config?: SomaOptions): Promise<Profile | null> {
  const session = $session.get();
  if (!session || session.adm === 1) return null;
  const result = await send(getMe, {}, config);
  // An answer for a session that has since ended must not fill the next session's stores.
  if (!result.ok || $token.get() !== session.token) return $profile.get();
  const { subscription, ...profile } = result.data;
  $profile.set(profile);
  setSubscription(subscription);
  return profile;
}

export async function saveProfile(input: ProfileUpdate, config?: SomaOptions): Promise<Result<Profile>> {
  const result = await send(updateMe, input, config);
  if (result.ok) $profile.set({ ...$profile.get(), ...result.data });
  return result;
}

/** A new password ends every session on the server; the answer's token keeps this one signed in. */
export async function savePassword(input: PasswordChange, config?: SomaOptions) {
  const result = await send(changePassword, input, config);
  if (result.ok && result.data.access_token) setToken(result.data.access_token, config);
  return result;
}

/** Deletes the account, the password confirming it; the server has then ended every session, and this one ends here. */
export async function deleteAccount(password: string, config?: SomaOptions) {
  const result = await send(deleteMe, { password }, config);
  if (result.ok) logout();
  return result;
}

onLogout(() => $profile.set(null));
