import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Order } from '../../../server/db/schema';
import type { CardProvider } from '../../../server/providers/card';
import type { MobileMoneyProvider } from '../../../server/providers/mobile-money';
import { sandboxCard } from '../../../server/providers/sandbox-card';
import { sandboxMpesa } from '../../../server/providers/sandbox-mpesa';
import { entriesOf } from '../../../server/repositories/ledger';
import { createTestApp, type TestApp } from '../harness';
import {
  DECLINED_CARD,
  GOOD_CARD,
  addCard,
  bundleId,
  card,
  key,
  mpesa,
  ordersOf,
  subscriptionOf,
  waitFor,
} from '../routes/shop/helpers';

/*
 * The money rules as a property: random lives of an account (purchases, changes up and down,
 * cancel and renew, days passing with their renewals, refused payments and their retries, the
 * same change submitted many times at once), after which the money the providers say they took
 * must be what the ledger and the orders say, no period paid twice, no credit below 0, and the
 * plan's status in step with its order. Run on PGlite, and on PostgreSQL with DATABASE_URL.
 */

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS) || 40;
const DAY_S = 24 * 60 * 60;

type Method = 'card' | 'declined' | 'mpesa' | 'mpesa_refused' | 'none';
type Step =
  | { kind: 'buy'; students: 1 | 2 | 3 | 5; yearly: boolean; method: Method }
  | { kind: 'burst'; students: 1 | 2 | 3 | 5; method: Method }
  | { kind: 'cancel' }
  | { kind: 'renew' }
  | { kind: 'days'; days: number }
  | { kind: 'retry'; method: Method };

const method = fc.constantFrom<Method>('card', 'card', 'declined', 'mpesa', 'mpesa_refused', 'none');
const students = fc.constantFrom<1 | 2 | 3 | 5>(1, 2, 3, 5);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buy' as const), students, yearly: fc.boolean(), method }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('burst' as const), students, method }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'renew' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 0, max: 45 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), method }) },
);

