import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { addCard, bundleId, card, mpesa, orderStatus, subscriptionOf, waitFor, wrongCallers } from './helpers';

describe('GET /api/receipts/{order_id}', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { sandboxMpesaDelayMs: 400 } })));
  after(() => t.close());

  it('answers the owner the order with its lines, payment, status and dates', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token, '5555 5555 5555 4444');
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 5, 12), payment: card(cardId) },
      { token: parent.token },
    );
    const answer = await t.get(`/api/receipts/${bought.body.order_id}`, { token: parent.token });
    assert.equal(answer.status, 200);
    const receipt = answer.body;
    assert.equal(receipt.order_id, bought.body.order_id);
    assert.equal(receipt.status, 'active');
    assert.equal(receipt.kind, 'purchase');
    assert.equal(receipt.students, 5);
    assert.equal(receipt.duration, 12);
    assert.deepEqual(receipt.lines, [{ label: '5 students, Yearly', amount: 1_900_000 }]);
    assert.equal(receipt.price, 1_900_000);
    assert.equal(receipt.credit, 0);
    assert.equal(receipt.total, 1_900_000);
    assert.equal(receipt.deferred, 0);
    assert.equal(receipt.currency, 'KES');
    assert.deepEqual(receipt.payment, { method: 'card', brand: 'mastercard', last4: '4444' });
    for (const date of ['created_at', 'paid_at', 'expiry_date', 'next_billing_date'])
      assert.ok(!Number.isNaN(Date.parse(receipt[date])), date);
    assert.equal(receipt.failure_message, null);
  });

  it('shows an M-Pesa number masked, while pending and once paid', async () => {
    const parent = await t.newParent();
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa('0798 765 432') },
      { token: parent.token },
    );
    const pending = await t.get(`/api/receipts/${bought.body.order_id}`, { token: parent.token });
    assert.equal(pending.body.status, 'pending_payment');
    assert.deepEqual(pending.body.payment, { method: 'mpesa', phone: '0798 *** 432' });
    assert.equal(pending.body.paid_at, null);
    assert.equal(pending.body.expiry_date, null);
    await waitFor(async () => (await orderStatus(t, bought.body.order_id)) === 'active');
    const paid = await t.get(`/api/receipts/${bought.body.order_id}`, { token: parent.token });
    assert.equal(paid.body.status, 'active');
    assert.ok(paid.body.expiry_date);
    assert.equal(JSON.stringify(paid.body).includes('798765432'), false, 'the full number never leaves the server');
  });

  it('fills the plan and dates of an order written without them from its bundle and subscription', async () => {
    const parent = await t.newParent({ plan: { students: 3 } });
    const plan = (await subscriptionOf(t, parent.user.id))!;
    const answer = await t.get(`/api/receipts/${plan.product_order_id}`, { token: parent.token });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.students, 3);
    assert.equal(answer.body.duration, 1);
    assert.equal(answer.body.expiry_date, plan.expiry_date.toISOString());
    assert.equal(answer.body.next_billing_date, plan.next_billing_date!.toISOString());
  });

  it("answers 404 for another parent's order and for no order at all", async () => {
    const owner = await t.newParent({ plan: {} });
    const orderId = (await subscriptionOf(t, owner.user.id))!.product_order_id!;
    const other = await t.newParent();
    const theirs = await t.get(`/api/receipts/${orderId}`, { token: other.token });
    assert.equal(theirs.status, 404);
    assert.equal(JSON.stringify(theirs.body).includes(String(owner.user.id)), false);
    assert.equal((await t.get('/api/receipts/999999', { token: other.token })).status, 404);
    assert.equal((await t.get('/api/receipts/abc', { token: other.token })).status, 422);
  });

  it('turns away anonymous, expired and administrator callers', async () => {
    const owner = await t.newParent({ plan: {} });
    const orderId = (await subscriptionOf(t, owner.user.id))!.product_order_id!;
    const callers = await wrongCallers(t);
    for (const [token, status] of [
      [null, 401],
      [callers.expired, 401],
      [callers.admin, 403],
    ] as const) {
      assert.equal((await t.get(`/api/receipts/${orderId}`, { token })).status, status);
    }
  });
});
