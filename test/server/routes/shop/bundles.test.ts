import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { bundleId, wrongCallers } from './helpers';

describe('GET /api/shop/bundles and GET /api/shop/pay', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('lists the plans on sale to anyone, monthly before yearly, none current', async () => {
    const answer = await t.get('/api/shop/bundles');
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.map((b: Record<string, unknown>) => [b.students, b.duration, b.price, b.savings, b.current]),
      [
        [1, 1, 50_000, 0, false],
        [2, 1, 90_000, 0, false],
        [3, 1, 125_000, 0, false],
        [5, 1, 190_000, 0, false],
        [1, 12, 500_000, 17, false],
        [2, 12, 900_000, 17, false],
        [3, 12, 1_250_000, 17, false],
        [5, 12, 1_900_000, 17, false],
      ],
    );
    assert.ok(answer.body.every((b: { product_id: number }) => Number.isInteger(b.product_id)));
  });

  it("marks the caller's active plan as current", async () => {
    const parent = await t.newParent({ plan: { students: 2, duration: 12 } });
    const answer = await t.get('/api/shop/bundles', { token: parent.token });
    assert.deepEqual(
      answer.body.filter((b: { current: boolean }) => b.current).map((b: { product_id: number }) => b.product_id),
      [await bundleId(t, 2, 12)],
    );
  });

  it('marks nothing current for a plan that is not active, an administrator or an expired token', async () => {
    const failed = await t.newParent({ plan: { students: 2, status: 'failed_declined' } });
    const callers = await wrongCallers(t);
    for (const token of [failed.token, callers.admin, callers.expired]) {
      const answer = await t.get('/api/shop/bundles', { token });
      assert.equal(answer.status, 200);
      assert.ok(answer.body.every((b: { current: boolean }) => b.current === false));
    }
  });

  it('leaves out plans taken off sale', async () => {
    const off = await t.db
      .insertInto('bundles')
      .values({ students: 7, price: 1, duration: 1, active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await t.get('/api/shop/bundles');
    assert.ok(!answer.body.some((b: { product_id: number }) => b.product_id === off.id));
  });

  it('names the payment methods on offer, M-Pesa first, to anyone', async () => {
    const answer = await t.get('/api/shop/pay');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, ['mpesa', 'card']);
    const parent = await t.newParent();
    assert.deepEqual((await t.get('/api/shop/pay', { token: parent.token })).body, ['mpesa', 'card']);
  });
});
