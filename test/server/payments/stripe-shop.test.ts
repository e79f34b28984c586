import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import type { TestApp } from '../harness';
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
import { parentWithCard, PUBLIC_KEY, SECRET_KEY, stripeApp } from './support';

describe('card payments through Stripe', () => {
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

  const pay = (token: string, cardId: string, students = 2) =>
    bundleId(t, students).then((bundle) => t.post('/api/shop/pay', { bundle, payment: card(cardId) }, { token }));

  it('names Stripe in GET /app and serves the card calls under /shop/stripe/', async () => {
    const app = (await t.get('/api/app')).body;
    assert.equal(app.card_provider, 'stripe');
    assert.equal(app.card_public_key, PUBLIC_KEY);
    assert.deepEqual((await t.get('/api/shop/stripe/pub_key')).body, { key: PUBLIC_KEY });
    assert.equal((await t.get('/api/shop/sandbox/pub_key')).status, 404);
    const typed = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Njeri' };
    assert.equal(
      (await t.post('/api/shop/sandbox/payment_methods', typed)).status,
      404,
      'no sandbox card field beside Stripe',
    );
    assert.deepEqual((await t.get('/api/shop/pay')).body, ['mpesa', 'card']);
    assert.equal(JSON.stringify(app).includes(SECRET_KEY), false);
  });

  it('setup answers a SetupIntent secret; payment_methods and default_payment_method list what Stripe keeps', async () => {
    const { parent, cardId } = await parentWithCard(t, stripe, 'succeed', '1111');
    assert.deepEqual((await t.get('/api/shop/stripe/payment_methods', { token: parent.token })).body, [
      {
        id: cardId,
        type: 'card',
        brand: 'visa',
        last4: '1111',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
    ]);
    assert.equal(
      (await t.get('/api/shop/default_payment_method', { token: parent.token })).body,
      null,
      'no default until one is chosen',
    );
    const update = await t.patchViaPost(
      '/api/shop/stripe/payment_methods/update_default',
      { payment_method_id: cardId, update_subscription: false },
      { token: parent.token, form: true },
    );
    assert.equal(update.status, 200, JSON.stringify(update.body));
    assert.deepEqual(update.body, { success: true, subscription: false });
    assert.equal((await t.get('/api/shop/default_payment_method', { token: parent.token })).body.id, cardId);
  });

  it('buys a plan with a saved card: PaymentIntent paid, order and plan active, the card on the receipt', async () => {
    const { parent, cardId } = await parentWithCard(t, stripe, 'succeed', '4242');
    const answer = await pay(parent.token, cardId);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'active');
    const intent = [...stripe.paymentIntents.values()].find(
      (pi) => pi.metadata.order_id === String(answer.body.order_id),
    )!;
    assert.equal(intent.status, 'succeeded');
    assert.equal(intent.amount, answer.body.total);
    const [order] = await ordersOf(t, parent.user.id);
    assert.equal(order!.provider, 'stripe');
    assert.equal(order!.provider_reference, intent.id);
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
    const receipt = await t.get(`/api/receipts/${answer.body.order_id}`, { token: parent.token });
    assert.deepEqual(receipt.body.payment, { method: 'card', brand: 'visa', last4: '4242' });
    assert.equal(receipt.body.status, 'active');
    assert.ok(receipt.body.paid_at && receipt.body.expiry_date && receipt.body.next_billing_date);
  });

  it('signs up with a card created before the account existed: attached to the new customer and charged', async () => {
    const loose = stripe.addCard({ brand: 'mastercard', last4: '4444' });
    const answer = await t.post('/api/signup', {
      first_name: 'Njeri',
      last_name: 'Wambui',
      email: `stripe-signup-${process.pid}-${Date.now()}@soma.test`,
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
      bundle: await bundleId(t, 1),
      payment: card(loose),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.order.status, 'active');
    assert.deepEqual(answer.body.order.payment, { method: 'card', brand: 'mastercard', last4: '4444' });
    const customerId = stripe.paymentMethods.get(loose)!.customer;
    assert.ok(customerId, 'attached');
    assert.equal(stripe.customers.get(customerId)!.metadata.soma_user_id, decodeJwt(answer.body.access_token).sub);
    assert.equal(stripe.customers.get(customerId)!.invoice_settings.default_payment_method, loose);
  });

  it("refuses at checkout a card that is another customer's or unknown to Stripe", async () => {
    const other = await parentWithCard(t, stripe);
    const parent = await t.newParent();
    for (const cardId of [other.cardId, 'pm_unknown']) {
      const answer = await pay(parent.token, cardId);
      assert.equal(answer.status, 422);
      assert.ok(answer.body.errors.payment);
    }
    assert.deepEqual(await ordersOf(t, parent.user.id), []);
  });

  it('declined: failed_declined; update_default with update_subscription retries off-session with the new card', async () => {
    const { parent, cardId, customerId } = await parentWithCard(t, stripe, 'decline');
    const declined = await pay(parent.token, cardId);
    assert.equal(declined.body.status, 'failed_declined');
    assert.equal(declined.body.failure_message, 'Your card was declined.');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed_declined');

    const good = stripe.addCard({ customer: customerId, last4: '0077' });
    const retry = await t.patchViaPost(
      '/api/shop/stripe/payment_methods/update_default',
      { payment_method_id: good, update_subscription: true },
      { token: parent.token, form: true },
    );
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal(retry.body.subscription.status, 'active');
    assert.equal(await orderStatus(t, declined.body.order_id), 'active');
    const attempts = [...stripe.paymentIntents.values()].filter(
      (pi) => pi.metadata.order_id === String(declined.body.order_id),
    );
    assert.equal(attempts.length, 2);
    const second = stripe
      .calls('POST', '/v1/payment_intents')
      .filter((r) => r.body['metadata[order_id]'] === String(declined.body.order_id))
      .at(-1)!;
    assert.equal(second.body.off_session, 'true');
    assert.equal(second.body.payment_method, good);
    assert.equal(second.idempotencyKey, `soma-order-${declined.body.order_id}-2`);
    const receipt = await t.get(`/api/receipts/${declined.body.order_id}`, { token: parent.token });
    assert.deepEqual(receipt.body.payment, { method: 'card', brand: 'visa', last4: '0077' });
  });

  it('an authentication step: pending, latest_payment_intent answers its secret, and the webhook completes the order', async () => {
    const { parent, cardId } = await parentWithCard(t, stripe, 'authenticate');
    const answer = await pay(parent.token, cardId);
    assert.equal(answer.body.status, 'pending_payment');
    const intent = [...stripe.paymentIntents.values()].find(
      (pi) => pi.metadata.order_id === String(answer.body.order_id),
    )!;
    assert.equal(intent.status, 'requires_action');
    const latest = await t.get('/api/shop/stripe/latest_payment_intent', { token: parent.token });
    assert.deepEqual(latest.body, { payment_secret: intent.client_secret });

    stripe.completeAction(intent.id);
    const { payload, signature } = webhookDelivery('payment_intent.succeeded', intent);
    const delivered = await t.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    assert.equal(delivered.status, 200, JSON.stringify(delivered.body));
    assert.equal(await orderStatus(t, answer.body.order_id), 'active');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
    assert.deepEqual((await t.get('/api/shop/stripe/latest_payment_intent', { token: parent.token })).body, {
      payment_secret: null,
    });
    assert.deepEqual(
      events.filter((e) => e.data.order.order_id === answer.body.order_id).map((e) => e.data.order.status),
      ['pending_payment', 'active'],
    );
  });
});
