import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { INVALID_NUMBER, startSmsGateway, type SmsGatewayStandIn } from '../../support/sms-gateway.mjs';
import { createTestApp, type TestApp } from '../harness';
import { deliveryConfig, deliveryStates, finishRecovery, NAMES, requestCode, until } from './support';

describe("recovery codes by SMS through the site's gateway (OAuth2 token, then the send call)", () => {
  let gateway: SmsGatewayStandIn;
  let t: TestApp;
  let admin: string;
  before(async () => {
    gateway = await startSmsGateway();
    t = await createTestApp({ config: deliveryConfig() });
    await t.setSettings(gateway.settings);
    admin = await t.loginAsAdmin();
  });
  after(async () => {
    await t.close();
    await gateway.stop();
  });
  beforeEach(() => {
    gateway.messages.length = 0;
    gateway.refusals.length = 0;
  });

  let phones = 0;
  const newPhoneParent = () => t.newParent({ ...NAMES, phone_number: `+2547221${String(++phones).padStart(5, '0')}` });

  it('texts the code to the phone the login names, and it resets the password', async () => {
    const parent = await newPhoneParent();
    const local = `0${parent.phone_number!.slice(4)}`;
    const step1 = await requestCode(t, local);
    assert.equal(step1.status, 200);
    const code = await until(() => gateway.codeFor(parent.phone_number!), 'the text message');
    assert.match(gateway.messages[0]!.message, /^Your password reset code is \d{6}\. It expires in 15 minutes\./);
    assert.deepEqual(gateway.refusals, [], 'every request had the token, the apiKey and the form the gateway asks for');
    assert.ok(await finishRecovery(t, step1.body.verification, code, local));
  });

  it('takes one token for many messages, and a new one when the gateway no longer knows it', async () => {
    const issued = gateway.tokensIssued;
    const [first, second] = [await newPhoneParent(), await newPhoneParent()];
    await requestCode(t, first.phone_number!);
    await until(() => gateway.codeFor(first.phone_number!), 'the first message');
    await requestCode(t, second.phone_number!);
    await until(() => gateway.codeFor(second.phone_number!), 'the second message');
    assert.equal(gateway.tokensIssued, issued, 'the token of the earlier test still serves');

    gateway.expireTokens();
    const third = await newPhoneParent();
    await requestCode(t, third.phone_number!);
    await until(() => gateway.codeFor(third.phone_number!), 'the message after a 401');
    assert.equal(gateway.tokensIssued, issued + 1);
    assert.deepEqual(gateway.refusals, ['missing or unknown token']);
  });

  it('retries after the gateway was down or answered 503, and delivers once', async () => {
    const parent = await newPhoneParent();
    await gateway.kill();
    await requestCode(t, parent.phone_number!);
    await until(
      async () => (await deliveryStates(t)).some((row) => row.recipient === parent.phone_number && row.attempts >= 1),
      'a failed try',
    );
    await gateway.restart();
    gateway.failNext(1, 503);
    await until(() => gateway.codeFor(parent.phone_number!), 'the message after the retries', 20_000);
    // The gateway has it; the delivery is recorded as sent once the send call has answered.
    const row = await until(
      async () =>
        (await deliveryStates(t)).find(
          (delivery) => delivery.recipient === parent.phone_number && delivery.state === 'sent',
        ),
      'the delivery recorded as sent',
    );
    assert.equal(row.attempts, 2, 'one try while down, one answered 503');
    assert.equal(gateway.messages.filter((m) => m.to === parent.phone_number).length, 1);
  });

  it('records a number the gateway refuses for good at once, and the administrator sees it', async () => {
    await t.newParent({ ...NAMES, phone_number: INVALID_NUMBER });
    assert.equal((await requestCode(t, INVALID_NUMBER)).status, 200);
    const failed = await until(
      async () => (await deliveryStates(t)).find((row) => row.recipient === INVALID_NUMBER && row.state === 'failed'),
      'the failure',
    );
    assert.equal(failed.attempts, 1, 'not retried');
    assert.equal(failed.body, null, 'the code is not kept');

    const answer = await t.get('/api/delivery_failures', { token: admin });
    assert.equal(answer.status, 200);
    const [listed] = answer.body.failures;
    assert.equal(listed.to, INVALID_NUMBER);
    assert.equal(listed.channel, 'sms');
    assert.equal(listed.template, 'recovery_code');
    assert.equal(listed.error, 'The SMS gateway did not send the message (403 InvalidPhoneNumber).');
    assert.equal((await t.get('/api/delivery_failures')).status, 401);
    // On a Kiswahili page, the reason is in Kiswahili.
    const inKiswahili = await t.get('/api/delivery_failures', { token: admin, headers: { 'accept-language': 'sw' } });
    assert.equal(inKiswahili.body.failures[0].error, 'Huduma ya SMS haikutuma ujumbe (403 InvalidPhoneNumber).');
  });

  it('records a message whose every try failed, once its retries are spent', async () => {
    const parent = await newPhoneParent();
    gateway.failNext(10, 500);
    await requestCode(t, parent.phone_number!);
    const failed = await until(
      async () =>
        (await deliveryStates(t)).find((row) => row.recipient === parent.phone_number && row.state === 'failed'),
      'the message given up',
      40_000,
    );
    assert.equal(failed.attempts, 3);
    gateway.failNext(0);
    const listed = (await t.get('/api/delivery_failures', { token: admin })).body.failures;
    assert.equal(listed[0].to, parent.phone_number);
    assert.equal(listed[0].error, 'The SMS gateway answered 500.');
    assert.ok(t.logs.some((line) => line.msg === 'message given up; listed on /site_config'));
  });
});
