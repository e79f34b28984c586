import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Broadcaster } from '../../../../server/providers/broadcaster';
import type { TestApp } from '../../harness';
import { balanceOf as ledgerBalance } from '../../../../server/repositories/ledger';
import { findSubscriptionByUserId } from '../../../../server/repositories/subscriptions';

/*
 * Shared by the shop tests: plans by shape, sandbox cards, payloads, waiting for a payment to
 * land, and a broadcaster that records what it was asked to send.
 */

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

export interface Published {
  channel: string;
  event: string;
  data: {
    order: { order_id: number; status: string };
    subscription: false | { status: string; cancellation_date: string | null };
  };
}

export function recordingBroadcaster(): { broadcaster: Broadcaster; events: Published[] } {
  const events: Published[] = [];
  return {
    events,
    broadcaster: {
      name: 'recorder',
      publish: async (channel, event, data) =>
        void events.push({ channel, event, data: structuredClone(data) as Published['data'] }),
      app: async () => null,
    },
  };
}

export const key = () => `checkout-${randomUUID()}`;

export const mpesa = (phone_number: string) => ({ method: 'mpesa', info: { phone_number } });
export const card = (payment_method_id: string) => ({ method: 'card', info: { payment_method_id } });

/** The seeded bundle with these students and months. */
export async function bundleId(t: TestApp, students: number, duration = 1): Promise<number> {
  const row = await t.db
    .selectFrom('bundles')
    .select('id')
    .where('students', '=', students)
    .where('duration', '=', duration)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A bundle of our own, for exact prices. */
export async function customBundle(t: TestApp, price: number, students = 4, duration = 1): Promise<number> {
  const row = await t.db
    .insertInto('bundles')
    .values({ students, price, duration })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a sandbox card through the API; for the caller when a token is given, unattached otherwise. */
export async function addCard(
  t: TestApp,
  token: string | null,
  number = GOOD_CARD,
  expYear = new Date().getUTCFullYear() + 2,
): Promise<string> {
  const answer = await t.post(
    '/api/shop/sandbox/payment_methods',
    { number, exp_month: 12, exp_year: expYear, cvc: '123', name: 'Test Parent' },
    { token },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.id as string;
}

/** Waits until `check` holds (payments that land on a timer), failing after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function orderStatus(t: TestApp, orderId: number): Promise<string> {
  const row = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.status;
}

/** The account's plan with the figures the ledger gives it. */
export async function subscriptionOf(t: TestApp, userId: number) {
  return findSubscriptionByUserId(t.db, userId);
}

export async function ordersOf(t: TestApp, userId: number) {
  return t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The account's balance: the sum of its ledger entries. */
export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  return ledgerBalance(t.db, userId);
}

/** Callers that must be turned away from a parent's call: administrator and an expired session. */
export async function wrongCallers(t: TestApp): Promise<{ admin: string; expired: string }> {
  const parent = await t.newParent();
  t.clock.advance(-(t.config.sessionTtlSeconds + 60));
  const expired = await t.app.sessions.issue(parent.user);
  t.clock.reset();
  return { admin: await t.loginAsAdmin(), expired };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
