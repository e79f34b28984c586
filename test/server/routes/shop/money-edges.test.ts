import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MPESA_FAILURE_TEXTS } from '../../../../src/domain/mpesa';
import { addMonths } from '../../../../server/lib/dates';
import { entriesOf } from '../../../../server/repositories/ledger';
import { createTestApp, type TestApp } from '../../harness';
import {
  addCard,
  balanceOf,
  bundleId,
  card,
  DECLINED_CARD,
  key,
  mpesa,
  orderStatus,
  ordersOf,
  subscriptionOf,
  waitFor,
} from './helpers';

/*
 * The edges of a family's money: credit spent on the next charge, a total of 0, a trial bought
 * out, a change that is not in force until paid, a refused order paid again another way, and the
 * same change submitted many times at once.
 */
describe('money at the edges', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { sandboxMpesaDelayMs: 150 } })));
  after(() => t.close());

  const upgrade = (token: string, body: object, idempotencyKey = key()) =>
    t.post('/api/shop/upgrade', body, { token, headers: { 'idempotency-key': idempotencyKey } });
  const plan = async (token: string) => (await t.get('/api/me/subscription', { token })).body;

  it('a downgrade and the way back on the same day take no money twice', async () => {
    const parent = await t.newParent({ plan: { students: 3 } });
    const cardId = await addCard(t, parent.token);
    const down = await upgrade(parent.token, { bundle: await bundleId(t, 1), payment: card(cardId) });
    assert.equal(down.body.status, 'active');
    assert.equal(down.body.total, 0);
    const credit = await balanceOf(t, parent.user.id);
    assert.ok(credit < 0, 'the unused part of the larger plan is credit');

    const back = await upgrade(parent.token, { bundle: await bundleId(t, 3), payment: card(cardId) });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.equal(back.body.status, 'active');
    assert.equal(back.body.total, 0, 'the credit pays for the way back');
    assert.deepEqual(
      back.body.lines.map((line: { label: string }) => line.label),
      [
        '3 students, Monthly, until your next billing date',
        'Credit for the unused part of your current plan',
        'Credit on your account',
      ],
    );
    assert.equal(await balanceOf(t, parent.user.id), 0);
    const payments = (await entriesOf(t.db, parent.user.id)).filter(
      (entry) => entry.kind === 'payment' && entry.order_id !== parent.subscription!.product_order_id,
    );
    assert.deepEqual(payments, [], 'no provider was asked for money');
  });

  it("a total of 0 completes without payment details, and keeps the plan's method", async () => {
    const parent = await t.newParent({ plan: { students: 5, paymentMethod: 'mpesa' } });
    const answer = await upgrade(parent.token, { bundle: await bundleId(t, 1) });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'active');
    assert.equal(answer.body.total, 0);
    assert.deepEqual(answer.body.payment, { method: 'none' });
    const after = await plan(parent.token);
    assert.equal(after.students, 1);
    assert.equal(after.payment_method, 'mpesa');
  });

  it('buying a plan during a free trial charges the whole plan from today and credits no trial day', async () => {
    await t.setSettings({ style: 'trial' });
    try {
      const signup = await t.post('/api/signup', {
        first_name: 'Trial',
        last_name: 'Family',
        email: `trial-${key()}@soma.test`,
        password: 'a-long-password',
        password_confirmation: 'a-long-password',
      });
      const token = signup.body.access_token as string;
      const trial = await plan(token);
      assert.equal(trial.trial, true);
      const cardId = await addCard(t, token);
      const at = t.clock.now();
      const preview = (await t.get(`/api/shop/bundles/preview_upgrade/${await bundleId(t, 2)}`, { token })).body;
      assert.deepEqual(
        { price: preview.price, credit: preview.credit, total: preview.adjusted_price },
        { price: 90_000, credit: 0, total: 90_000 },
      );

      const bought = await upgrade(token, { bundle: await bundleId(t, 2), payment: card(cardId) });
      assert.equal(bought.status, 200, JSON.stringify(bought.body));
      assert.equal(bought.body.kind, 'purchase');
      assert.equal(bought.body.total, 90_000);
      const paid = await plan(token);
      assert.equal(paid.trial, false);
      assert.equal(paid.students, 2);
      assert.equal(paid.status, 'active');
      assert.ok(
        Math.abs(new Date(paid.expiry_date).getTime() - addMonths(at, 1).getTime()) < 5_000,
        'a whole month from today',
      );
      assert.equal(paid.next_billing_date, paid.expiry_date);
    } finally {
      await t.setSettings({ style: 'subscription' });
    }
  });

  it('a change paid by M-Pesa is pending until paid; a refused one leaves the old plan and is paid again by another prompt', async () => {
    const parent = await t.newParent({ plan: { students: 1 } });
    const target = await bundleId(t, 3);
    const answer = await upgrade(parent.token, {
      bundle: target,
      payment: mpesa('0711 111 032'),
      use_for_renewals: false,
    });
    assert.equal(answer.body.status, 'pending_payment');
    const pending = await plan(parent.token);
    assert.equal(pending.students, 1, 'the old plan is in force until the change is paid');
    assert.equal(pending.status, 'active');
    assert.equal(pending.pending_change.status, 'pending_payment');
    assert.equal(pending.pending_change.students, 3);
    assert.equal(pending.pending_change.order_id, answer.body.order_id);

    await waitFor(async () => (await orderStatus(t, answer.body.order_id)) === 'failed');
    const refused = await plan(parent.token);
    assert.equal(refused.students, 1);
    assert.equal(refused.status, 'active');
    assert.deepEqual(
      {
        status: refused.pending_change.status,
        reason: refused.pending_change.failure_reason,
        message: refused.pending_change.failure_message,
      },
      { status: 'failed', reason: 'cancelled', message: MPESA_FAILURE_TEXTS.cancelled },
    );

    const again = await t.post(
      `/api/receipts/${answer.body.order_id}/pay`,
      { payment: mpesa('0722 000 111'), use_for_renewals: false },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.status, 'pending_payment');
    assert.equal(again.body.payment.phone, '0722 *** 111');
    await waitFor(async () => (await orderStatus(t, answer.body.order_id)) === 'active');
    const changed = await plan(parent.token);
    assert.equal(changed.students, 3);
    assert.equal(changed.pending_change, null);
    assert.equal(changed.payment_method, 'card', "paid by M-Pesa without making it the plan's method");
  });

  it('pays a refused purchase again by M-Pesa, once, for its owner only', async () => {
    const parent = await t.newParent();
    const first = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa('0711 110 001') },
      { token: parent.token },
    );
    await waitFor(async () => (await orderStatus(t, first.body.order_id)) === 'failed');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed');

    const stranger = await t.newParent();
    const url = `/api/receipts/${first.body.order_id}/pay`;
    assert.equal((await t.post(url, { payment: mpesa('0722 000 222') }, { token: stranger.token })).status, 404);

    const sameKey = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.post(
          url,
          { payment: mpesa('0722 000 222') },
          { token: parent.token, headers: { 'idempotency-key': sameKey } },
        ),
      ),
    );
    assert.ok(
      answers.every((answer) => answer.status === 200 && answer.body.order_id === first.body.order_id),
      JSON.stringify(answers.map((a) => a.body)),
    );
    const other = await t.post(
      url,
      { payment: mpesa('0722 000 222') },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(other.status, 422, 'a prompt is already on its way');
    await waitFor(async () => (await orderStatus(t, first.body.order_id)) === 'active');
    const [order] = await ordersOf(t, parent.user.id);
    assert.equal(order!.attempt, 2, 'one more attempt, whatever the number of submissions');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
    const paid = await t.post(
      url,
      { payment: mpesa('0722 000 222') },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.deepEqual(paid.body.errors, { order_id: ['This order is not waiting for a payment.'] });
  });

  it("a declined card on a change is paid again with another card, and the card becomes the plan's", async () => {
    const parent = await t.newParent({ plan: { students: 1, paymentMethod: 'mpesa' } });
    const declining = await addCard(t, parent.token, DECLINED_CARD);
    const answer = await upgrade(parent.token, {
      bundle: await bundleId(t, 2),
      payment: card(declining),
      use_for_renewals: true,
    });
    assert.equal(answer.body.status, 'failed_declined');
    const good = await addCard(t, parent.token);
    const again = await t.post(
      `/api/receipts/${answer.body.order_id}/pay`,
      { payment: card(good), use_for_renewals: true },
      { token: parent.token },
    );
    assert.equal(again.body.status, 'active');
    const after = await plan(parent.token);
    assert.equal(after.students, 2);
    assert.equal(after.payment_method, 'card');
    const saved = (await t.get('/api/shop/default_payment_method', { token: parent.token })).body;
    assert.equal(saved.id, good, 'the card paid with is the one renewals charge');
  });

  it('the same change submitted 20 times at once takes the money once', async () => {
    const parent = await t.newParent({ plan: { students: 1 } });
    const cardId = await addCard(t, parent.token);
    const body = { bundle: await bundleId(t, 5), payment: card(cardId) };
    const sameKey = key();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => upgrade(parent.token, body, sameKey)),
      ...Array.from({ length: 10 }, () => upgrade(parent.token, body)),
    ]);
    assert.ok(
      answers.every((answer) => answer.status === 200 || answer.status === 422),
      JSON.stringify(answers.map((a) => a.status)),
    );
    const orders = (await ordersOf(t, parent.user.id)).filter((order) => order.kind === 'upgrade');
    assert.equal(orders.length, 1);
    const payments = (await entriesOf(t.db, parent.user.id)).filter(
      (entry) => entry.kind === 'payment' && entry.order_id === orders[0]!.id,
    );
    assert.equal(payments.length, 1);
  });

  it("names the M-Pesa number by its label and tells every field's error at once at sign-up", async () => {
    const answer = await t.post('/api/signup', {
      first_name: 'Kamau',
      last_name: '',
      email: 'not-an-email',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
      bundle: await bundleId(t, 1),
      payment: mpesa('+1 415 555 0100'),
    });
    assert.equal(answer.status, 422);
    assert.deepEqual(Object.keys(answer.body.errors).sort(), ['email', 'last_name', 'payment.info.phone_number']);
    assert.deepEqual(answer.body.errors['payment.info.phone_number'], [
      'The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.',
    ]);
    assert.doesNotMatch(answer.body.message, /payment\.info/);
  });
});
