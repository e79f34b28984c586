import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { DECLINED_CARD, addCard, balanceOf, card, customBundle, mpesa, ordersOf, subscriptionOf } from './helpers';

describe('totals above 0 and up to 10000 are not charged until the next payment date', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { sandboxMpesaDelayMs: 60_000 } })));
  after(() => t.close());

  async function buy(price: number, number?: string) {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token, number);
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await customBundle(t, price), payment: card(cardId) },
      { token: parent.token },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [row] = await ordersOf(t, parent.user.id);
    return { parent, answer: answer.body, row: row! };
  }

  it('0: active at once, nothing charged, nothing carried', async () => {
    const { parent, answer, row } = await buy(0, DECLINED_CARD);
    assert.equal(answer.status, 'active');
    assert.equal(answer.total, 0);
    assert.equal(answer.deferred, 0);
    assert.equal(row.provider_reference, null, 'the card was never charged');
    assert.equal(await balanceOf(t, parent.user.id), 0);
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
  });

  it('1: active at once, carried to the next payment as an amount owing', async () => {
    const { parent, answer, row } = await buy(1);
    assert.equal(answer.status, 'active');
    assert.equal(answer.total, 1);
    assert.equal(answer.deferred, 1);
    assert.equal(row.provider_reference, null);
    assert.equal(await balanceOf(t, parent.user.id), 1);
    assert.equal((await subscriptionOf(t, parent.user.id))!.remaining_balance, 1);
  });

  it('10000: not charged, even to a card that would be declined', async () => {
    const { parent, answer, row } = await buy(10_000, DECLINED_CARD);
    assert.equal(answer.status, 'active');
    assert.equal(answer.deferred, 10_000);
    assert.equal(row.deferred, 10_000);
    assert.equal(row.provider_reference, null);
    assert.equal(await balanceOf(t, parent.user.id), 10_000);
  });

  it('10001: charged now', async () => {
    const paid = await buy(10_001);
    assert.equal(paid.answer.status, 'active');
    assert.equal(paid.answer.deferred, 0);
    assert.ok(paid.row.provider_reference, 'charged through the provider');
    assert.equal(await balanceOf(t, paid.parent.user.id), 0);
    const declined = await buy(10_001, DECLINED_CARD);
    assert.equal(declined.answer.status, 'failed_declined');
    assert.equal(await balanceOf(t, declined.parent.user.id), 0, 'nothing is owed for a payment that failed');
  });

  it('by M-Pesa: no prompt is sent for 10000, one is for 10001', async () => {
    const parent = await t.newParent();
    const small = await t.post(
      '/api/shop/pay',
      { bundle: await customBundle(t, 10_000), payment: mpesa('0712 345 678') },
      { token: parent.token },
    );
    assert.equal(small.body.status, 'active');
    assert.equal((await ordersOf(t, parent.user.id))[0]!.provider_reference, null);
    const other = await t.newParent();
    const large = await t.post(
      '/api/shop/pay',
      { bundle: await customBundle(t, 10_001), payment: mpesa('0712 345 678') },
      { token: other.token },
    );
    assert.equal(large.body.status, 'pending_payment');
    assert.ok((await ordersOf(t, other.user.id))[0]!.provider_reference);
  });
});
