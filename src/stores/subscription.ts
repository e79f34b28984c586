import { atom } from 'nanostores';
import { getSubscription } from '../api/profile';
import { MaybeSubscription } from '../api/subscription';
import { send } from '../client/request';
import type { SomaOptions } from '../config';
import { is } from 'superstruct';
import { $token, onLogout } from './session';

/**
 * The account holder's plan: a subscription, `false` for none, `undefined` until known. Cached in
 * session storage so the plan gate answers at once on reload; logout clears session storage.
 */
export const PLAN_KEY = 'soma_plan';

function cached(): MaybeSubscription | undefined {
  try {
    const text = sessionStorage.getItem(PLAN_KEY);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    return is(value, MaybeSubscription) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const $subscription = atom<MaybeSubscription | undefined>(cached());

export function setSubscription(value: MaybeSubscription): void {
  try {
    sessionStorage.setItem(PLAN_KEY, JSON.stringify(value));
  } catch {
    // Storage may be unavailable (private mode, sandboxed frame); the store still holds the plan.
  }
  $subscription.set(value);
}

export async function loadSubscription(config?: SomaOptions): Promise<MaybeSubscription | undefined> {
  const token = $token.get();
  const result = await send(getSubscription, {}, config);
  // An answer for a session that has since ended must not fill the next session's store.
  if (result.ok && $token.get() === token) setSubscription(result.data);
  return $subscription.get();
}

onLogout(() => $subscription.set(undefined));
