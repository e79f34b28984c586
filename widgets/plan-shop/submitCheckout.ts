import { signup } from '../../src/api/app';
import { pay, upgrade } from '../../src/api/shop';
import type { Order, Payment } from '../../src/api/structs';
import { send } from '../../src/client/request';
import type { Result } from '../../src/client/result';
import type { SomaOptions } from '../../src/config';
import { signupAccount, type SignupField } from '../../src/domain/accountForms';
import type { Submission } from '../../src/domain/checkout';

export interface Checkout {
  bundle: number;
  /** Left out when nothing is charged now. */
  payment: Payment | undefined;
  /** Asked when a change is paid another way than the plan's: whether that way becomes the plan's. */
  useForRenewals?: boolean;
  /** A change of a cancelled plan that also turns automatic billing back on. */
  resumeBilling?: boolean;
  /** Sign-up only: the account info step's values. */
  account: Record<SignupField, string>;
}

export interface Done {
  order: Order | null;
  /** Sign-up only: the new account's session. */
  token?: string;
}

/** Sends the call the wizard ends with: upgrade, purchase or sign-up, under the checkout's Idempotency-Key. */
export async function submitCheckout(
  kind: Submission,
  { bundle, payment, account, useForRenewals, resumeBilling }: Checkout,
  idempotencyKey: string,
  options: SomaOptions,
): Promise<Result<Done>> {
  if (kind === 'signup') {
    const answer = await send(signup, { ...signupAccount(account), bundle, payment }, { ...options, idempotencyKey });
    return answer.ok
      ? { ok: true, data: { order: answer.data.order ?? null, token: answer.data.access_token } }
      : answer;
  }
  const request = {
    bundle,
    ...(payment ? { payment } : {}),
    ...(useForRenewals === undefined ? {} : { use_for_renewals: useForRenewals }),
    ...(resumeBilling ? { resume_billing: true } : {}),
  };
  const answer = await send(kind === 'upgrade' ? upgrade : pay, request, { ...options, idempotencyKey });
  return answer.ok ? { ok: true, data: { order: answer.data } } : answer;
}
