import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Order } from '../../../server/db/schema';
import type { CardProvider } from '../../../server/providers/card';
import type { MobileMoneyProvider } from '../../../server/providers/mobile-money';
import { sandboxCard } from '../../../server/providers/sandbox-card';
import { sandboxMpesa } from '../../../server/providers/sandbox-mpesa';
import { entriesOf } from '../../../server/repositories/ledger';
import { maskPhone } from '../../../src/api/phone';
import { startTrial } from '../../../server/services/trial';
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
 * The money rules as a property over a plan's whole life: random lives of an account (a free
 * trial or none, purchases, changes up and down, cancel and renew, changes while cancelled with
 * or without billing turned back on, days passing and month ends with their renewals, a card on
 * file that starts to decline and is fixed, refused payments paid late or no longer payable,
 * the M-Pesa renewal number changed, the operator raising and cutting prices, the same change
 * submitted many times at once, the account deleted), after which: the money the providers took is what the ledger
 * and the orders say; no period is paid twice and none once it has ended; what the account
 * showed as the next payment is what the renewal took; every receipt's lines are its preview's;
 * no credit goes below 0; the plan's status is in step with its order; a deleted account's books
 * still add up. Run on PGlite, and on
 * PostgreSQL with DATABASE_URL. `LEDGER_PROPERTY_RUNS=400 npm run test:server -- ledger-property`
 * runs hundreds of lives (docs/money.md).
 */

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS) || 40;
const DAY_S = 24 * 60 * 60;
const DAY_MS = DAY_S * 1000;

type Method = 'card' | 'declined' | 'mpesa' | 'mpesa_refused' | 'none';
type Size = 1 | 2 | 3 | 5;
type Step =
  | { kind: 'buy'; students: Size; yearly: boolean; method: Method; resume: boolean }
  | { kind: 'burst'; students: Size; method: Method }
  | { kind: 'cancel' }
  | { kind: 'renew' }
  | { kind: 'days'; days: number }
  | { kind: 'monthEnd' }
  | { kind: 'cardOnFile'; declines: boolean }
  | { kind: 'renewalNumber'; refuses: boolean }
  | { kind: 'price'; students: Size; raise: boolean }
  | { kind: 'retry'; method: Method }
  | { kind: 'delete' };

