import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { translate } from '../../../../src/api/lang/index';
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

  describe("the prompt's end, told live (docs/languages.md)", () => {
    const sw = { 'accept-language': 'sw-KE' };
    const CANCELLED_SW = 'Ombi limeghairiwa na mtumiaji.';

    /** The order as the last live update for `userId` told it, once its payment is decided. */
    async function toldLive(userId: number, orderId: number, status = 'failed') {
      await waitFor(async () =>
        events.some((e) => e.channel === `private-user.${userId}` && e.data.order.status === status),
      );
      const told = events.filter((e) => e.channel === `private-user.${userId}` && e.data.order.order_id === orderId);
      return told.at(-1)!.data.order as unknown as { failure_message: string | null; lines: { label: string }[] };
    }

    it("is in Kiswahili, in M-Pesa's words, when the payment was asked for in Kiswahili", async () => {
      const parent = await t.newParent();
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 2), payment: mpesa('0711 111 032') },
        { token: parent.token, headers: sw },
      );
      assert.equal(answer.body.lines[0].label, 'Wanafunzi 2, Kila Mwezi');
      const told = await toldLive(parent.user.id, answer.body.order_id);
      assert.equal(told.failure_message, CANCELLED_SW);
      assert.equal(told.lines[0]!.label, 'Wanafunzi 2, Kila Mwezi');
      // Kept in English, and said in each request's language.
      assert.equal((await ordersOf(t, parent.user.id))[0]!.failure_message, MPESA_FAILURE_TEXTS.cancelled);
      const receipt = await t.get(`/api/receipts/${answer.body.order_id}`, { token: parent.token, headers: sw });
      assert.equal(receipt.body.failure_message, CANCELLED_SW);

      // Sent again from an English page: its next end is told in English.
      events.length = 0;
      const again = await t.post(
        `/api/receipts/${answer.body.order_id}/pay`,
        { payment: mpesa('0711 111 032') },
        { token: parent.token },
      );
      assert.equal(again.status, 200, JSON.stringify(again.body));
      const english = await toldLive(parent.user.id, answer.body.order_id);
      assert.equal(english.failure_message, MPESA_FAILURE_TEXTS.cancelled);
      assert.equal(english.lines[0]!.label, '2 students, Monthly');
    });

    it("follows the account's own language over the request's", async () => {
      const parent = await t.newParent();
      await t.patch('/api/me', { locale: 'sw' }, { token: parent.token, form: true });
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: mpesa('0711 111 037') },
        { token: parent.token, headers: { 'accept-language': 'en-GB' } },
      );
      const told = await toldLive(parent.user.id, answer.body.order_id);
      assert.equal(told.failure_message, translate(MPESA_FAILURE_TEXTS.timeout, 'sw'));
      assert.equal(told.lines[0]!.label, 'Mwanafunzi 1, Kila Mwezi');
    });

    it('stays in English, word for word, for an English request', async () => {
      const parent = await t.newParent();
      const answer = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 1), payment: mpesa('0711 111 032') },
        { token: parent.token },
      );
      const told = await toldLive(parent.user.id, answer.body.order_id);
      assert.equal(told.failure_message, MPESA_FAILURE_TEXTS.cancelled);
      assert.equal(told.lines[0]!.label, '1 student, Monthly');
    });
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