describe('the ledger, over random lives of an account', () => {
  let t: TestApp;
  /** What the providers themselves took: card charges by idempotency key, M-Pesa prompts once paid; by account. */
  const cardTaken = new Map<string, { userId: number; amount: number }>();
  const prompts = new Map<string, { orderId: number; amount: number }>();
  const promptsPaid = new Set<string>();
  let card$: CardProvider;
  let mobile$: MobileMoneyProvider;

  const recordingCard: CardProvider = new Proxy({} as CardProvider, {
    get: (_, name: keyof CardProvider) => {
      if (name === 'charge') {
        return async (request: Parameters<CardProvider['charge']>[0]) => {
          const outcome = await card$.charge(request);
          if (outcome.status === 'paid')
            cardTaken.set(request.idempotencyKey, { userId: request.customer.userId, amount: request.amount });
          return outcome;
        };
      }
      const value = card$[name];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(card$) : value;
    },
  });
  const recordingMpesa: MobileMoneyProvider = {
    name: 'sandbox',
    promptWindowMs: 0,
    checkAfterMs: 0,
    async requestPayment(request) {
      const push = await mobile$.requestPayment(request);
      if (push.accepted)
        prompts.set(push.reference, {
          orderId: Number(request.accountReference.replace('SOMA-', '')),
          amount: request.amount,
        });
      return push;
    },
    async queryStatus(reference) {
      const status = await mobile$.queryStatus(reference);
      if (status.status === 'paid') promptsPaid.add(reference);
      return status;
    },
    readCallback: (body) => mobile$.readCallback(body),
  };

  before(async () => {
    t = await createTestApp({
      config: { sandboxMpesaDelayMs: 0 },
      providers: { card: recordingCard, mobileMoney: recordingMpesa },
    });
    card$ = sandboxCard(t.db, t.clock.now);
    mobile$ = sandboxMpesa({ delayMs: 0, now: t.clock.now });
  });
  after(() => t.close());

  async function takenBy(userId: number): Promise<number> {
    let total = [...cardTaken.values()]
      .filter((charge) => charge.userId === userId)
      .reduce((sum, charge) => sum + charge.amount, 0);
    const mine = new Set((await ordersOf(t, userId)).map((order) => order.id));
    for (const reference of promptsPaid) {
      const prompt = prompts.get(reference)!;
      if (mine.has(prompt.orderId)) total += prompt.amount;
    }
    return total;
  }

  async function settled(userId: number) {
    await waitFor(async () => (await ordersOf(t, userId)).every((order) => order.status !== 'pending_payment'), 5000);
  }

  /** Every invariant of one account's money. */
  async function check(userId: number) {
    const orders = await ordersOf(t, userId);
    const entries = await entriesOf(t.db, userId);
    const balance = entries.reduce((sum, entry) => sum + entry.amount, 0);
    const plan = await subscriptionOf(t, userId);
    const active = orders.filter((order) => order.status === 'active');

    for (const order of orders) {
      const booked = entries.filter((entry) => entry.order_id === order.id);
      if (order.status !== 'active') {
        assert.deepEqual(booked, [], `order ${order.id} (${order.status}) has no entries`);
        continue;
      }
      const amountOf = (kind: string) =>
        booked.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amount, 0) || 0;
      assert.equal(amountOf('plan'), order.price, `order ${order.id}: the plan it sold, once`);
      assert.equal(0 - amountOf('credit'), order.credit, `order ${order.id}: its credit`);
      assert.equal(0 - amountOf('payment'), order.amount - order.deferred, `order ${order.id}: what was taken`);
      assert.equal(0 - amountOf('rounding'), order.rounding, `order ${order.id}: what was let off`);
      assert.ok(booked.every((entry) => ['plan', 'credit', 'payment', 'rounding'].includes(entry.kind)));
    }
    for (const order of orders) {
      assert.ok(order.credit >= 0 && order.amount >= 0 && order.deferred >= 0, `order ${order.id}: nothing below 0`);
      assert.ok(order.rounding >= 0 && order.rounding < 100, `order ${order.id}: rounding under a shilling`);
      assert.equal((order.amount - order.deferred) % 100, 0, `order ${order.id}: charged in whole shillings`);
      assert.ok(
        order.deferred === 0 || (order.deferred === order.amount && order.amount <= 10_000),
        `order ${order.id}: only small totals wait`,
      );
      const total = order.price - order.credit + order.balance - order.rounding;
      assert.equal(order.amount, Math.max(0, total), `order ${order.id}: its total adds up`);
    }

    const taken = await takenBy(userId);
    const booked = entries.filter((entry) => entry.kind === 'payment').reduce((sum, entry) => sum - entry.amount, 0);
    assert.equal(taken, booked, 'what the providers took is what the ledger booked');
    const delivered = active.reduce((sum, order) => sum + order.price - order.credit - order.rounding, 0);
    assert.equal(
      taken,
      delivered - balance,
      'the money taken is the service delivered, less what is still owed or plus what is held',
    );
    const credited = active.reduce((sum, order) => sum + order.credit, 0);
    assert.ok(-balance <= credited, 'credit held never exceeds the credit given');

    // No period paid twice: whole periods (purchases and renewals) follow one another.
    const periods = active
      .filter((order) => order.kind !== 'upgrade')
      .map((order) => ({
        id: order.id,
        kind: order.kind,
        start: order.starts_at!.getTime(),
        end: order.expiry_date!.getTime(),
      }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < periods.length; i++) {
      const [earlier, later] = [periods[i - 1]!, periods[i]!];
      const when = (p: typeof earlier) =>
        `${p.kind} ${p.id} [${new Date(p.start).toISOString()}, ${new Date(p.end).toISOString()})`;
      assert.ok(later.start >= earlier.end - 1000, `${when(later)} starts after ${when(earlier)} ends`);
    }
    // A change credits no more than the plan it replaced cost.
    const byPayment = [...active].sort((a, b) => a.paid_at!.getTime() - b.paid_at!.getTime() || a.id - b.id);
    for (const change of active.filter((order) => order.kind === 'upgrade')) {
      // The plan in force when the change was paid (a retried change may be older than it).
      const before = byPayment.slice(0, byPayment.indexOf(change)).at(-1);
      assert.ok(
        before && change.credit <= (before.plan_price ?? before.price),
        `change ${change.id} credits at most what the plan cost`,
      );
    }

    if (plan) {
      assert.equal(plan.remaining_balance, balance, 'the plan reads its balance from the ledger');
      const own = orders.find((order) => order.id === plan.product_order_id);
      if (plan.status === 'active' && own) assert.equal(own.status, 'active', 'an active plan was paid for');
      if (own && own.status !== 'active' && plan.status !== 'expired')
        assert.equal(plan.status, own.status, 'the plan waits on its order');
    }
  }

  it(`holds over ${RUNS} random sequences`, async () => {
    let sequences = 0;
    let steps = 0;
    const touched = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 9 }), async (life) => {
        sequences += 1;
        const parent = await t.newParent();
        touched.add(parent.user.id);
        const token = () => t.app.sessions.issue(parent.user);
        // Cards valid for years of the test's clock, which runs ahead of the real one.
        const year = t.clock.now().getUTCFullYear() + 5;
        const good = await addCard(t, await token(), GOOD_CARD, year);
        const bad = await addCard(t, await token(), DECLINED_CARD, year);
        const payment = (kind: Method) =>
          kind === 'card'
            ? card(good)
            : kind === 'declined'
              ? card(bad)
              : kind === 'mpesa'
                ? mpesa('0712 345 678')
                : kind === 'mpesa_refused'
                  ? mpesa('0711 111 032')
                  : undefined;
        const buy = async (studentCount: number, yearly: boolean, kind: Method, idempotencyKey = key()) => {
          const plan = await subscriptionOf(t, parent.user.id);
          const call = plan?.status === 'active' ? '/api/shop/upgrade' : '/api/shop/pay';
          const body = {
            bundle: await bundleId(t, studentCount, yearly ? 12 : 1),
            ...(payment(kind) ? { payment: payment(kind) } : {}),
          };
          return t.post(call, body, { token: await token(), headers: { 'idempotency-key': idempotencyKey } });
        };

        for (const next of life) {
          steps += 1;
          if (next.kind === 'buy') await buy(next.students, next.yearly, next.method);
          if (next.kind === 'burst') {
            const before = new Set((await ordersOf(t, parent.user.id)).map((order) => order.id));
            const same = key();
            const answers = await Promise.all([
              ...Array.from({ length: 4 }, () => buy(next.students, false, next.method, same)),
              ...Array.from({ length: 4 }, () => buy(next.students, false, next.method)),
            ]);
            assert.ok(
              answers.every((answer) => answer.status < 500),
              'no submission breaks the server',
            );
            await settled(parent.user.id);
            // Refused submissions may each leave a failed order; at most one is ever paid.
            const paid = (await ordersOf(t, parent.user.id)).filter(
              (order) => !before.has(order.id) && order.status === 'active',
            );
            assert.ok(paid.length <= 1, 'one change paid, however often it is sent');
          }
          if (next.kind === 'cancel') await t.post('/api/shop/cancel', {}, { token: await token() });
          if (next.kind === 'renew') await t.post('/api/shop/renew', {}, { token: await token() });
          if (next.kind === 'days') {
            t.clock.advance(next.days * DAY_S);
            await t.app.services.renewals.sweep();
          }
          if (next.kind === 'retry') {
            const refused = (await ordersOf(t, parent.user.id))
              .filter((order: Order) => order.status === 'failed' || order.status === 'failed_declined')
              .at(-1);
            const pay = payment(next.method);
            if (refused && pay)
              await t.post(
                `/api/receipts/${refused.id}/pay`,
                { payment: pay },
                { token: await token(), headers: { 'idempotency-key': key() } },
              );
          }
          await settled(parent.user.id);
          await check(parent.user.id);
        }
      }),
      { numRuns: RUNS, endOnFailure: true, includeErrorInReport: true },
    );
    for (const userId of touched) await check(userId);
    console.log(
      `ledger property: ${sequences} sequences, ${steps} steps, ${touched.size} accounts checked on ${t.kind}`,
    );
    assert.ok(sequences >= RUNS);
  });
});
