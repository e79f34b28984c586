import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import {
  DAY_MS,
  DECLINED_CARD,
  addCard,
  balanceOf,
  card,
  customBundle,
  mpesa,
  ordersOf,
  subscriptionOf,
} from './helpers';

/*
 * 'Totals less than Ksh100 are not charged until the next payment date.' A change of plan whose
 * total is above 0 and up to Ksh 100 waits for the plan's next payment, asking for no way to pay;
 * a purchase is charged in full whatever its price, so that no plan is handed out unpaid, and so
 * is the change of a cancelled plan, which has no next payment (docs/money.md).
 */
describe('totals up to Ksh 100: a change waits for the next payment, a purchase is charged in full', () => {
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
    return { parent, cardId, answer: answer.body, row: row! };
  }

  it('a plan priced 0: active at once, nothing charged, nothing carried', async () => {
    const { parent, answer, row } = await buy(0, DECLINED_CARD);
    assert.equal(answer.status, 'active');
    assert.equal(answer.total, 0);
    assert.equal(answer.deferred, 0);
    assert.equal(answer.payment.method, 'none', 'nothing charged: no way to pay is named');
    assert.equal(row.provider_reference, null, 'the card was never charged');
    assert.equal(await balanceOf(t, parent.user.id), 0);
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
  });

  it('a plan priced Ksh 100 is charged in full: to a card that declines, it is refused', async () => {
    const declined = await buy(10_000, DECLINED_CARD);
    assert.equal(declined.answer.status, 'failed_declined');
    assert.equal(declined.answer.deferred, 0);
    assert.ok(declined.row.provider_reference, 'the card was asked');
    assert.equal(await balanceOf(t, declined.parent.user.id), 0, 'nothing is owed for a payment that failed');
    const paid = await buy(10_000);
    assert.equal(paid.answer.status, 'active');
    assert.equal(paid.answer.total, 10_000);
    assert.ok(paid.row.provider_reference, 'charged through the provider');
  });

  it('a plan priced Ksh 1.50 is charged Ksh 1, the fraction let off', async () => {
    const { parent, answer } = await buy(150);
    assert.equal(answer.status, 'active');
    assert.equal(answer.total, 100);
    assert.deepEqual(
      answer.lines.map((line: { amount: number }) => line.amount),
      [150, -50],
    );
    assert.equal(await balanceOf(t, parent.user.id), 0);
  });

  it('by M-Pesa: a prompt goes to the number for a Ksh 100 plan', async () => {
    const parent = await t.newParent();
    const small = await t.post(
      '/api/shop/pay',
      { bundle: await customBundle(t, 10_000), payment: mpesa('0712 345 678') },
      { token: parent.token },
    );
    assert.equal(small.body.status, 'pending_payment');
    assert.ok((await ordersOf(t, parent.user.id))[0]!.provider_reference, 'the prompt was sent');
  });

  /** A family on a plan of `from` that changes to a plan of `to` on the day it bought it. */
  async function smallChange(from: number, to: number, cancelFirst = false) {
    const { parent, cardId } = await buy(from);
    if (cancelFirst) assert.equal((await t.post('/api/shop/cancel', {}, { token: parent.token })).status, 200);
    const target = await customBundle(t, to, 5);
    const preview = await t.get(`/api/shop/bundles/preview_upgrade/${target}`, { token: parent.token });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    return { parent, cardId, target, preview: preview.body };
  }

  it('a change whose total is up to Ksh 100 asks for no payment, names none, and joins the next renewal', async () => {
    const { parent, target, preview } = await smallChange(300_000, 305_000);
    assert.ok(preview.adjusted_price > 0 && preview.adjusted_price <= 10_000, `total ${preview.adjusted_price}`);
    assert.equal(preview.charged_now, 0);
    assert.equal(preview.deferred, preview.adjusted_price);
    const answer = await t.post('/api/shop/upgrade', { bundle: target }, { token: parent.token });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'active');
    assert.equal(answer.body.payment.method, 'none', 'no way to pay was asked for nor shown');
    assert.equal(answer.body.deferred, preview.adjusted_price);
    assert.equal(answer.body.total, preview.adjusted_price);
    assert.equal(await balanceOf(t, parent.user.id), preview.adjusted_price, 'owed until the next payment');

    const plan = (await subscriptionOf(t, parent.user.id))!;
    const me = await t.get('/api/me/subscription', { token: parent.token });
    assert.equal(me.body.next_charge.amount, Math.floor((305_000 + preview.adjusted_price) / 100) * 100);
    // The renewal takes it with the plan's price, as the account said it would.
    t.clock.advance((plan.next_billing_date!.getTime() - t.clock.now().getTime()) / 1000 + 60);
    await t.app.services.renewals.sweep();
    const renewal = (await ordersOf(t, parent.user.id)).find((order) => order.kind === 'renewal')!;
    assert.equal(renewal.amount, me.body.next_charge.amount);
    assert.equal(renewal.balance, preview.adjusted_price);
    t.clock.reset();
  });

  it('a paying method sent with a deferred change is not kept: the receipt names none', async () => {
    const { parent, cardId, target } = await smallChange(300_000, 305_000);
    const answer = await t.post(
      '/api/shop/upgrade',
      { bundle: target, payment: card(cardId) },
      { token: parent.token },
    );
    assert.equal(answer.body.status, 'active');
    assert.equal(answer.body.payment.method, 'none');
    assert.equal((await ordersOf(t, parent.user.id)).at(-1)!.payment_source, null);
  });

  it('the small change of a cancelled plan has no next payment to wait for: it is charged in full', async () => {
    const { parent, cardId, target, preview } = await smallChange(300_000, 305_000, true);
    assert.equal(preview.stays_cancelled, true);
    assert.equal(preview.deferred, 0);
    assert.ok(preview.charged_now > 0 && preview.charged_now <= 10_000);
    const answer = await t.post(
      '/api/shop/upgrade',
      { bundle: target, payment: card(cardId) },
      { token: parent.token },
    );
    assert.equal(answer.body.status, 'active');
    assert.equal(answer.body.deferred, 0);
    assert.equal(answer.body.payment.method, 'card');
    assert.equal(await balanceOf(t, parent.user.id), 0);
    const plan = (await subscriptionOf(t, parent.user.id))!;
    assert.ok(plan.cancellation_date, 'still cancelled');
    assert.ok(plan.expiry_date.getTime() - Date.now() < 32 * DAY_MS);
  });
});
