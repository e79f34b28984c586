import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { addCard, bundleId, card, key, mpesa, orderStatus, ordersOf, waitFor } from './helpers';

describe('Idempotency-Key on checkout', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { sandboxMpesaDelayMs: 400 } })));
  after(() => t.close());

  it('answers a repeated key with the first order, one after the other', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    const body = { bundle: await bundleId(t, 2), payment: card(cardId) };
    const headers = { 'idempotency-key': key() };
    const first = await t.post('/api/shop/pay', body, { token: parent.token, headers });
    const second = await t.post('/api/shop/pay', body, { token: parent.token, headers });
    assert.equal(first.status, 200);
    assert.equal(second.status, 200, 'the plan is active by now, yet the repeat is answered, not refused');
    assert.deepEqual(second.body, first.body);
    assert.equal((await ordersOf(t, parent.user.id)).length, 1);
  });

  it('makes one order of concurrent requests with the same key', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    const body = { bundle: await bundleId(t, 3), payment: card(cardId) };
    const headers = { 'idempotency-key': key() };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.post('/api/shop/pay', body, { token: parent.token, headers })),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 200, 200, 200],
      JSON.stringify(answers.map((a) => a.body)),
    );
    assert.equal(new Set(answers.map((a) => a.body.order_id)).size, 1);
    const orders = await ordersOf(t, parent.user.id);
    assert.equal(orders.length, 1);
    assert.equal(orders[0]!.status, 'active');
  });

  it('makes one order of concurrent M-Pesa requests with the same key, paid once', async () => {
    const parent = await t.newParent();
    const body = { bundle: await bundleId(t, 1), payment: mpesa('0712000999') };
    const headers = { 'idempotency-key': key() };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post('/api/shop/pay', body, { token: parent.token, headers })),
    );
    assert.ok(
      answers.every((a) => a.status === 200),
      JSON.stringify(answers.map((a) => a.body)),
    );
    assert.equal(new Set(answers.map((a) => a.body.order_id)).size, 1);
    await waitFor(async () => (await orderStatus(t, answers[0]!.body.order_id)) === 'active');
    assert.equal((await ordersOf(t, parent.user.id)).length, 1);
  });

  it('lets only one of concurrent purchases with different keys through', async () => {
    const parent = await t.newParent();
    const body = { bundle: await bundleId(t, 1), payment: mpesa('0712000998') };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.post('/api/shop/pay', body, { token: parent.token, headers: { 'idempotency-key': key() } }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      assert.deepEqual(refused.body.errors, { payment: ['A payment for your plan is still being processed.'] });
    }
    assert.equal((await ordersOf(t, parent.user.id)).length, 1);
    const placed = answers.find((a) => a.status === 200)!;
    await waitFor(async () => (await orderStatus(t, placed.body.order_id)) === 'active');
  });

  it('answers a repeated upgrade key with the first change', async () => {
    const parent = await t.newParent({ plan: { students: 1 } });
    const cardId = await addCard(t, parent.token);
    const body = { bundle: await bundleId(t, 5), payment: card(cardId) };
    const headers = { 'idempotency-key': key() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.post('/api/shop/upgrade', body, { token: parent.token, headers })),
    );
    assert.ok(
      answers.every((a) => a.status === 200),
      JSON.stringify(answers.map((a) => a.body)),
    );
    assert.equal(new Set(answers.map((a) => a.body.order_id)).size, 1);
    const again = await t.post('/api/shop/upgrade', body, { token: parent.token, headers });
    assert.equal(again.status, 200, 'already on the plan, yet the repeat is answered');
    assert.equal(again.body.order_id, answers[0]!.body.order_id);
    assert.equal((await ordersOf(t, parent.user.id)).filter((o) => o.kind === 'upgrade').length, 1);
  });

  it("keeps each parent's keys apart", async () => {
    const shared = { 'idempotency-key': key() };
    const ids = [];
    for (let i = 0; i < 2; i += 1) {
      const parent = await t.newParent();
      const cardId = await addCard(t, parent.token);
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: card(cardId) },
        { token: parent.token, headers: shared },
      );
      assert.equal(answer.status, 200);
      ids.push(answer.body.order_id);
    }
    assert.notEqual(ids[0], ids[1]);
  });

  it('creates a new order for each request without a key, and refuses an oversized key', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token, '4000 0000 0000 0002');
    const body = { bundle: await bundleId(t, 1), payment: card(cardId) };
    const oversized = await t.post('/api/shop/pay', body, {
      token: parent.token,
      headers: { 'idempotency-key': 'k'.repeat(256) },
    });
    assert.equal(oversized.status, 422);
    assert.ok(oversized.body.errors.idempotency_key);
    await t.post('/api/shop/pay', body, { token: parent.token });
    await t.post('/api/shop/pay', body, { token: parent.token });
    const orders = await ordersOf(t, parent.user.id);
    assert.deepEqual(
      orders.map((o) => o.status),
      ['failed_declined', 'failed_declined'],
    );
  });
});
