import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MPESA_FAILURE_TEXTS } from '../../../src/domain/mpesa';
import { PHONE_INVALID } from '../../../server/services/payments';
import { createTestApp, type TestApp } from '../harness';
import {
  bundleId,
  mpesa,
  orderStatus,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  type Published,
} from '../routes/shop/helpers';
import { darajaCallback, startFakeDaraja, type FakeDaraja } from './fake-daraja';

describe('M-Pesa through Daraja: checkout, callbacks and status queries', () => {
  let t: TestApp;
  let daraja: FakeDaraja;
  let events: Published[];

  before(async () => {
    daraja = await startFakeDaraja();
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await createTestApp({
      config: {
        mpesa: daraja.config,
        renewals: { intervalMs: 0, pendingAfterMs: 0, unsentAfterMs: 60_000, unpaidGraceMs: 0 },
      },
      providers: { broadcaster: recorder.broadcaster },
    });
  });
  after(async () => {
    await t.close();
    await daraja.close();
  });

  async function pendingOrder(phone = '0712 345 678') {
    const parent = await t.newParent();
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 2), payment: mpesa(phone) },
      { token: parent.token },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [row] = await ordersOf(t, parent.user.id);
    return { parent, orderId: answer.body.order_id as number, reference: row!.provider_reference!, answer };
  }

  const settledEvents = (orderId: number) =>
    events.filter((e) => e.data.order.order_id === orderId && e.data.order.status !== 'pending_payment');

  it('offers M-Pesa and pushes the prompt to the normalised number; the order waits in pending_payment', async () => {
    assert.deepEqual((await t.get('/api/shop/pay')).body, ['mpesa', 'card']);
    const { parent, orderId, reference, answer } = await pendingOrder('+254 712-345-678');
    assert.equal(answer.body.status, 'pending_payment');
    assert.deepEqual(answer.body.payment, { method: 'mpesa', phone: '0712 *** 678' });
    const row = (await ordersOf(t, parent.user.id))[0]!;
    assert.equal(row.provider, 'daraja');
    assert.equal(reference, daraja.pushes.at(-1));
    const push = daraja.calls('/mpesa/stkpush/v1/processrequest').at(-1)!;
    assert.equal(push.body.PhoneNumber, '254712345678');
    assert.equal(push.body.PartyA, '254712345678');
    assert.equal(push.body.Amount, Math.ceil(row.amount / 100));
    assert.equal(push.body.AccountReference, `SOMA-${orderId}`);
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'pending_payment');
  });

  it('ResultCode 0: a callback replayed 100 times pays the order once, with one broadcast', async () => {
    const { parent, orderId, reference } = await pendingOrder();
    daraja.decide(reference, { ResultCode: '0', ResultDesc: 'The service request is processed successfully.' });
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await t.post('/api/shop/mpesa/callback', darajaCallback(reference)));
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 50 }, () => t.post('/api/shop/mpesa/callback', darajaCallback(reference))),
      )),
    );
    assert.ok(answers.every((a) => a.status === 200 && a.body.ResultCode === 0));
    assert.equal(await orderStatus(t, orderId), 'active');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
    assert.equal(settledEvents(orderId).length, 1, 'one change, one broadcast');
    const receipt = (await t.get(`/api/receipts/${orderId}`, { token: parent.token })).body;
    assert.equal(receipt.status, 'active');
    assert.deepEqual(receipt.payment, { method: 'mpesa', phone: '0712 *** 678' });
    assert.equal(
      receipt.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0),
      receipt.total,
    );
    assert.equal(receipt.students, 2);
    for (const date of ['created_at', 'paid_at', 'expiry_date', 'next_billing_date'])
      assert.ok(Date.parse(receipt[date]), date);
    const paidAt = (await ordersOf(t, parent.user.id))[0]!.paid_at!.getTime();
    await t.post('/api/shop/mpesa/callback', darajaCallback(reference, 1032));
    assert.equal(await orderStatus(t, orderId), 'active', 'a late contrary callback changes nothing');
    assert.equal((await ordersOf(t, parent.user.id))[0]!.paid_at!.getTime(), paidAt);
  });

  it('ResultCode 1032 (cancelled by the customer): the order and the plan fail, once', async () => {
    const { parent, orderId, reference } = await pendingOrder();
    daraja.decide(reference, { ResultCode: '1032', ResultDesc: 'Request cancelled by user' });
    for (let i = 0; i < 5; i += 1)
      assert.equal((await t.post('/api/shop/mpesa/callback', darajaCallback(reference, 1032))).status, 200);
    assert.equal(await orderStatus(t, orderId), 'failed');
    const row = (await ordersOf(t, parent.user.id))[0]!;
    assert.equal(row.failure_message, MPESA_FAILURE_TEXTS.cancelled, 'the family reads why, in its own words');
    assert.equal(row.failure_reason, 'cancelled');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed');
    assert.equal(settledEvents(orderId).length, 1);
    const receipt = (await t.get(`/api/receipts/${orderId}`, { token: parent.token })).body;
    assert.equal(receipt.status, 'failed');
    assert.equal(receipt.failure_message, MPESA_FAILURE_TEXTS.cancelled);
    assert.equal(receipt.failure_reason, 'cancelled');
    assert.equal(receipt.paid_at, null);
  });

  it('a callback only names the request: Daraja\'s own answer decides, so a forged "paid" changes nothing', async () => {
    const { orderId, reference } = await pendingOrder();
    const queries = daraja.calls('/mpesa/stkpushquery/v1/query').length;
    const forged = await t.post('/api/shop/mpesa/callback', darajaCallback(reference));
    assert.equal(forged.status, 200);
    assert.equal(daraja.calls('/mpesa/stkpushquery/v1/query').length, queries + 1);
    assert.equal(await orderStatus(t, orderId), 'pending_payment');
  });

  it('rejects a callback for an unknown request and a malformed one, and nothing changes', async () => {
    const { parent, orderId, reference } = await pendingOrder();
    const before = JSON.stringify(await ordersOf(t, parent.user.id));
    const queries = daraja.calls('/mpesa/stkpushquery/v1/query').length;
    const unknown = await t.post('/api/shop/mpesa/callback', darajaCallback('ws_CO_nobody_knows'));
    assert.equal(unknown.status, 404);
    const malformed = darajaCallback(reference) as any;
    delete malformed.Body.stkCallback.MerchantRequestID;
    for (const body of [malformed, { Body: { stkCallback: { CheckoutRequestID: reference, ResultCode: 0 } } }, {}]) {
      assert.equal((await t.post('/api/shop/mpesa/callback', body)).status, 422);
    }
    assert.equal(daraja.calls('/mpesa/stkpushquery/v1/query').length, queries, 'Daraja was not even asked');
    assert.equal(JSON.stringify(await ordersOf(t, parent.user.id)), before);
    assert.equal(await orderStatus(t, orderId), 'pending_payment');
    assert.ok(t.logs.some((line) => line.msg === 'M-Pesa callback for an unknown request'));
  });

  it('a request that never called back is settled by the sweep asking Daraja', async () => {
    const { orderId, reference } = await pendingOrder();
    await t.app.services.renewals.sweep();
    assert.equal(await orderStatus(t, orderId), 'pending_payment', 'still being processed');
    daraja.decide(reference, { ResultCode: '1037', ResultDesc: 'DS timeout user cannot be reached' });
    t.clock.advance(1);
    const report = await t.app.services.renewals.sweep();
    assert.equal(report.settled, 1);
    assert.equal(await orderStatus(t, orderId), 'failed');
    t.clock.reset();
  });

  it('refuses a number that is not 2547XXXXXXXX or 2541XXXXXXXX with a field error; a push Daraja refuses fails the order', async () => {
    const parent = await t.newParent();
    for (const phone of ['0812345678', '25471234567', '+1 202 555 0100', '2540712345678']) {
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: mpesa(phone) },
        { token: parent.token },
      );
      assert.equal(answer.status, 422, phone);
      assert.deepEqual(answer.body.errors, { 'payment.info.phone_number': [PHONE_INVALID] });
    }
    const refused = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa('0112 349 999') },
      { token: parent.token },
    );
    assert.equal(refused.body.status, 'failed');
    assert.equal(refused.body.failure_message, MPESA_FAILURE_TEXTS.unsent);
    assert.equal(refused.body.failure_reason, 'unsent');
  });
});
