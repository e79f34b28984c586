import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';
import { deliveryConfig } from '../delivery/support';
import { startSmtpServer, type SmtpStandIn } from '../delivery/smtp-stand-in';
import { addCard, bundleId, card, key } from '../routes/shop/helpers';
import { noticesOf, settle, until } from './support';

/*
 * Once an SMTP server is set, the messages to families leave through it like the recovery code:
 * written as a delivery with its job in the transaction that marks the notice sent, and sent by
 * the delivery job (plain text and HTML); a channel with no way out (no SMS gateway) is skipped.
 */
describe('messages to families through a real SMTP server on loopback', () => {
  let smtp: SmtpStandIn;
  let t: TestApp;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ config: deliveryConfig({ smtpUrl: smtp.url }) });
  });
  after(async () => {
    await t.close();
    await smtp.stop();
  });

  it('mails the receipt once, with its link in the HTML, and sends no SMS while no gateway is set', async () => {
    const parent = await t.newParent({ first_name: 'Kamau' });
    const cardId = await addCard(t, parent.token);
    const paid = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 3), payment: card(cardId) },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(paid.body.status, 'active');
    const mail = await until(() => smtp.mails.find((m) => m.to.includes(parent.email!)), 'the receipt by email');
    assert.equal(mail.subject, 'Payment received: Ksh 1,250');
    assert.match(mail.raw, /Content-Type: text\/html/);
    assert.ok(mail.raw.includes(`/account/receipt/${paid.body.order_id}`), mail.raw);
    const delivery = await until(
      async () =>
        (await t.db.selectFrom('deliveries').selectAll().where('user_id', '=', parent.user.id).execute()).find(
          (row) => row.state === 'sent',
        ),
      'the delivery marked sent',
    );
    assert.equal(delivery.template, 'receipt');
    assert.equal(delivery.channel, 'email');
    await t.app.services.renewals.sweep();
    await settle();
    assert.equal(smtp.mails.filter((m) => m.to.includes(parent.email!)).length, 1);
    assert.equal(
      (await t.db.selectFrom('deliveries').selectAll().where('user_id', '=', parent.user.id).execute()).length,
      1,
    );
    assert.equal((await t.db.selectFrom('outbox').selectAll().execute()).length, 0, 'the outbox is off');
    assert.equal((await noticesOf(t, parent.user.id))[0]!.outcome, 'sent');
  });
});
