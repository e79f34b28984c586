import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../server/providers/stripe-card';
import { createTestApp, type TestApp } from '../harness';
import {
  bundleId,
  card,
  orderStatus,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  type Published,
} from '../routes/shop/helpers';
import { startFakeStripe, webhookDelivery, type FakeStripe } from './fake-stripe';
import { parentWithCard, stripeApp } from './support';

describe('POST /api/webhooks/stripe', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let events: Published[];

  before(async () => {
    stripe = await startFakeStripe();
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await stripeApp(stripe, recorder.broadcaster);
  });
  after(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (payload: string, signature?: string, contentType = 'application/json; charset=utf-8') =>
    t.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': contentType, ...(signature !== undefined ? { 'stripe-signature': signature } : {}) },
    });

  /** An order whose card needs an authentication step: pending until Stripe says otherwise. */
  async function waitingOrder() {
    const { parent, cardId } = await parentWithCard(t, stripe, 'authenticate');
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 3), payment: card(cardId) },
      { token: parent.token },
    );
    assert.equal(answer.body.status, 'pending_payment');
    const intent = [...stripe.paymentIntents.values()].find(
      (pi) => pi.metadata.order_id === String(answer.body.order_id),
    )!;
    return { parent, orderId: answer.body.order_id as number, intent };
  }

  const changes = (orderId: number) =>
    events.filter((e) => e.data.order.order_id === orderId && e.data.order.status !== 'pending_payment');

  it('payment_intent.succeeded replayed 100 times moves the order once, with one broadcast', async () => {
    const { parent, orderId, intent } = await waitingOrder();
    stripe.completeAction(intent.id);
    const { payload, signature } = webhookDelivery('payment_intent.succeeded', intent);
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await deliver(payload, signature));
    answers.push(...(await Promise.all(Array.from({ length: 50 }, () => deliver(payload, signature)))));
    assert.equal(answers.length, 100);
    assert.ok(
      answers.every((a) => a.status === 200),
      JSON.stringify(answers.find((a) => a.status !== 200)?.body),
    );
    assert.equal(await orderStatus(t, orderId), 'active');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
    assert.equal(changes(orderId).length, 1, 'one change, one broadcast');
    assert.equal(changes(orderId)[0]!.channel, `private-user.${parent.user.id}`);
    const [row] = await ordersOf(t, parent.user.id);
    const paidAt = row!.paid_at!.getTime();
    await deliver(payload, signature);
    assert.equal((await ordersOf(t, parent.user.id))[0]!.paid_at!.getTime(), paidAt);
  });

  it('payment_intent.payment_failed moves the order to failed_declined once; a later success notice for it changes nothing', async () => {
    const { parent, orderId, intent } = await waitingOrder();
    Object.assign(stripe.paymentIntents.get(intent.id)!, {
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const failed = webhookDelivery('payment_intent.payment_failed', stripe.paymentIntents.get(intent.id)!);
    for (let i = 0; i < 100; i += 1) assert.equal((await deliver(failed.payload, failed.signature)).status, 200);
    assert.equal(await orderStatus(t, orderId), 'failed_declined');
    assert.equal((await ordersOf(t, parent.user.id))[0]!.failure_message, 'Your card has insufficient funds.');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed_declined');
    assert.equal(changes(orderId).length, 1);
  });

  it("the event only names the charge: Stripe's own state of it decides", async () => {
    const { orderId, intent } = await waitingOrder();
    // A correctly signed "succeeded" for a charge Stripe still holds for authentication.
    const early = webhookDelivery('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    assert.equal((await deliver(early.payload, early.signature)).status, 200);
    assert.equal(await orderStatus(t, orderId), 'pending_payment');
  });

  it('rejects with 400, changing nothing and asking Stripe nothing: forged, tampered, unsigned, stale or unreadable deliveries', async () => {
    const { parent, orderId, intent } = await waitingOrder();
    stripe.completeAction(intent.id);
    const good = webhookDelivery('payment_intent.succeeded', intent);
    const forged = webhookDelivery('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' });
    const tampered = good.payload.replace('"payment_intent.succeeded"', '"payment_intent.succeeded" ');
    const stale = webhookDelivery('payment_intent.succeeded', intent, {
      timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 5,
    });
    const calls = stripe.requests.length;
    const before = JSON.stringify(await ordersOf(t, parent.user.id));
    const rejected = [
      await deliver(forged.payload, forged.signature),
      await deliver(tampered, good.signature),
      await deliver(good.payload),
      await deliver(good.payload, ''),
      await deliver(good.payload, 'garbage'),
      await deliver(good.payload, good.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)),
      await deliver(stale.payload, stale.signature),
      await deliver('', good.signature),
      await deliver('not json', good.signature, 'text/plain'),
    ];
    for (const answer of rejected) {
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body, { message: 'The webhook signature could not be verified.' });
    }
    assert.equal(stripe.requests.length, calls, 'Stripe was not asked');
    assert.equal(JSON.stringify(await ordersOf(t, parent.user.id)), before);
    assert.equal(await orderStatus(t, orderId), 'pending_payment');
    assert.ok(t.logs.some((line) => line.msg === 'Stripe webhook rejected'));
    assert.equal(JSON.stringify(t.logs).includes('whsec_'), false, 'the secret is never logged');

    assert.equal((await deliver(good.payload, good.signature)).status, 200, 'the genuine delivery still works');
    assert.equal(await orderStatus(t, orderId), 'active');
  });

  it('acknowledges events it has no use for, and charges that are not ours', async () => {
    const other = webhookDelivery('customer.created', { id: 'cus_x', object: 'customer' });
    assert.deepEqual((await deliver(other.payload, other.signature)).body, { received: true, handled: false });
    const stranger = webhookDelivery('payment_intent.succeeded', {
      id: 'pi_not_ours',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: {},
    });
    assert.deepEqual((await deliver(stranger.payload, stranger.signature)).body, { received: true, handled: false });
  });

  it('setup_intent.succeeded makes the saved card the default when the account had none, and only then', async () => {
    const { parent, cardId, customerId } = await parentWithCard(t, stripe);
    const setup = [...stripe.setupIntents.values()].find((s) => s.customer === customerId)!;
    const saved = webhookDelivery('setup_intent.succeeded', { ...setup, status: 'succeeded', payment_method: cardId });
    for (let i = 0; i < 3; i += 1) assert.equal((await deliver(saved.payload, saved.signature)).status, 200);
    assert.equal(stripe.customers.get(customerId)!.invoice_settings.default_payment_method, cardId);
    assert.equal((await t.get('/api/shop/default_payment_method', { token: parent.token })).body.id, cardId);
    assert.equal(stripe.calls('POST', `/v1/customers/${customerId}`).length, 1, 'set once');

    const second = stripe.addCard({ customer: customerId, last4: '0005' });
    const again = webhookDelivery('setup_intent.succeeded', { ...setup, status: 'succeeded', payment_method: second });
    assert.equal((await deliver(again.payload, again.signature)).status, 200);
    assert.equal(
      stripe.customers.get(customerId)!.invoice_settings.default_payment_method,
      cardId,
      'a chosen default stays',
    );
    assert.deepEqual(await ordersOf(t, parent.user.id), [], 'no order comes of saving a card');
  });

  it('is refused without a webhook secret, and absent when Stripe is not the card provider', async () => {
    await t.setSettings({ card_webhook_secret: '' });
    try {
      const delivery = webhookDelivery('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' });
      assert.equal((await deliver(delivery.payload, delivery.signature)).status, 400);
    } finally {
      await t.setSettings({ card_webhook_secret: (await import('./fake-stripe')).WEBHOOK_SECRET });
    }
    const sandbox = await createTestApp();
    try {
      const delivery = webhookDelivery('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' });
      const answer = await sandbox.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: delivery.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      });
      assert.equal(answer.status, 404);
      assert.equal(
        (await sandbox.post('/api/login', { login: 'x@soma.test', password: 'nope' })).status,
        422,
        'the rest of the API still reads JSON',
      );
    } finally {
      await sandbox.close();
    }
  });
});
