import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MobileMoneyProvider } from '../../../../server/providers/mobile-money';
import { sandboxCard, type SandboxCardProvider } from '../../../../server/providers/sandbox-card';
import { sandboxMpesa } from '../../../../server/providers/sandbox-mpesa';
import { createTestApp, type TestApp } from '../../harness';
import {
  addCard,
  bundleId,
  card,
  mpesa,
  orderStatus,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  type Published,
} from './helpers';

/** Daraja's callback body for a checkout request. */
function callback(reference: string, code = 0, amount = 500) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: reference,
        ResultCode: code,
        ResultDesc: code === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
        ...(code === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: amount },
                  { Name: 'MpesaReceiptNumber', Value: 'SBX123' },
                  { Name: 'PhoneNumber', Value: 254712345678 },
                ],
              },
            }
          : {}),
      },
    },
  };
}

describe('provider results delivered again and again', () => {
  let t: TestApp;
  let events: Published[];
  /**
   * The sandbox card, except that while `cardMode` says so its charges are undecided (as a
   * Stripe charge awaiting a webhook) or their answer is lost (a crash or a timeout).
   */
  let inner: SandboxCardProvider;
  let cardMode: 'normal' | 'pending' | 'lost' = 'normal';
  const slowCard: SandboxCardProvider = {
    name: 'sandbox',
    createCard: (details, userId) => inner.createCard(details, userId),
    authenticate: (secret, approve) => inner.authenticate(secret, approve),
    publicKey: () => inner.publicKey(),
    setupSecret: (customer) => inner.setupSecret(customer),
    listCards: (customer) => inner.listCards(customer),
    defaultCard: (customer) => inner.defaultCard(customer),
    findCard: (customer, id, options) => inner.findCard(customer, id, options),
    setDefaultCard: (customer, id) => inner.setDefaultCard(customer, id),
    async charge(request) {
      if (cardMode === 'lost') throw new Error('socket hang up');
      if (cardMode === 'pending') return { status: 'pending', reference: `pi_wait_${request.idempotencyKey}` };
      return inner.charge(request);
    },
    chargeStatus: async (reference) =>
      reference.startsWith('pi_wait_') ? { status: 'paid', reference } : inner.chargeStatus(reference),
    paymentSecret: (reference) => inner.paymentSecret(reference),
  };
  /** Ready at once, but never checked on a timer: only callbacks and sweeps complete its payments. */
  let delayMs = 0;
  before(async () => {
    const recorder = recordingBroadcaster();
    events = recorder.events;
    const now = () => new Date();
    const quiet: MobileMoneyProvider = {
      name: 'sandbox',
      promptWindowMs: 60_000,
      requestPayment: (request) => sandboxMpesa({ delayMs, now }).requestPayment(request),
      queryStatus: (reference) => sandboxMpesa({ delayMs, now }).queryStatus(reference),
      readCallback: (body) => sandboxMpesa({ delayMs, now }).readCallback(body),
    };
    t = await createTestApp({ providers: { mobileMoney: quiet, card: slowCard, broadcaster: recorder.broadcaster } });
    inner = sandboxCard(t.db, now);
  });
  after(() => t.close());

  async function pendingOrder(phone = '0712345678') {
    const parent = await t.newParent();
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa(phone) },
      { token: parent.token },
    );
    assert.equal(answer.body.status, 'pending_payment');
    const [row] = await ordersOf(t, parent.user.id);
    return { parent, orderId: answer.body.order_id as number, reference: row!.provider_reference! };
  }

  it('a callback replayed 100 times moves the order once', async () => {
    const { parent, orderId, reference } = await pendingOrder();
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await t.post('/api/shop/mpesa/callback', callback(reference)));
    answers.push(
      ...(await Promise.all(Array.from({ length: 50 }, () => t.post('/api/shop/mpesa/callback', callback(reference))))),
    );
    assert.equal(answers.length, 100);
    assert.ok(
      answers.every((a) => a.status === 200 && a.body.ResultCode === 0),
      JSON.stringify(answers.find((a) => a.status !== 200)?.body),
    );
    assert.equal(await orderStatus(t, orderId), 'active');
    const row = (await ordersOf(t, parent.user.id))[0]!;
    const moves = events.filter(
      (e) => e.channel === `private-user.${parent.user.id}` && e.data.order.status === 'active',
    );
    assert.equal(moves.length, 1, 'one change, one broadcast');
    assert.equal((await subscriptionOf(t, parent.user.id))!.product_order_id, orderId);
    const paidAt = row.paid_at!.toISOString();
    await t.post('/api/shop/mpesa/callback', callback(reference));
    assert.equal((await ordersOf(t, parent.user.id))[0]!.paid_at!.toISOString(), paidAt);
  });

  it('the settle transition itself, called 100 times at once, moves the order once', async () => {
    const { parent, orderId } = await pendingOrder();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => t.app.services.orders.settle(orderId, { status: 'paid', reference: null })),
    );
    assert.equal(results.filter(Boolean).length, 1);
    const late = await t.app.services.orders.settle(orderId, { status: 'failed', message: 'late failure' });
    assert.equal(late, undefined, 'a late contrary result changes nothing');
    assert.equal(await orderStatus(t, orderId), 'active');
    // Written, prompted, and paid once: three events, however many results.
    assert.equal(
      events.filter((e) => e.channel === `private-user.${parent.user.id}` && e.data.order.order_id === orderId).length,
      3,
    );
  });

  it('a callback only names the request: the provider decides, so a forged early "paid" changes nothing', async () => {
    delayMs = 60_000;
    try {
      const { orderId, reference } = await pendingOrder();
      const forged = await t.post('/api/shop/mpesa/callback', callback(reference));
      assert.equal(forged.status, 200);
      assert.equal(await orderStatus(t, orderId), 'pending_payment');
    } finally {
      delayMs = 0;
    }
  });

  it('a failed result replayed moves the order to failed once', async () => {
    const { parent, orderId, reference } = await pendingOrder('0712340000');
    for (let i = 0; i < 5; i += 1) await t.post('/api/shop/mpesa/callback', callback(reference, 1032));
    assert.equal(await orderStatus(t, orderId), 'failed');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed');
    assert.equal(
      events.filter((e) => e.channel === `private-user.${parent.user.id}` && e.data.order.status === 'failed').length,
      1,
    );
  });

  it('rejects a callback for an unknown request and one that is not a callback', async () => {
    const unknown = await t.post('/api/shop/mpesa/callback', callback('ws_CO_SBX_1_ok_nobody'));
    assert.equal(unknown.status, 404);
    for (const body of [
      {},
      { Body: {} },
      { Body: { stkCallback: { CheckoutRequestID: 'x' } } },
      { Body: { stkCallback: { ResultCode: 0 } } },
    ]) {
      const answer = await t.post('/api/shop/mpesa/callback', body);
      assert.equal(answer.status, 422, JSON.stringify(body));
    }
  });

  it('a sweep completes payments whose result never came, once, however many sweeps run', async () => {
    const first = await pendingOrder();
    const second = await pendingOrder('0712000000');
    const sweeps = await Promise.all([1, 2, 3].map(() => t.app.services.orders.sweep({ olderThanMs: 0 })));
    assert.ok(sweeps.reduce((a, b) => a + b, 0) >= 2);
    assert.equal(await orderStatus(t, first.orderId), 'active');
    assert.equal(await orderStatus(t, second.orderId), 'failed');
    assert.equal(
      events.filter((e) => e.data.order.order_id === first.orderId && e.data.order.status === 'active').length,
      1,
    );
    assert.equal(await t.app.services.orders.sweep({ olderThanMs: 0 }), 0);
  });

  it("a card charge left undecided is settled by the provider's notice, once however often it comes", async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    cardMode = 'pending';
    try {
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 2), payment: card(cardId) },
        { token: parent.token },
      );
      assert.equal(answer.body.status, 'pending_payment');
      const reference = (await ordersOf(t, parent.user.id))[0]!.provider_reference!;
      assert.match(reference, /^pi_wait_/);
      const notices = await Promise.all(
        Array.from({ length: 10 }, () => t.app.services.orders.cardNotice({ reference })),
      );
      assert.ok(notices.every((order) => order?.status === 'active'));
      assert.equal(
        events.filter((e) => e.data.order.order_id === answer.body.order_id && e.data.order.status === 'active').length,
        1,
      );
      assert.equal(await t.app.services.orders.cardNotice({ reference: 'pi_nobody' }), undefined);
    } finally {
      cardMode = 'normal';
    }
  });

  it('a charge whose answer was lost is charged again under the same key by a sweep, or settled by a notice naming the order', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    cardMode = 'lost';
    let orderId: number;
    try {
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 2), payment: card(cardId) },
        { token: parent.token },
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'pending_payment', 'an unknown outcome is neither paid nor failed');
      orderId = answer.body.order_id;
      assert.equal((await ordersOf(t, parent.user.id))[0]!.provider_reference, null);
      assert.ok(t.logs.some((line) => line.msg === 'card charge outcome unknown'));
    } finally {
      cardMode = 'normal';
    }
    await t.app.services.orders.sweep({ olderThanMs: 0 });
    assert.equal(await orderStatus(t, orderId), 'active');

    const other = await t.newParent();
    const otherCard = await addCard(t, other.token);
    cardMode = 'lost';
    try {
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: card(otherCard) },
        { token: other.token },
      );
      const settled = await t.app.services.orders.cardNotice({
        reference: 'pi_wait_late',
        orderId: answer.body.order_id,
      });
      assert.equal(settled?.status, 'active');
      assert.equal((await ordersOf(t, other.user.id))[0]!.provider_reference, 'pi_wait_late');
    } finally {
      cardMode = 'normal';
    }
  });
});
