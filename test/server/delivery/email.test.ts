import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';
import { startSmtpServer, type SmtpStandIn } from './smtp-stand-in';
import { deliveryConfig, deliveryStates, finishRecovery, NAMES, requestCode, until } from './support';

describe('recovery codes by email through a real SMTP server on loopback', () => {
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
  beforeEach(() => void (smtp.mails.length = 0));

  it('mails the code (plain text and HTML) and the code resets the password', async () => {
    const parent = await t.newParent(NAMES);
    const step1 = await requestCode(t, parent.email!);
    assert.equal(step1.status, 200);
    const code = await until(() => smtp.codeFor(parent.email!), 'the mail');
    const [mail] = smtp.mails;
    assert.deepEqual(mail!.to, [parent.email]);
    assert.equal(mail!.from, 'no-reply@portal.test');
    assert.equal(mail!.subject, 'Your password reset code');
    assert.match(mail!.raw, /Content-Type: text\/plain/);
    assert.match(mail!.raw, /Content-Type: text\/html/);
    assert.match(mail!.messageId, /^<delivery-\d+@portal\.test>$/);
    assert.ok(await finishRecovery(t, step1.body.verification, code, parent.email!));

    // Sent: recorded, the text gone; nothing in the sandbox outbox, which is off, nor in the logs.
    const [delivery] = await until(
      async () => (await deliveryStates(t)).filter((row) => row.state === 'sent'),
      'the delivery marked sent',
    );
    assert.equal(delivery!.body, null);
    assert.equal((await t.db.selectFrom('outbox').selectAll().execute()).length, 0);
    assert.equal((await t.get('/api/dev/outbox', { token: await t.loginAsAdmin() })).status, 404);
    assert.ok(!JSON.stringify(t.logs).includes(code));
  });

  it('says that a phone login cannot get a code while no SMS gateway is configured, whether or not the account exists', async () => {
    const parent = await t.newParent({ ...NAMES, phone_number: '+254722300400' });
    for (const login of ['0722 300 400', '0733 999 999']) {
      const answer = await requestCode(t, login);
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        login: ['Codes cannot be sent by text message on this site. Enter the email address of your account instead.'],
      });
    }
    assert.equal(parent.phone_number, '+254722300400');
    assert.equal(smtp.mails.length, 0);
  });

  it('retries after the SMTP server was down, and delivers once', async () => {
    const parent = await t.newParent(NAMES);
    await smtp.kill();
    const step1 = await requestCode(t, parent.email!);
    assert.equal(step1.status, 200, 'the request does not wait for the server');
    await until(
      async () => (await deliveryStates(t)).some((row) => row.recipient === parent.email && row.attempts >= 1),
      'a failed try',
    );
    await smtp.restart();
    const code = await until(() => smtp.codeFor(parent.email!), 'the mail after the retry');
    assert.ok(await finishRecovery(t, step1.body.verification, code, parent.email!));
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(smtp.mails.filter((mail) => mail.to.includes(parent.email!)).length, 1);
    const warned = t.logs.filter((line) => line.msg === 'message delivery failed; retrying later');
    assert.ok(warned.length >= 1);
    assert.ok(!JSON.stringify(t.logs).includes(code) && !JSON.stringify(t.logs).includes(parent.email!));
  });
});

describe('the SMTP server named by the site settings', () => {
  let smtp: SmtpStandIn;
  let t: TestApp;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ config: deliveryConfig() });
  });
  after(async () => {
    await t.close();
    await smtp.stop();
  });

  it('is used from the next message on, with the From the settings give', async () => {
    const parent = await t.newParent(NAMES);
    // Before: the sandbox outbox takes the code.
    assert.equal((await requestCode(t, parent.email!)).status, 200);
    assert.equal((await t.db.selectFrom('outbox').selectAll().execute()).length, 1);

    await t.setSettings({ smtp_url: smtp.url, mail_from: 'Kilimani School <office@kilimani.test>' });
    const step1 = await requestCode(t, parent.email!);
    const code = await until(() => smtp.codeFor(parent.email!), 'the mail');
    assert.equal(smtp.mails[0]!.from, 'office@kilimani.test');
    assert.match(smtp.mails[0]!.raw, /^From: Kilimani School <office@kilimani\.test>/m);
    assert.equal((await t.db.selectFrom('outbox').selectAll().execute()).length, 1, 'the outbox is off');
    assert.ok(await finishRecovery(t, step1.body.verification, code, parent.email!));
  });
});

describe('a site outside the sandbox with no SMTP server or SMS gateway', () => {
  let t: TestApp;
  before(
    async () => (t = await createTestApp({ config: { ...deliveryConfig(), sandbox: false, cardProvider: 'stripe' } })),
  );
  after(() => t.close());

  it('says no code can be sent, whatever the login, and writes nothing', async () => {
    const parent = await t.newParent(NAMES);
    for (const login of [parent.email!, 'nobody@soma.test', '0722 999 000']) {
      const answer = await requestCode(t, login);
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body, {
        message: 'Codes cannot be sent from this site at the moment. Please contact support.',
        errors: { login: ['Codes cannot be sent from this site at the moment. Please contact support.'] },
      });
    }
    assert.equal((await t.db.selectFrom('recovery_codes').selectAll().execute()).length, 0);
    assert.equal((await t.get('/api/dev/outbox', { token: await t.loginAsAdmin() })).status, 404);
  });
});
