import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addMonths } from '../../../../server/lib/dates';
import { daysIn, periodEnding } from '../../../../server/services/billing';
import { createStudent, givePlan, type PlanFixture } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';
import {
  DAY_MS,
  DECLINED_CARD,
  addCard,
  balanceOf,
  bundleId,
  card,
  mpesa,
  orderStatus,
  ordersOf,
  subscriptionOf,
  waitFor,
  wrongCallers,
} from './helpers';
import { kiswahiliOf } from '../../lang/twins';

const { fewerStudentsText: fewerStudentsSw } = await kiswahiliOf<
  typeof import('../../../../src/domain/fewerStudentsTexts')
>('src/domain/fewerStudentsTexts.ts');

const HOUR_MS = 60 * 60 * 1000;

describe('plan changes: preview and POST /api/shop/upgrade', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { sandboxMpesaDelayMs: 400 } })));
  after(() => t.close());

  /** A parent whose plan began `daysAgo` days and one hour ago, so that exactly that many whole days plus one are used. */
  async function parentWithPlan(plan: PlanFixture = {}, daysAgo = 0) {
    const parent = await t.newParent();
    const start = new Date(t.clock.now().getTime() - daysAgo * DAY_MS - HOUR_MS);
    const subscription = await givePlan(t.db, parent.user.id, plan, start);
    const days = daysIn(periodEnding(subscription.expiry_date, subscription.duration));
    return { ...parent, subscription, days, unused: days - daysAgo - 1 };
  }

  const preview = (token: string, productId: number | string) =>
    t.get(`/api/shop/bundles/preview_upgrade/${productId}`, { token });

  describe('GET /api/shop/bundles/preview_upgrade/{product_id}', () => {
    it('credits the unused days of the current plan and prices the new one for them, on a plan begun today', async () => {
      const parent = await parentWithPlan({ students: 3 });
      const answer = await preview(parent.token, await bundleId(t, 5));
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const credit = Math.round((125_000 * parent.unused) / parent.days);
      const price = Math.round((190_000 * parent.unused) / parent.days);
      const whole = Math.floor((price - credit) / 100) * 100;
      assert.deepEqual(answer.body, {
        price,
        credit,
        adjusted_price: whole,
        next_billing_date: parent.subscription.next_billing_date!.toISOString(),
        balance: 0,
        rounding: price - credit - whole,
        fewer_students: null,
        // The lines its receipt will show, from the same quote.
        lines: [
          { label: '5 students, Monthly, until your next billing date', amount: price },
          { label: 'Credit for the unused part of your current plan', amount: -credit },
          { label: 'Rounded down to whole shillings', amount: -(price - credit - whole) },
        ],
        charged_now: whole,
        deferred: 0,
        kept_as_credit: 0,
        ends_trial: false,
        stays_cancelled: false,
        ends_on: null,
      });
    });

    it('half way through the period', async () => {
      const parent = await parentWithPlan({ students: 1 }, 14);
      const answer = await preview(parent.token, await bundleId(t, 2));
      assert.equal(answer.body.credit, Math.round((50_000 * parent.unused) / parent.days));
      assert.equal(answer.body.price, Math.round((90_000 * parent.unused) / parent.days));
    });

    it('answers 0 for everything once the billing date has passed', async () => {
      const parent = await parentWithPlan({ students: 3 });
      const past = new Date(t.clock.now().getTime() - DAY_MS);
      await t.db
        .updateTable('subscriptions')
        .set({ next_billing_date: past, expiry_date: past })
        .where('user_id', '=', parent.user.id)
        .execute();
      const answer = await preview(parent.token, await bundleId(t, 5));
      assert.deepEqual(answer.body, {
        price: 0,
        credit: 0,
        adjusted_price: 0,
        next_billing_date: past.toISOString(),
        balance: 0,
        rounding: 0,
        fewer_students: null,
        lines: [{ label: '5 students, Monthly, until your next billing date', amount: 0 }],
        charged_now: 0,
        deferred: 0,
        kept_as_credit: 0,
        ends_trial: false,
        stays_cancelled: false,
        ends_on: null,
      });
    });

    it('never answers an adjusted price below 0 (a cheaper plan), and says what a plan for fewer students than the account has means', async () => {
      const parent = await parentWithPlan({ students: 5 }, 3);
      for (const first_name of ['Amani', 'Baraka', 'Chiku']) await createStudent(t.db, parent.user.id, { first_name });
      const answer = await preview(parent.token, await bundleId(t, 1));
      assert.equal(
        answer.body.fewer_students,
        "This plan is for 1 student and you have 3. After the change, every student's tile stays blocked until you remove 2 student(s) or upgrade your plan.",
      );
      assert.equal(
        (await preview(parent.token, await bundleId(t, 3))).body.fewer_students,
        null,
        'a plan with room says nothing',
      );
      const inKiswahili = await t.get(`/api/shop/bundles/preview_upgrade/${await bundleId(t, 2)}`, {
        token: parent.token,
        headers: { 'accept-language': 'sw' },
      });
      assert.equal(inKiswahili.body.fewer_students, fewerStudentsSw(3, 2, 1));
      assert.equal(answer.body.adjusted_price, 0);
      assert.ok(answer.body.credit > answer.body.price);
    });

    it('counts a cancelled plan to its expiry date, which a change keeps unless it turns billing back on', async () => {
      const parent = await parentWithPlan({ students: 1, cancelled: true });
      const answer = await preview(parent.token, await bundleId(t, 3));
      assert.equal(answer.body.stays_cancelled, true);
      assert.equal(answer.body.ends_on, parent.subscription.expiry_date.toISOString());
      assert.equal(answer.body.next_billing_date, null, 'no next billing while it stays cancelled');
      assert.ok(answer.body.credit > 0);
      const resuming = await t.get(`/api/shop/bundles/preview_upgrade/${await bundleId(t, 3)}`, {
        token: parent.token,
        query: { resume_billing: 1 },
      });
      assert.equal(resuming.body.stays_cancelled, false);
      assert.equal(resuming.body.next_billing_date, parent.subscription.expiry_date.toISOString());
      assert.equal(resuming.body.adjusted_price, answer.body.adjusted_price);
    });

    it('quotes a purchase without an active plan: the whole plan from today, the balance applied', async () => {
      const none = await t.newParent({ balance: -20_000 });
      const failed = await parentWithPlan({ status: 'failed_declined' });
      for (const [token, balance] of [
        [none.token, -20_000],
        [failed.token, 0],
      ] as const) {
        const at = t.clock.now();
        const answer = await preview(token, await bundleId(t, 5));
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        const { next_billing_date: next, lines, ...figures } = answer.body;
        assert.deepEqual(figures, {
          price: 190_000,
          credit: 0,
          adjusted_price: 190_000 + balance,
          balance,
          rounding: 0,
          fewer_students: null,
          charged_now: 190_000 + balance,
          deferred: 0,
          kept_as_credit: 0,
          ends_trial: false,
          stays_cancelled: false,
          ends_on: null,
        });
        assert.deepEqual(
          lines.map((line: { amount: number }) => line.amount),
          balance ? [190_000, balance] : [190_000],
        );
        assert.ok(Math.abs(new Date(next).getTime() - addMonths(at, 1).getTime()) < 5_000, 'a month from today');
      }
    });

    it('refuses for the same plan and for an unknown plan', async () => {
      const active = await parentWithPlan({ students: 2 });
      const cases: Array<[string, number | string, Record<string, string[]>]> = [
        [active.token, await bundleId(t, 2), { product_id: ['This is already your plan.'] }],
        [active.token, 99_999, { product_id: ['The selected bundle is invalid.'] }],
        [active.token, 0, { product_id: ['The product id field must be at least 1.'] }],
      ];
      for (const [token, productId, errors] of cases) {
        const answer = await preview(token, productId);
        assert.equal(answer.status, 422, String(productId));
        assert.deepEqual(answer.body.errors, errors);
      }
      assert.equal((await preview(active.token, 'abc')).status, 422);
    });

    it('turns away anonymous, expired and administrator callers', async () => {
      const callers = await wrongCallers(t);
      const url = `/api/shop/bundles/preview_upgrade/${await bundleId(t, 5)}`;
      for (const [token, status] of [
        [null, 401],
        [callers.expired, 401],
        [callers.admin, 403],
      ] as const) {
        assert.equal((await t.get(url, { token })).status, status);
      }
    });
  });

  describe('POST /api/shop/upgrade', () => {
    it('by card: charges the preview, changes the plan now and keeps the billing and expiry dates', async () => {
      const parent = await parentWithPlan({ students: 3 }, 10);
      const bundle = await bundleId(t, 5);
      const quote = (await preview(parent.token, bundle)).body;
      const cardId = await addCard(t, parent.token);
      const answer = await t.post('/api/shop/upgrade', { bundle, payment: card(cardId) }, { token: parent.token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const order = answer.body;
      assert.equal(order.kind, 'upgrade');
      assert.equal(order.status, 'active');
      assert.equal(order.students, 5);
      assert.equal(order.price, quote.price);
      assert.equal(order.credit, quote.credit);
      assert.equal(order.total, quote.adjusted_price);
      assert.ok(quote.rounding > 0 && quote.rounding < 100, 'the change is rounded down to a whole shilling');
      assert.deepEqual(order.lines, [
        { label: '5 students, Monthly, until your next billing date', amount: quote.price },
        { label: 'Credit for the unused part of your current plan', amount: -quote.credit },
        { label: 'Rounded down to whole shillings', amount: -quote.rounding },
      ]);
      assert.equal(order.total % 100, 0);
      assert.equal(order.next_billing_date, parent.subscription.next_billing_date!.toISOString());
      assert.equal(order.expiry_date, parent.subscription.expiry_date.toISOString());

      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.product_id, bundle);
      assert.equal(plan.product_order_id, order.order_id);
      assert.equal(plan.students, 5);
      assert.equal(plan.price, 190_000, 'the full new price is charged from the next billing date');
      assert.equal(plan.credit, quote.credit);
      assert.equal(plan.adjusted_price, quote.adjusted_price);
      assert.equal(plan.status, 'active');
      assert.equal(plan.next_billing_date!.toISOString(), parent.subscription.next_billing_date!.toISOString());
      assert.equal(plan.expiry_date.toISOString(), parent.subscription.expiry_date.toISOString());
      assert.equal(plan.starts_at.toISOString(), parent.subscription.starts_at.toISOString());
      assert.equal(await balanceOf(t, parent.user.id), 0);

      const bundles = await t.get('/api/shop/bundles', { token: parent.token });
      assert.deepEqual(
        bundles.body.filter((b: { current: boolean }) => b.current).map((b: { product_id: number }) => b.product_id),
        [bundle],
      );
    });

    it('to a cheaper plan: nothing is charged and the surplus credit goes to the balance', async () => {
      const parent = await parentWithPlan({ students: 5 }, 5);
      const bundle = await bundleId(t, 1);
      const quote = (await preview(parent.token, bundle)).body;
      const declining = await addCard(t, parent.token, DECLINED_CARD);
      const answer = await t.post('/api/shop/upgrade', { bundle, payment: card(declining) }, { token: parent.token });
      assert.equal(answer.body.status, 'active', 'no charge, so the declining card is never tried');
      assert.equal(answer.body.total, 0);
      const surplus = quote.credit - quote.price;
      assert.deepEqual(answer.body.lines, [
        { label: '1 student, Monthly, until your next billing date', amount: quote.price },
        { label: 'Credit for the unused part of your current plan', amount: -quote.credit },
        { label: 'Kept as credit on your account', amount: surplus },
      ]);
      assert.equal(await balanceOf(t, parent.user.id), -surplus);
      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.remaining_balance, -surplus);
      assert.equal(plan.students, 1);
      assert.equal(plan.adjusted_price, 0);
      assert.equal((await ordersOf(t, parent.user.id)).at(-1)!.provider_reference, null);
    });

    it('declined: the order fails and the plan already paid for stays as it was', async () => {
      const parent = await parentWithPlan({ students: 1 }, 2);
      const declining = await addCard(t, parent.token, DECLINED_CARD);
      const answer = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 5), payment: card(declining) },
        { token: parent.token },
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'failed_declined');
      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.status, 'active');
      assert.equal(plan.students, 1);
      assert.equal(plan.product_order_id, parent.subscription.product_order_id);

      // update_default retries the plan's own order only, which is paid: nothing to retry.
      const good = await addCard(t, parent.token);
      const update = await t.patch(
        '/api/shop/sandbox/payment_methods/update_default',
        { payment_method_id: good, update_subscription: true },
        { token: parent.token },
      );
      assert.equal(update.body.subscription.students, 1);
      assert.equal(await orderStatus(t, answer.body.order_id), 'failed_declined');

      const again = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 5), payment: card(good) },
        { token: parent.token },
      );
      assert.equal(again.body.status, 'active');
      assert.equal((await subscriptionOf(t, parent.user.id))!.students, 5);
    });

    it('by M-Pesa: the plan changes only when the payment lands', async () => {
      const parent = await parentWithPlan({ students: 1 });
      const bundle = await bundleId(t, 3);
      const answer = await t.post(
        '/api/shop/upgrade',
        { bundle, payment: mpesa('0799 888 777') },
        { token: parent.token },
      );
      assert.equal(answer.body.status, 'pending_payment');
      assert.equal((await subscriptionOf(t, parent.user.id))!.students, 1);
      const second = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 5), payment: mpesa('0799 888 777') },
        { token: parent.token },
      );
      assert.equal(second.status, 422);
      assert.deepEqual(second.body.errors, { payment: ['A payment for your plan is still being processed.'] });
      await waitFor(async () => (await orderStatus(t, answer.body.order_id)) === 'active');
      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.students, 3);
      assert.equal(plan.payment_method, 'mpesa');
    });

    it('keeps a cancelled plan cancelled: the change ends when the plan does, and nothing renews it', async () => {
      const parent = await parentWithPlan({ students: 1, cancelled: true });
      const cardId = await addCard(t, parent.token);
      const answer = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 2), payment: card(cardId) },
        { token: parent.token },
      );
      assert.equal(answer.body.status, 'active');
      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.students, 2);
      assert.equal(plan.cancellation_date?.toISOString(), parent.subscription.cancellation_date?.toISOString());
      assert.equal(plan.next_billing_date, null);
      assert.equal(plan.expiry_date.toISOString(), parent.subscription.expiry_date.toISOString());
      t.clock.advance((plan.expiry_date.getTime() - t.clock.now().getTime()) / 1000 + 60);
      await t.app.services.renewals.sweep();
      t.clock.reset();
      assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'expired');
      assert.equal((await ordersOf(t, parent.user.id)).filter((order) => order.kind === 'renewal').length, 0);
    });

    it('turns automatic billing back on with the change when the family ticks it', async () => {
      const parent = await parentWithPlan({ students: 1, cancelled: true });
      const cardId = await addCard(t, parent.token);
      const answer = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 2), payment: card(cardId), resume_billing: true },
        { token: parent.token },
      );
      assert.equal(answer.body.status, 'active');
      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.cancellation_date, null);
      assert.equal(plan.next_billing_date!.toISOString(), plan.expiry_date.toISOString());
    });

    it('a change placed before a cancellation and paid after it leaves the plan cancelled', async () => {
      const parent = await parentWithPlan({ students: 1 });
      const answer = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 3), payment: mpesa('0712 345 678') },
        { token: parent.token },
      );
      assert.equal(answer.body.status, 'pending_payment');
      assert.equal((await t.post('/api/shop/cancel', {}, { token: parent.token })).status, 200);
      await waitFor(async () => (await orderStatus(t, answer.body.order_id)) === 'active');
      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.students, 3);
      assert.ok(plan.cancellation_date, 'still cancelled');
      assert.equal(plan.next_billing_date, null);
    });

    it('keeps a yearly change to the current period, then bills yearly from the billing date', async () => {
      const parent = await parentWithPlan({ students: 2 }, 1);
      const cardId = await addCard(t, parent.token);
      const answer = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 2, 12), payment: card(cardId) },
        { token: parent.token },
      );
      assert.equal(answer.body.status, 'active');
      const plan = (await subscriptionOf(t, parent.user.id))!;
      assert.equal(plan.duration, 12);
      assert.equal(plan.price, 900_000);
      assert.equal(plan.expiry_date.toISOString(), addMonths(parent.subscription.starts_at, 1).toISOString());
    });

    it('refuses without an active plan, to the same plan, and checks the payment', async () => {
      const none = await t.newParent();
      const cardId = await addCard(t, none.token);
      const noPlan = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 2), payment: card(cardId) },
        { token: none.token },
      );
      assert.equal(noPlan.status, 422);
      assert.deepEqual(noPlan.body.errors, { bundle: ['You have no active plan to change.'] });

      const parent = await parentWithPlan({ students: 2 });
      const same = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 2), payment: card(cardId) },
        { token: parent.token },
      );
      assert.deepEqual(same.body.errors, { bundle: ['This is already your plan.'] });
      const badPhone = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 3), payment: mpesa('12') },
        { token: parent.token },
      );
      assert.deepEqual(Object.keys(badPhone.body.errors), ['payment.info.phone_number']);
      const missing = await t.post('/api/shop/upgrade', {}, { token: parent.token });
      assert.deepEqual(Object.keys(missing.body.errors).sort(), ['bundle']);
      const unpaid = await t.post('/api/shop/upgrade', { bundle: await bundleId(t, 5) }, { token: parent.token });
      assert.equal(unpaid.status, 422);
      assert.deepEqual(
        unpaid.body.errors,
        { payment: ['The payment field is required.'] },
        'a change that charges something needs a way to pay',
      );
      assert.equal((await ordersOf(t, parent.user.id)).length, 1);
    });

    it('turns away anonymous, expired and administrator callers', async () => {
      const callers = await wrongCallers(t);
      const body = { bundle: await bundleId(t, 5), payment: card('pm_x') };
      for (const [token, status] of [
        [null, 401],
        [callers.expired, 401],
        [callers.admin, 403],
      ] as const) {
        assert.equal((await t.post('/api/shop/upgrade', body, { token })).status, status);
      }
    });
  });
});
