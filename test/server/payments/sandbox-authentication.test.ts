import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTHENTICATION_FAILED, AUTHENTICATION_REQUIRED } from '../../../server/providers/sandbox-card';
import { NO_SUCH_PAYMENT } from '../../../server/services/card';
import { createTestApp, type TestApp } from '../harness';
import {
  addCard,
  bundleId,
  card,
  key,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  type Published,
} from '../routes/shop/helpers';

const AUTH_CARD = '4000 0025 0000 3155';
const AUTHENTICATE = '/api/shop/sandbox/payment_intents/authenticate';

describe('the sandbox card that asks for authentication (4000 0025 0000 3155)', () => {
  let t: TestApp;
  let events: Published[];
  before(async () => {
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await createTestApp({ providers: { broadcaster: recorder.broadcaster } });
  });
  after(() => t.close());

  /** A parent who checked out with the authentication card: the order waits in pending_payment. */
  async function pendingPurchase() {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token, AUTH_CARD);
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 3), payment: card(cardId) },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'pending_payment');
    const intent = await t.get('/api/shop/sandbox/latest_payment_intent', { token: parent.token });
    assert.equal(intent.status, 200);
    assert.match(intent.body.payment_secret, /^pi_.+_secret_[0-9a-f]{24}$/);
    return { parent, order: answer.body as { order_id: number }, secret: intent.body.payment_secret as string };
  }

  it('a purchase waits for authentication; approving it pays the order and activates the plan, broadcast', async () => {
    const { parent, order, secret } = await pendingPurchase();
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'pending_payment');
    // Asking where the charge stands changes nothing while the step waits.
    await t.app.services.orders.reconcile(order.order_id);
    assert.equal((await ordersOf(t, parent.user.id))[0].status, 'pending_payment');

    const answer = await t.post(AUTHENTICATE, { payment_secret: secret, approve: true }, { token: parent.token });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { status: 'active' });
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
    assert.deepEqual(
      events.filter((e) => e.data.order.order_id === order.order_id).map((e) => e.data.order.status),
      ['pending_payment', 'active'],
    );

    // A later answer does not undo the first.
    const again = await t.post(AUTHENTICATE, { payment_secret: secret, approve: false }, { token: parent.token });
    assert.deepEqual(again.body, { status: 'active' });
    assert.equal((await ordersOf(t, parent.user.id))[0].status, 'active');
  });

  it("a failed authentication declines the charge: failed_declined with the bank's words", async () => {
    const { parent, secret } = await pendingPurchase();
    const answer = await t.post(AUTHENTICATE, { payment_secret: secret, approve: false }, { token: parent.token });
    assert.deepEqual(answer.body, { status: 'failed_declined' });
    const [row] = await ordersOf(t, parent.user.id);
    assert.equal(row.status, 'failed_declined');
    assert.equal(row.failure_message, AUTHENTICATION_FAILED);
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed_declined');
  });

  it("only the caller's own latest charge can be answered; bad input is a 422 under its field", async () => {
    const { secret } = await pendingPurchase();
    const stranger = await t.newParent();
    const theirs = await t.post(AUTHENTICATE, { payment_secret: secret, approve: true }, { token: stranger.token });
    assert.equal(theirs.status, 422);
    assert.deepEqual(theirs.body.errors, { payment_secret: [NO_SUCH_PAYMENT] });

    const { parent } = await pendingPurchase();
    const forged = await t.post(
      AUTHENTICATE,
      { payment_secret: `${secret.slice(0, -1)}0`, approve: true },
      { token: parent.token },
    );
    assert.equal(forged.status, 422);
    const missing = await t.post(AUTHENTICATE, { approve: 'perhaps' }, { token: parent.token });
    assert.equal(missing.status, 422);
    assert.ok(missing.body.errors.payment_secret);
    assert.ok(missing.body.errors.approve);
    const anonymous = await t.post(AUTHENTICATE, { payment_secret: secret, approve: true });
    assert.equal(anonymous.status, 401);
  });

  it('a charge made without the customer (a renewal) is refused: nobody is there to authenticate', async () => {
    const parent = await t.newParent({ plan: { students: 3 } });
    await addCard(t, parent.token, AUTH_CARD);
    const billing = new Date(t.clock.now().getTime() - 60_000);
    await t.db
      .updateTable('subscriptions')
      .set({ next_billing_date: billing, expiry_date: billing })
      .where('user_id', '=', parent.user.id)
      .execute();
    await t.app.services.renewals.sweep();
    const renewal = (await ordersOf(t, parent.user.id)).find((o) => o.kind === 'renewal')!;
    assert.equal(renewal.status, 'failed_declined');
    assert.equal(renewal.failure_message, AUTHENTICATION_REQUIRED);
  });
});
