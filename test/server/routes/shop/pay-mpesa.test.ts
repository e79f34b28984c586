import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MPESA_FAILURE_TEXTS } from '../../../../src/domain/mpesa';
import { PHONE_INVALID } from '../../../../server/services/payments';
import { createTestApp, type TestApp } from '../../harness';
import {
  bundleId,
  key,
  mpesa,
  orderStatus,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  waitFor,
  type Published,
} from './helpers';

const PHONE_ERROR = ['The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.'];

describe('POST /api/shop/pay by M-Pesa (sandbox, 400 ms delay)', () => {
  let t: TestApp;
  let events: Published[];
  before(async () => {
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await createTestApp({ config: { sandboxMpesaDelayMs: 400 }, providers: { broadcaster: recorder.broadcaster } });
  });
  after(() => t.close());

  it('stays pending_payment, then is paid after the delay', async () => {
    const parent = await t.newParent();
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 3), payment: mpesa('0712 345 678') },
      { token: parent.token },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'pending_payment');
    assert.deepEqual(answer.body.payment, { method: 'mpesa', phone: '0712 *** 678' });
    assert.equal(answer.body.paid_at, null);
    const first = events.find((e) => e.channel === `private-user.${parent.user.id}`)!;
    assert.equal(first.data.subscription && first.data.subscription.status, 'pending_payment');
    const [row] = await ordersOf(t, parent.user.id);
    assert.equal(row!.payment_source, '254712345678');
    assert.match(row!.provider_reference!, /^ws_CO_SBX_/);

    await waitFor(async () => (await orderStatus(t, answer.body.order_id)) === 'active');
    const plan = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(plan.status, 'active');
    assert.equal(plan.payment_method, 'mpesa');
    const receipt = await t.get(`/api/receipts/${answer.body.order_id}`, { token: parent.token });
    assert.equal(receipt.body.status, 'active');
    assert.ok(receipt.body.paid_at);
    assert.equal(receipt.body.payment.phone, '0712 *** 678');
    await waitFor(async () =>
      events.some((e) => e.channel === `private-user.${parent.user.id}` && e.data.order.status === 'active'),
    );
    const mine = events.filter((e) => e.channel === `private-user.${parent.user.id}`).map((e) => e.data.order.status);
    assert.deepEqual(mine, ['pending_payment', 'pending_payment', 'active'], 'written, prompted, paid');
  });

  it('says until when the prompt can be answered while it waits on the phone', async () => {
    const parent = await t.newParent();
    const answer = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa('0712 345 679') },
      { token: parent.token },
    );
    assert.equal(answer.body.status, 'pending_payment');
    const sentAt = (await ordersOf(t, parent.user.id))[0]!.prompted_at!;
    assert.equal(answer.body.prompt_expires_at, new Date(sentAt.getTime() + 400).toISOString());
    await waitFor(async () => (await orderStatus(t, answer.body.order_id)) === 'active');
    assert.equal(
      (await t.get(`/api/receipts/${answer.body.order_id}`, { token: parent.token })).body.prompt_expires_at,
      null,
    );
  });

  it("ends each sandbox number's outcome the way M-Pesa would, and the plan shows failed", async () => {
    const outcomes: Array<[string, keyof typeof MPESA_FAILURE_TEXTS]> = [
      ['+254711110000', 'declined'],
      ['0711 111 032', 'cancelled'],
      ['0711 111 037', 'timeout'],
      ['0711 110 001', 'insufficient_funds'],
      ['0711 112 001', 'wrong_pin'],
    ];
    for (const [phone, reason] of outcomes) {
      const parent = await t.newParent();
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: mpesa(phone) },
        { token: parent.token },
      );
      assert.equal(answer.body.status, 'pending_payment', phone);
      await waitFor(async () => (await orderStatus(t, answer.body.order_id)) === 'failed');
      assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed', phone);
      const receipt = await t.get(`/api/receipts/${answer.body.order_id}`, { token: parent.token });
      assert.equal(receipt.body.status, 'failed', phone);
      assert.equal(receipt.body.failure_reason, reason, phone);
      assert.equal(receipt.body.failure_message, MPESA_FAILURE_TEXTS[reason], phone);
      assert.equal(receipt.body.paid_at, null);
    }
  });

  it('takes the number as 07..., 01..., +2547..., 2541... or 7..., and stores 2547XXXXXXXX or 2541XXXXXXXX', async () => {
    const forms: Array<[string, string]> = [
      ['0722 000 111', '254722000111'],
      ['0110-000-111', '254110000111'],
      ['+254 733 000 111', '254733000111'],
      ['254144000111', '254144000111'],
      ['755000111', '254755000111'],
    ];
    for (const [typed, stored] of forms) {
      const parent = await t.newParent();
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: mpesa(typed) },
        { token: parent.token },
      );
      assert.equal(answer.status, 200, typed);
      assert.equal((await ordersOf(t, parent.user.id))[0]!.payment_source, stored, typed);
      assert.equal(answer.body.payment.phone, `0${stored.slice(3, 6)} *** ${stored.slice(-3)}`);
    }
  });

  it('refuses any other number with a field error on payment.info.phone_number', async () => {
    const parent = await t.newParent();
    assert.deepEqual(PHONE_ERROR, [PHONE_INVALID]);
    for (const typed of ['0812 345 678', '+255712345678', '071234567', '07123456789', '12345678', '+1 415 555 0100']) {
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: mpesa(typed) },
        { token: parent.token },
      );
      assert.equal(answer.status, 422, typed);
      assert.deepEqual(answer.body.errors, { 'payment.info.phone_number': PHONE_ERROR }, typed);
    }
    const blank = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa('') },
      { token: parent.token },
    );
    assert.equal(blank.status, 422);
    assert.deepEqual(Object.keys(blank.body.errors), ['payment.info.phone_number']);
    assert.deepEqual(await ordersOf(t, parent.user.id), []);
  });

  it('refuses a second purchase while the first payment is pending', async () => {
    const parent = await t.newParent();
    const bundle = await bundleId(t, 2);
    const first = await t.post(
      '/api/shop/pay',
      { bundle, payment: mpesa('0700 111 222') },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(first.body.status, 'pending_payment');
    const second = await t.post(
      '/api/shop/pay',
      { bundle, payment: mpesa('0700 111 222') },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(second.status, 422);
    assert.deepEqual(second.body.errors, { payment: ['A payment for your plan is still being processed.'] });
    assert.equal((await ordersOf(t, parent.user.id)).length, 1);
    await waitFor(async () => (await orderStatus(t, first.body.order_id)) === 'active');
  });
});
