import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../harness';
import { addCard, bundleId, card, key, mpesa, orderStatus, waitFor } from '../routes/shop/helpers';
import { bothOnce, messagesFor, noticeConfig, noticesOf, settle, sentTo } from './support';

/*
 * A receipt for every payment a provider took (docs/behaviour.md, Messages to families): by email
 * and SMS, in the family's language, with the amount, the plan, how it was paid, the date, the
 * order number and a link to the receipt; none for an order that took nothing.
 */
describe('messages to families: a receipt for every payment', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: noticeConfig({ sandboxMpesaDelayMs: 100 }) });
  });
  after(() => t.close());

  const receiptLink = (orderId: number) => `http://portal.test/account/receipt/${orderId}`;

  it('by card, in English: the amount, the plan, the card, the date, the order and its link', async () => {
    const parent = await t.newParent({ first_name: 'Achieng' });
    const cardId = await addCard(t, parent.token);
    const paid = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 3), payment: card(cardId) },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(paid.body.status, 'active', JSON.stringify(paid.body));
    const orderId = paid.body.order_id as number;
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(paid.body.paid_at),
    );
    const { email, sms } = await bothOnce(t, parent, new RegExp(`/account/receipt/${orderId}\\b`));
    assert.equal(email.subject, 'Payment received: Ksh 1,250');
    assert.equal(
      email.body,
      [
        'Hello Achieng,',
        `Thank you: we have received your payment of Ksh 1,250 for 3 students, Monthly on ${date}.`,
        `Paid with Visa •••• 4242. Order number ${orderId}.`,
        `Your receipt: ${receiptLink(orderId)}`,
        'Soma',
      ].join('\n\n'),
    );
    assert.equal(
      sms.body,
      `Soma: payment of Ksh 1,250 received on ${date} for 3 students, Monthly (Visa •••• 4242), order ${orderId}. Receipt: ${receiptLink(orderId)}`,
    );
    const [notice] = await noticesOf(t, parent.user.id);
    assert.equal(notice!.kind, 'receipt');
    assert.equal(notice!.event_key, `order:${orderId}`);
    assert.equal(notice!.outcome, 'sent');
  });

  it('by M-Pesa, to a family reading Kiswahili: the masked number, in Kiswahili words, money and dates', async () => {
    const parent = await t.newParent({ first_name: 'Wanjiku' });
    const set = await t.patch('/api/me', { locale: 'sw' }, { token: parent.token, form: true });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const paid = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 2), payment: mpesa('0712 345 678') },
      { token: parent.token },
    );
    assert.equal(paid.body.status, 'pending_payment');
    const orderId = paid.body.order_id as number;
    await waitFor(async () => (await orderStatus(t, orderId)) === 'active');
    const { email, sms } = await bothOnce(t, parent, new RegExp(`/account/receipt/${orderId}\\b`));
    const paidAt = (await t.get(`/api/receipts/${orderId}`, { token: parent.token })).body.paid_at as string;
    const date = new Intl.DateTimeFormat('sw-KE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(paidAt));
    assert.match(email.subject!, /^Malipo yamepokelewa: Ksh /);
    assert.ok(email.body.startsWith('Habari Wanjiku,'), email.body);
    assert.ok(email.body.includes(`kwa Wanafunzi 2, Kila Mwezi tarehe ${date}.`), email.body);
    assert.ok(email.body.includes(`Umelipa kwa M-Pesa 0712 *** 678. Nambari ya agizo ${orderId}.`), email.body);
    assert.ok(!email.body.includes('345'), 'the number is masked');
    assert.match(sms.body, /^Soma: malipo ya Ksh [\d,]+ yamepokelewa tarehe /);
    assert.ok(sms.body.includes('(M-Pesa 0712 *** 678)'), sms.body);
  });

  it("in the order's language when the account chose none (the language of the request that paid)", async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    const paid = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: card(cardId) },
      { token: parent.token, headers: { 'idempotency-key': key(), 'accept-language': 'sw-KE' } },
    );
    const { email } = await bothOnce(t, parent, new RegExp(`/account/receipt/${paid.body.order_id}\\b`));
    assert.match(email.subject!, /^Malipo yamepokelewa/);
  });

  it('none for a change of plan that charges nothing (its credit covers it)', async () => {
    const parent = await t.newParent({ plan: { students: 5 } });
    const cardId = await addCard(t, parent.token);
    const changed = await t.post(
      '/api/shop/upgrade',
      { bundle: await bundleId(t, 1), payment: card(cardId) },
      { token: parent.token },
    );
    assert.equal(changed.body.status, 'active', JSON.stringify(changed.body));
    assert.equal(changed.body.total, 0);
    await settle();
    assert.deepEqual(await sentTo(t, parent.email, parent.phone_number), []);
    assert.deepEqual(await noticesOf(t, parent.user.id), []);
  });

  it('a payment settled twice (its answer delivered again, at once and later) sends one receipt', async () => {
    const slow = await createTestApp({ config: noticeConfig({ sandboxMpesaDelayMs: 60_000 }) });
    try {
      const parent = await slow.newParent();
      const paid = await slow.post(
        '/api/shop/pay',
        { bundle: await bundleId(slow, 3), payment: mpesa('0712 345 679') },
        { token: parent.token },
      );
      const orderId = paid.body.order_id as number;
      const orders = slow.app.services.orders;
      await Promise.all([orders.settle(orderId, { status: 'paid' }), orders.settle(orderId, { status: 'paid' })]);
      await orders.settle(orderId, { status: 'paid' });
      await slow.app.services.notices.relay();
      await bothOnce(slow, parent, new RegExp(`/account/receipt/${orderId}\\b`));
      await slow.app.services.renewals.sweep();
      await settle();
      assert.equal((await messagesFor(slow, parent, /account\/receipt/)).length, 2, 'one email and one SMS');
      assert.equal((await noticesOf(slow, parent.user.id)).length, 1);
    } finally {
      await slow.close();
    }
  });

  it('an account without an email gets the SMS alone; one with neither (its contacts erased) gets nothing', async () => {
    const phoneOnly = await t.newParent();
    const none = await t.newParent();
    await t.db.updateTable('users').set({ email: null }).where('id', '=', phoneOnly.user.id).execute();
    // An account keeps one way to log in; one whose contacts were erased (a deleted account) has none.
    await sql`alter table users drop constraint users_contact`.execute(t.db);
    await t.db.updateTable('users').set({ email: null, phone_number: null }).where('id', '=', none.user.id).execute();
    for (const parent of [phoneOnly, none]) {
      const cardId = await addCard(t, parent.token);
      const paid = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 3), payment: card(cardId) },
        { token: parent.token, headers: { 'idempotency-key': key() } },
      );
      assert.equal(paid.body.status, 'active');
    }
    await t.app.services.notices.relay();
    await settle();
    const sent = await sentTo(t, phoneOnly.phone_number);
    assert.deepEqual(
      sent.map((message) => message.channel),
      ['sms'],
    );
    assert.equal((await noticesOf(t, none.user.id))[0]!.outcome, 'skipped');
    assert.deepEqual(await sentTo(t, none.email, none.phone_number), []);
  });
});
