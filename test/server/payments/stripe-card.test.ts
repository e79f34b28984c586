import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppError } from '../../../server/errors';
import type { CardCustomer } from '../../../server/providers/card';
import { ACTION_WINDOW_MS, stripeCard, type StripeCardProvider } from '../../../server/providers/stripe-card';
import { createTestApp, type TestApp } from '../harness';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { PUBLIC_KEY, SECRET_KEY } from './support';

describe('the Stripe adapter against a stand-in for Stripe', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let card: StripeCardProvider;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  before(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp();
    await t.setSettings({ card_public_key: PUBLIC_KEY, card_secret_key: SECRET_KEY });
    card = stripeCard({ db: t.db, now, apiBase: stripe.url, maxNetworkRetries: 0 });
  });
  after(async () => {
    await t.close();
    await stripe.close();
  });

  async function customer(): Promise<CardCustomer> {
    const parent = await t.newParent({ first_name: 'Achieng', last_name: 'Otieno' });
    return { userId: parent.user.id, email: parent.email, name: 'Achieng Otieno' };
  }

  /** A customer with a saved card, as after a SetupIntent in the browser. */
  async function withCard(behaviour: Parameters<FakeStripe['addCard']>[0] = {}) {
    const owner = await customer();
    await card.setupSecret(owner);
    const customerId = [...stripe.customers.values()].find((c) => c.metadata.soma_user_id === String(owner.userId))!
      .id as string;
    const cardId = stripe.addCard({ ...behaviour, customer: customerId });
    assert.ok(await card.setDefaultCard(owner, cardId));
    return { owner, customerId, cardId };
  }

  it('answers the publishable key from site settings, and 404 without keys', async () => {
    assert.equal(await card.publicKey(), PUBLIC_KEY);
    const bare = await createTestApp();
    try {
      const unconfigured = stripeCard({ db: bare.db, now, apiBase: stripe.url, maxNetworkRetries: 0 });
      await assert.rejects(unconfigured.publicKey(), (error: AppError) => error.kind === 'not_found');
      await assert.rejects(unconfigured.setupSecret(await customer()), (error: AppError) => error.kind === 'not_found');
    } finally {
      await bare.close();
    }
  });

  it('setup: one customer per account, and a SetupIntent for off-session use whose client secret it answers', async () => {
    const owner = await customer();
    const before = stripe.requests.length;
    const secret = await card.setupSecret(owner);
    const [create, setup] = stripe.requests.slice(before);
    assert.equal(create!.method, 'POST');
    assert.equal(create!.path, '/v1/customers');
    assert.deepEqual(create!.body, {
      email: owner.email!,
      name: 'Achieng Otieno',
      'metadata[soma_user_id]': String(owner.userId),
    });
    assert.equal(create!.authorization, `Bearer ${SECRET_KEY}`);
    assert.equal(setup!.path, '/v1/setup_intents');
    const customerId = stripe.customers.size && [...stripe.customers.values()].at(-1)!.id;
    assert.deepEqual(setup!.body, {
      customer: customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[soma_user_id]': String(owner.userId),
    });
    assert.match(secret, /^seti_.+_secret_/);
    await card.setupSecret(owner);
    assert.equal(
      stripe.calls('POST', '/v1/customers').filter((r) => r.body['metadata[soma_user_id]'] === String(owner.userId))
        .length,
      1,
    );
  });

  it('replaces a customer Stripe no longer knows', async () => {
    const owner = await customer();
    await card.setupSecret(owner);
    const first = [...stripe.customers.values()].at(-1)!.id;
    stripe.customers.delete(first);
    await card.setupSecret(owner);
    const second = [...stripe.customers.values()].at(-1)!.id;
    assert.notEqual(second, first);
    assert.equal(stripe.setupIntents.size > 0 && [...stripe.setupIntents.values()].at(-1)!.customer, second);
  });

  it('lists the cards of the customer, the default first, and answers the default card', async () => {
    const { owner, customerId, cardId } = await withCard({ brand: 'visa', last4: '4242' });
    const other = stripe.addCard({
      customer: customerId,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    });
    const cards = await card.listCards(owner);
    assert.deepEqual(
      cards.map((c) => [c.id, c.brand, c.last4, c.isDefault]),
      [
        [cardId, 'visa', '4242', true],
        [other, 'mastercard', '4444', false],
      ],
    );
    assert.deepEqual(cards[1], {
      id: other,
      brand: 'mastercard',
      last4: '4444',
      exp_month: 3,
      exp_year: 2031,
      isDefault: false,
    });
    const list = stripe.calls('GET', `/v1/customers/${customerId}/payment_methods`).at(-1)!;
    assert.deepEqual(list.query, { type: 'card', limit: '100' });
    assert.equal((await card.defaultCard(owner))?.id, cardId);
    assert.deepEqual(await card.listCards(await customer()), [], 'no customer yet: no cards, and none created');
  });

  it("update_default: sets the customer's default payment method, only to a card of theirs", async () => {
    const { owner, customerId } = await withCard();
    const second = stripe.addCard({ customer: customerId, last4: '1881' });
    const saved = await card.setDefaultCard(owner, second);
    assert.equal(saved?.isDefault, true);
    const update = stripe.calls('POST', `/v1/customers/${customerId}`).at(-1)!;
    assert.deepEqual(update.body, { 'invoice_settings[default_payment_method]': second });
    assert.equal(stripe.customers.get(customerId)!.invoice_settings.default_payment_method, second);
    const stranger = await withCard();
    assert.equal(await card.setDefaultCard(owner, stranger.cardId), null);
    assert.equal(await card.setDefaultCard(owner, 'pm_missing'), null);
  });

  it('attaches a card created before sign-up to the new customer, as its default', async () => {
    const loose = stripe.addCard({ brand: 'amex', last4: '8431' });
    const looked = await card.findCard(null, loose, { attach: false });
    assert.deepEqual(looked, {
      ok: true,
      card: {
        id: loose,
        brand: 'amex',
        last4: '8431',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        isDefault: false,
      },
    });
    assert.equal(stripe.paymentMethods.get(loose)!.customer, null, 'only looked at');

    const owner = await customer();
    const found = await card.findCard(owner, loose, { attach: true });
    assert.ok(found.ok && found.card.isDefault);
    const attach = stripe.calls('POST', `/v1/payment_methods/${loose}/attach`).at(-1)!;
    const customerId = stripe.paymentMethods.get(loose)!.customer;
    assert.deepEqual(attach.body, { customer: customerId });
    assert.equal(stripe.customers.get(customerId)!.invoice_settings.default_payment_method, loose);
    assert.equal((await card.findCard(await customer(), loose)).ok, false, "now it is someone's, it is nobody else's");
  });

  it("refuses an unknown card, another customer's card and an expired one", async () => {
    const owner = await customer();
    assert.deepEqual(await card.findCard(owner, 'pm_does_not_exist'), { ok: false, reason: 'unknown' });
    const theirs = await withCard();
    assert.deepEqual(await card.findCard(owner, theirs.cardId), { ok: false, reason: 'unknown' });
    const old = stripe.addCard({ expYear: 2020, expMonth: 1 });
    assert.deepEqual(await card.findCard(owner, old), { ok: false, reason: 'expired' });
  });

  it('charges with a PaymentIntent confirmed at once, on-session, under our idempotency key', async () => {
    const { owner, customerId, cardId } = await withCard();
    const outcome = await card.charge({
      customer: owner,
      cardId,
      amount: 250_000,
      currency: 'KES',
      idempotencyKey: 'soma-order-7-1',
      description: 'Soma order 7',
      orderId: 7,
    });
    assert.equal(outcome.status, 'paid');
    const create = stripe.calls('POST', '/v1/payment_intents').at(-1)!;
    assert.equal(create.idempotencyKey, 'soma-order-7-1');
    assert.deepEqual(create.body, {
      amount: '250000',
      currency: 'kes',
      customer: customerId,
      payment_method: cardId,
      'allowed_payment_method_types[0]': 'card',
      confirm: 'true',
      setup_future_usage: 'off_session',
      description: 'Soma order 7',
      'metadata[order_id]': '7',
      'metadata[soma_user_id]': String(owner.userId),
    });
    assert.equal(outcome.reference, [...stripe.paymentIntents.values()].at(-1)!.id);

    const again = await card.charge({
      customer: owner,
      cardId,
      amount: 250_000,
      currency: 'KES',
      idempotencyKey: 'soma-order-7-1',
      description: 'Soma order 7',
      orderId: 7,
    });
    assert.deepEqual(again, outcome, 'the same key answers the first charge');
    assert.equal(
      [...stripe.paymentIntents.values()].filter((pi) => pi.metadata.order_id === '7').length,
      1,
      'and charges once',
    );
  });

  it('charges off-session for renewals and retries', async () => {
    const { owner, cardId } = await withCard();
    const outcome = await card.charge({
      customer: owner,
      cardId,
      amount: 100_000,
      currency: 'KES',
      idempotencyKey: 'soma-order-8-2',
      description: 'Soma order 8',
      orderId: 8,
      offSession: true,
    });
    assert.equal(outcome.status, 'paid');
    const create = stripe.calls('POST', '/v1/payment_intents').at(-1)!;
    assert.equal(create.body.off_session, 'true');
    assert.equal(create.body.setup_future_usage, undefined);
  });

  it('maps refusals: card_declined and its kin are declined, a processing error failed; an authentication step waits on-session and is refused off-session', async () => {
    const charge = async (behaviour: 'decline' | 'processing_error' | 'authenticate', offSession = false) => {
      const { owner, cardId } = await withCard({ behaviour });
      return card.charge({
        customer: owner,
        cardId,
        amount: 100_000,
        currency: 'KES',
        idempotencyKey: `k-${behaviour}-${offSession}-${Math.random()}`,
        description: 'x',
        orderId: 9,
        offSession,
      });
    };
    const declined = await charge('decline');
    assert.equal(declined.status, 'declined');
    assert.ok(
      declined.status === 'declined' &&
        declined.message === 'Your card was declined.' &&
        declined.reference?.startsWith('pi_'),
    );
    assert.equal((await charge('processing_error')).status, 'failed');
    const waiting = await charge('authenticate');
    assert.equal(waiting.status, 'pending');
    assert.equal((await charge('authenticate', true)).status, 'declined');
  });

  it('leaves the outcome unknown (throws) when Stripe itself fails, so the same key is asked again', async () => {
    const { owner, cardId } = await withCard();
    stripe.failNext(1);
    const request = {
      customer: owner,
      cardId,
      amount: 100_000,
      currency: 'KES',
      idempotencyKey: `k-outage-${Date.now()}`,
      description: 'x',
      orderId: 10,
    };
    await assert.rejects(card.charge(request));
    assert.equal((await card.charge(request)).status, 'paid');
  });

  it("chargeStatus and the payment secret: by the intent's state; an authentication left too long is cancelled", async () => {
    const { owner, cardId } = await withCard({ behaviour: 'authenticate' });
    const pending = await card.charge({
      customer: owner,
      cardId,
      amount: 100_000,
      currency: 'KES',
      idempotencyKey: `k-3ds-${Date.now()}`,
      description: 'x',
      orderId: 11,
    });
    assert.equal(pending.status, 'pending');
    const reference = pending.reference!;
    assert.deepEqual(await card.chargeStatus(reference), { status: 'pending', reference });
    assert.equal(await card.paymentSecret(reference), stripe.paymentIntents.get(reference)!.client_secret);
    stripe.completeAction(reference);
    assert.deepEqual(await card.chargeStatus(reference), { status: 'paid', reference });
    assert.equal(await card.paymentSecret(reference), null, 'nothing left to do');

    const late = await card.charge({
      customer: owner,
      cardId,
      amount: 100_000,
      currency: 'KES',
      idempotencyKey: `k-3ds-late-${Date.now()}`,
      description: 'x',
      orderId: 12,
    });
    offsetMs = ACTION_WINDOW_MS + 60_000;
    try {
      const status = await card.chargeStatus(late.reference!);
      assert.equal(status.status, 'failed');
      assert.equal(stripe.paymentIntents.get(late.reference!)!.status, 'canceled');
      assert.deepEqual(stripe.calls('POST', `/v1/payment_intents/${late.reference}/cancel`).at(-1)!.body, {
        cancellation_reason: 'abandoned',
      });
    } finally {
      offsetMs = 0;
    }
    assert.deepEqual(await card.chargeStatus('pi_nobody'), {
      status: 'failed',
      reference: 'pi_nobody',
      message: 'No such payment.',
    });
  });

  it('uses a rotated secret key from the next request on', async () => {
    const owner = await customer();
    await t.setSettings({ card_secret_key: 'sk_test_rotated_key_000000' });
    try {
      await card.setupSecret(owner);
      assert.equal(stripe.requests.at(-1)!.authorization, 'Bearer sk_test_rotated_key_000000');
    } finally {
      await t.setSettings({ card_secret_key: SECRET_KEY });
    }
  });
});
