import { signup } from '../../src/api/app';
import { pay, upgrade } from '../../src/api/shop';
import type { Order, Payment } from '../../src/api/structs';
import { send } from '../../src/client/request';
import type { Result } from '../../src/client/result';
import type { Submission } from '../../src/domain/checkout';
import type { AccountField } from './AccountStep';

export interface Checkout {
  bundle: number;
  payment: Payment;
  /** Sign-up only: the account info step's values. */
  account: Record<AccountField, string>;
}

export interface Done {
  order: Order | null;
  /** Sign-up only: the new account's session. */
  token?: string;
}

/** Sends the call the wizard ends with: upgrade, purchase or sign-up, under the checkout's Idempotency-Key. */
export async function submitCheckout(kind: Submission, { bundle, payment, account }: Checkout, idempotencyKey: string): Promise<Result<Done>> {
  if (kind === 'signup') {
    const answer = await send(
      signup,
      {
        first_name: account.first_name,
        last_name: account.last_name,
        email: account.email || undefined,
        phone_number: account.phone_number || undefined,
        region: account.region ? Number(account.region) : undefined,
        password: account.password,
        password_confirmation: account.password_confirmation,
        bundle,
        payment,
      },
      { idempotencyKey },
    );
    return answer.ok ? { ok: true, data: { order: answer.data.order ?? null, token: answer.data.access_token } } : answer;
  }
  const answer = await send(kind === 'upgrade' ? upgrade : pay, { bundle, payment }, { idempotencyKey });
  return answer.ok ? { ok: true, data: { order: answer.data } } : answer;
}