const method = fc.constantFrom<Method>('card', 'card', 'declined', 'mpesa', 'mpesa_refused', 'none');
const students = fc.constantFrom<Size>(1, 2, 3, 5);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      students,
      yearly: fc.boolean(),
      method,
      resume: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('burst' as const), students, method }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'renew' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 0, max: 45 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'monthEnd' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cardOnFile' as const), declines: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('renewalNumber' as const), refuses: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('price' as const), students, raise: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), method }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
);
const life = fc.record({ trial: fc.boolean(), steps: fc.array(step, { minLength: 2, maxLength: 10 }) });

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
    // No period is paid once it has ended, and none is backdated past the day it was due: a
    // renewal paid late starts when it is paid (docs/money.md, "Paying late").
    for (const order of active.filter((order) => order.kind === 'renewal')) {
      const paid = order.paid_at!.getTime();
      assert.ok(order.expiry_date!.getTime() > paid, `renewal ${order.id} paid for a period not yet over`);
      assert.ok(order.starts_at!.getTime() >= paid - DAY_MS, `renewal ${order.id} is not backdated`);
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
      fc.asyncProperty(life, async ({ trial, steps: plan }) => {
        sequences += 1;
        const parent = await t.newParent();
        touched.add(parent.user.id);
        if (trial) await startTrial(t.db, parent.user.id, { days: 30, students: 3 }, t.clock.now());
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
        const buy = async (
          studentCount: number,
          yearly: boolean,
          kind: Method,
          idempotencyKey = key(),
          resume = false,
        ) => {
          const plan = await subscriptionOf(t, parent.user.id);
          const call = plan?.status === 'active' ? '/api/shop/upgrade' : '/api/shop/pay';
          const body = {
            bundle: await bundleId(t, studentCount, yearly ? 12 : 1),
            ...(payment(kind) ? { payment: payment(kind) } : {}),
            ...(resume ? { resume_billing: true } : {}),
          };
          return t.post(call, body, { token: await token(), headers: { 'idempotency-key': idempotencyKey } });
        };

        for (const next of plan) {
          steps += 1;
          if (next.kind === 'buy') {
            // What the shop showed for the plan just before it was bought: the receipt shows the same lines.
            const bundle = await bundleId(t, next.students, next.yearly ? 12 : 1);
            const preview = await t.get(`/api/shop/bundles/preview_upgrade/${bundle}`, {
              token: await token(),
              query: next.resume ? { resume_billing: 1 } : {},
            });
            const before = new Set((await ordersOf(t, parent.user.id)).map((order) => order.id));
            const answer = await buy(next.students, next.yearly, next.method, key(), next.resume);
            assert.ok(answer.status < 500, 'no purchase breaks the server');
            if (preview.status === 200 && answer.status === 200 && !before.has(answer.body.order_id)) {
              const placed = (await t.get(`/api/receipts/${answer.body.order_id}`, { token: await token() })).body;
              assert.deepEqual(placed.lines, preview.body.lines, `order ${answer.body.order_id}: its preview's lines`);
              assert.equal(
                placed.total,
                preview.body.adjusted_price,
                `order ${answer.body.order_id}: its preview's total`,
              );
            }
          }
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
          if (next.kind === 'days' || next.kind === 'monthEnd') {
            const shown = await nextChargeShown(await token());
            if (next.kind === 'days') t.clock.advance(next.days * DAY_S);
            else {
              // To the evening of the month's last day, where billing days fall back and move on.
              const now = t.clock.now();
              const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, 21, 0, 0));
              if (end > now) t.clock.advance((end.getTime() - now.getTime()) / 1000);
            }
            await t.app.services.renewals.sweep();
            await settled(parent.user.id);
            if (shown) await tookWhatWasShown(parent.user.id, shown);
          }
          if (next.kind === 'cardOnFile') {
            await t.patchViaPost(
              `/api/shop/sandbox/payment_methods/update_default`,
              { payment_method_id: next.declines ? bad : good, update_subscription: false },
              { token: await token(), form: true },
            );
          }
          if (next.kind === 'renewalNumber') {
            const answer = await t.post(
              '/api/shop/mpesa/renewal_number',
              { phone_number: next.refuses ? '0711 111 032' : '0722 000 111' },
              { token: await token() },
            );
            assert.ok(answer.status === 200 || answer.status === 422, `renewal number: ${answer.status}`);
          }
          if (next.kind === 'price') {
            const bundle = await bundleId(t, next.students, 1);
            const { price } = await t.db
              .selectFrom('bundles')
              .select('price')
              .where('id', '=', bundle)
              .executeTakeFirstOrThrow();
            const changed = Math.max(10_000, Math.round((price * (next.raise ? 1.2 : 0.85)) / 100) * 100);
            const answer = await t.patch(
              `/api/plans/${bundle}`,
              { price: changed },
              { token: await t.loginAsAdmin(), form: true },
            );
            assert.equal(answer.status, 200, JSON.stringify(answer.body));
          }
          if (next.kind === 'retry') {
            const refused = (await ordersOf(t, parent.user.id))
              .filter((order: Order) => order.status === 'failed' || order.status === 'failed_declined')
              .at(-1);
            const pay = payment(next.method);
            if (refused && pay) {
              const answer = await t.post(
                `/api/receipts/${refused.id}/pay`,
                { payment: pay },
                { token: await token(), headers: { 'idempotency-key': key() } },
              );
              assert.ok(answer.status < 500, 'no payment breaks the server');
              // An order whose plan has ended or changed says so on its receipt, and is not paid.
              const receipt = (await t.get(`/api/receipts/${refused.id}`, { token: await token() })).body;
              if (answer.status === 422 && answer.body.errors?.payment?.[0] === receipt.stale)
                assert.notEqual(receipt.status, 'active');
            }
          }
          if (next.kind === 'delete') {
            const answer = await t.post(
              '/api/me',
              { _method: 'DELETE', password: parent.password },
              { token: await token(), form: true },
            );
            assert.equal(answer.status, 200, JSON.stringify(answer.body));
            // The books stay, without the person: the ledger still sums to what was taken.
            const row = await t.db.selectFrom('users').selectAll().where('id', '=', parent.user.id).executeTakeFirst();
            assert.ok(row?.deleted_at && row.email === null && row.phone_number === null, 'the person is gone');
            assert.ok(
              (await ordersOf(t, parent.user.id)).every((order) => order.payment_source === null),
              'no number or card is kept',
            );
            await check(parent.user.id);
            break;
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

  /** What the account shows as its next payment now, while billing goes on; null otherwise. */
  async function nextChargeShown(token: string) {
    const plan = (await t.get('/api/me/subscription', { token })).body;
    if (!plan || plan.status !== 'active' || plan.cancellation_date || !plan.next_charge) return null;
    return { ...plan.next_charge, productId: plan.product_id } as {
      amount: number;
      date: string;
      method: string | null;
      phone?: string | null;
    };
  }

  /** The renewal of the date the account showed took what it showed, by the way it showed. */
  async function tookWhatWasShown(userId: number, shown: NonNullable<Awaited<ReturnType<typeof nextChargeShown>>>) {
    const plan = (await subscriptionOf(t, userId))!;
    const renewal = (await ordersOf(t, userId)).find(
      (order) => order.kind === 'renewal' && order.idempotency_key === `renewal-${plan.id}-${shown.date}`,
    );
    if (!renewal) return;
    assert.equal(renewal.amount - renewal.deferred, shown.amount, `renewal ${renewal.id} took what was shown`);
    assert.equal(renewal.payment_method ?? shown.method, shown.method, `renewal ${renewal.id} paid as shown`);
    if (shown.method === 'mpesa' && renewal.payment_source)
      assert.equal(maskPhone(renewal.payment_source), shown.phone, `renewal ${renewal.id} prompted the number shown`);
  }
});
