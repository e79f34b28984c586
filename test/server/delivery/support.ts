import type { Config } from '../../../server/config';
import type { TestApp } from '../harness';

/** Delivery settings for tests: quick polls and a retry within about a second or two. */
export function deliveryConfig(overrides: Partial<Config['delivery']> = {}): Partial<Config> {
  return {
    jobs: { pollingIntervalSeconds: 0.5, work: true },
    delivery: {
      smtpUrl: null,
      mailFrom: 'Soma School <no-reply@portal.test>',
      timeoutMs: 2000,
      retries: 2,
      retryDelaySeconds: 1,
      ...overrides,
    },
  };
}

/** Waits for `check` to answer something truthy, polling; fails after `ms`. */
export async function until<T>(check: () => T | Promise<T>, what: string, ms = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const NAMES = { first_name: 'Njeri', last_name: 'Kariuki' };

/** Step 1 for a login with the test parent's names. */
export function requestCode(t: TestApp, login: string) {
  return t.post('/api/request_password_recovery', { login, ...NAMES }, { form: true });
}

/** Steps 2 and 3 with a code, then a login with the new password: answers the access token. */
export async function finishRecovery(t: TestApp, verification: string, code: string, login: string): Promise<string> {
  const verified = await t.post('/api/verify_password_recovery', { verification, unique_code: code }, { form: true });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  const password = 'a-brand-new-password';
  const reset = await t.post(
    '/api/recover_password',
    { verification: verified.body.verification, password, password_confirmation: password },
    { form: true },
  );
  if (reset.status !== 200) throw new Error(`reset: ${reset.status} ${JSON.stringify(reset.body)}`);
  return t.login(login, password);
}

/** The state of every delivery, by recipient. */
export async function deliveryStates(
  t: TestApp,
): Promise<Array<{ recipient: string; state: string; attempts: number; body: string | null }>> {
  return t.db.selectFrom('deliveries').select(['recipient', 'state', 'attempts', 'body']).orderBy('id').execute();
}
