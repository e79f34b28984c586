import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addMonths } from '../../../../server/lib/dates';
import { createTestApp, type TestApp } from '../../harness';
import {
  DECLINED_CARD,
  addCard,
  bundleId,
  card,
  key,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  wrongCallers,
  type Published,
} from './helpers';

describe('POST /api/shop/pay by card', () => {
  let t: TestApp;
  let events: Published[];
  before(async () => {
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await createTestApp({ providers: { broadcaster: recorder.broadcaster } });
  });
  after(() => t.close());

  it('pays at once with 4242 4242 4242 4242: the order and the plan are active', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    const bundle = await bundleId(t, 3);
    const before = t.clock.now();
    const answer = await t.post(
      '/api/shop/pay',
      { bundle, payment: card(cardId) },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const order = answer.body;
    assert.equal(order.status, 'active');
    assert.equal(order.kind, 'purchase');
    assert.equal(order.product_id, bundle);
    assert.equal(order.students, 3);
    assert.equal(order.duration, 1);
    assert.equal(order.price, 125_000);
    assert.equal(order.credit, 0);
    assert.equal(order.total, 125_000);
    assert.deepEqual(order.lines, [{ label: '3 students, Monthly', amount: 125_000 }]);
    assert.deepEqual(order.payment, { method: 'card', brand: 'visa', last4: '4242' });
    assert.equal(order.failure_message, null);
    assert.ok(order.paid_at);
    const paidAt = new Date(order.paid_at);
    assert.ok(paidAt >= before);
    assert.equal(order.expiry_date, addMonths(paidAt, 1).toISOString());
    assert.equal(order.next_billing_date, order.expiry_date);

    const plan = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(plan.status, 'active');
    assert.equal(plan.product_id, bundle);
    assert.equal(plan.product_order_id, order.order_id);
    assert.equal(plan.students, 3);
    assert.equal(plan.price, 125_000);
    assert.equal(plan.payment_method, 'card');
    assert.equal(plan.expiry_date.toISOString(), order.expiry_date);
    assert.equal(plan.next_billing_date?.toISOString(), order.expiry_date);
    assert.equal(plan.cancellation_date, null);

    const mine = events.filter((event) => event.channel === `private-user.${parent.user.id}`);
    assert.deepEqual(
      mine.map((event) => [
        event.event,
        event.data.order.status,
        event.data.subscription && event.data.subscription.status,
      ]),
      [
        ['product-order.updated', 'pending_payment', 'pending_payment'],
        ['product-order.updated', 'active', 'active'],
      ],
    );
  });

  it('answers the receipt of the plan bought, and the card as the default payment method', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1, 12), payment: card(cardId) },
      { token: parent.token },
    );
    assert.equal(bought.status, 200);
    const receipt = await t.get(`/api/receipts/${bought.body.order_id}`, { token: parent.token });
    assert.equal(receipt.status, 200);
    assert.deepEqual(receipt.body, bought.body);
    assert.deepEqual(receipt.body.lines, [{ label: '1 student, Yearly', amount: 500_000 }]);
    const method = await t.get('/api/shop/default_payment_method', { token: parent.token });
    assert.equal(method.status, 200);
    assert.equal(method.body.id, cardId);
    assert.equal(method.body.type, 'card');
    assert.equal(method.body.last4, '4242');
    const secret = await t.get('/api/shop/sandbox/latest_payment_intent', { token: parent.token });
    assert.equal(secret.status, 200);
    assert.match(secret.body.payment_secret, /^pi_sandbox_.+_secret_/);
  });

  it('is declined with 4000 0000 0000 0002, then paid by update_default with a good card', async () => {
    const parent = await t.newParent();
    const declining = await addCard(t, parent.token, DECLINED_CARD);
    const bundle = await bundleId(t, 2);
    const answer = await t.post('/api/shop/pay', { bundle, payment: card(declining) }, { token: parent.token });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.status, 'failed_declined');
    assert.equal(answer.body.paid_at, null);
    assert.equal(answer.body.failure_message, 'Your card was declined.');
    assert.deepEqual(answer.body.payment, { method: 'card', brand: 'visa', last4: '0002' });
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed_declined');
    const me = await t.get('/api/shop/sandbox/latest_payment_intent', { token: parent.token });
    assert.match(me.body.payment_secret, /^pi_/);

    // A new card without update_subscription only becomes the default.
    const good = await addCard(t, parent.token);
    const quiet = await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: 'false' },
      { token: parent.token, form: true },
    );
    assert.equal(quiet.status, 200, JSON.stringify(quiet.body));
    assert.equal(quiet.body.success, true);
    assert.equal(quiet.body.subscription.status, 'failed_declined');
    assert.equal((await t.get('/api/shop/default_payment_method', { token: parent.token })).body.id, good);

    const retried = await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: 'true' },
      { token: parent.token, form: true },
    );
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    assert.equal(retried.body.subscription.status, 'active');
    assert.equal(retried.body.subscription.product_order_id, answer.body.order_id);

    const orders = await ordersOf(t, parent.user.id);
    assert.equal(orders.length, 1, 'the retry pays the same order');
    assert.equal(orders[0]!.status, 'active');
    assert.equal(orders[0]!.attempt, 2);
    assert.equal(orders[0]!.failure_message, null);
    const receipt = await t.get(`/api/receipts/${answer.body.order_id}`, { token: parent.token });
    assert.deepEqual(receipt.body.payment, { method: 'card', brand: 'visa', last4: '4242' });
    assert.equal(receipt.body.status, 'active');

    // Once paid, another retry changes nothing.
    const again = await t.patch(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: true },
      { token: parent.token },
    );
    assert.equal(again.status, 200);
    assert.equal((await ordersOf(t, parent.user.id))[0]!.attempt, 2);
  });

  it('retried with another declining card stays failed_declined', async () => {
    const parent = await t.newParent();
    const first = await addCard(t, parent.token, DECLINED_CARD);
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: card(first) },
      { token: parent.token },
    );
    assert.equal(answer.body.status, 'failed_declined');
    const second = await addCard(t, parent.token, '4000 0000 0000 9995');
    const retried = await t.patch(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: second, update_subscription: true },
      { token: parent.token },
    );
    assert.equal(retried.body.subscription.status, 'failed_declined');
    const [order] = await ordersOf(t, parent.user.id);
    assert.equal(order!.attempt, 2);
    assert.equal(order!.status, 'failed_declined');
  });

  it('may buy again after a failed payment, and refuses while a plan is active', async () => {
    const parent = await t.newParent();
    const declining = await addCard(t, parent.token, DECLINED_CARD);
    const bundle = await bundleId(t, 1);
    assert.equal(
      (await t.post('/api/shop/pay', { bundle, payment: card(declining) }, { token: parent.token })).body.status,
      'failed_declined',
    );
    const good = await addCard(t, parent.token);
    const second = await t.post('/api/shop/pay', { bundle, payment: card(good) }, { token: parent.token });
    assert.equal(second.body.status, 'active');
    const third = await t.post('/api/shop/pay', { bundle, payment: card(good) }, { token: parent.token });
    assert.equal(third.status, 422);
    assert.deepEqual(third.body.errors, { bundle: ['You already have an active plan. Change your plan instead.'] });
    assert.equal((await ordersOf(t, parent.user.id)).length, 2);
  });

  it('may buy again after the plan expired', async () => {
    const parent = await t.newParent({ plan: { status: 'expired' } });
    const good = await addCard(t, parent.token);
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 2), payment: card(good) },
      { token: parent.token },
    );
    assert.equal(answer.body.status, 'active');
    const plan = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(plan.status, 'active');
    assert.equal(plan.students, 2);
    assert.equal(plan.product_order_id, answer.body.order_id);
  });

  it('checks the plan and the payment', async () => {
    const parent = await t.newParent();
    const good = await addCard(t, parent.token);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ payment: card(good) }, { bundle: ['The bundle field is required.'] }],
      [{ bundle: 99_999, payment: card(good) }, { bundle: ['The selected bundle is invalid.'] }],
      [{ bundle: 'x', payment: card(good) }, { bundle: ['The bundle field must be an integer.'] }],
      [{ bundle: await bundleId(t, 1) }, { payment: ['The payment field is required.'] }],
      [
        { bundle: await bundleId(t, 1), payment: { method: 'card', info: {} } },
        { 'payment.info.payment_method_id': ['The card field is required.'] },
      ],
      [
        { bundle: await bundleId(t, 1), payment: card('pm_sandbox_nope') },
        { payment: ['The selected card could not be found. Please enter your card again.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await t.post('/api/shop/pay', body, { token: parent.token });
      assert.equal(answer.status, 422, JSON.stringify(body));
      assert.deepEqual(answer.body.errors, errors, JSON.stringify(body));
    }
    const unknownMethod = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: { method: 'paypal', info: {} } },
      { token: parent.token },
    );
    assert.equal(unknownMethod.status, 422);
    assert.ok(unknownMethod.body.errors['payment.method']);
    assert.deepEqual(await ordersOf(t, parent.user.id), []);
  });

  it("refuses a card of another parent's, an expired card and a plan taken off sale", async () => {
    const owner = await t.newParent();
    const theirs = await addCard(t, owner.token);
    const parent = await t.newParent();
    const bundle = await bundleId(t, 1);
    const stolen = await t.post('/api/shop/pay', { bundle, payment: card(theirs) }, { token: parent.token });
    assert.equal(stolen.status, 422);
    assert.deepEqual(stolen.body.errors, {
      payment: ['The selected card could not be found. Please enter your card again.'],
    });

    await t.db
      .insertInto('payment_methods')
      .values({
        id: `pm_sandbox_old_${parent.user.id}`,
        user_id: parent.user.id,
        brand: 'visa',
        last4: '4242',
        exp_month: 1,
        exp_year: 2020,
        name: 'Old',
        outcome: 'succeed',
      })
      .execute();
    const expired = await t.post(
      '/api/shop/pay',
      { bundle, payment: card(`pm_sandbox_old_${parent.user.id}`) },
      { token: parent.token },
    );
    assert.equal(expired.status, 422);
    assert.deepEqual(expired.body.errors, { payment: ['Your card has expired. Please use a different card.'] });

    const retired = await t.db
      .insertInto('bundles')
      .values({ students: 9, price: 1_000_000, duration: 1, active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = await addCard(t, parent.token);
    const offSale = await t.post('/api/shop/pay', { bundle: retired.id, payment: card(mine) }, { token: parent.token });
    assert.equal(offSale.status, 422);
    assert.deepEqual(offSale.body.errors, { bundle: ['The selected bundle is invalid.'] });
    assert.deepEqual(await ordersOf(t, parent.user.id), []);
  });

  it('turns away anonymous, expired and administrator callers', async () => {
    const callers = await wrongCallers(t);
    const body = { bundle: await bundleId(t, 1), payment: card('pm_x') };
    for (const [token, status] of [
      [null, 401],
      [callers.expired, 401],
      [callers.admin, 403],
    ] as const) {
      const answer = await t.post('/api/shop/pay', body, { token });
      assert.equal(answer.status, status);
    }
  });
});
