import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { buildApp } from '../../../server/app';
import { createProviders } from '../../../server/providers/index';
import { startSmsGateway, type SmsGatewayStandIn } from '../../support/sms-gateway.mjs';
import { createTestApp, type TestApp } from '../harness';
import { startSmtpServer, type SmtpStandIn } from './smtp-stand-in';
import { deliveryConfig, deliveryStates, finishRecovery, NAMES, requestCode, until } from './support';

/** Every recipient got exactly one message, and that message's code opens its recovery. */
async function eachCodeOnce(
  t: TestApp,
  requests: Array<{ login: string; to: string; verification: string }>,
  received: (to: string) => string[],
): Promise<void> {
  for (const { login, to, verification } of requests) {
    const codes = received(to);
    assert.equal(codes.length, 1, `${to} got ${codes.length} messages`);
    assert.ok(await finishRecovery(t, verification, codes[0]!, login));
  }
}

describe('delivery through outages: nothing lost, nothing sent twice', () => {
  let smtp: SmtpStandIn;
  let gateway: SmsGatewayStandIn;
  let t: TestApp;
  before(async () => {
    [smtp, gateway] = await Promise.all([startSmtpServer(), startSmsGateway()]);
    t = await createTestApp({ config: deliveryConfig({ smtpUrl: smtp.url }) });
    await t.setSettings(gateway.settings);
  });
  after(async () => {
    await t.close();
    await Promise.all([smtp.stop(), gateway.stop()]);
  });

  const mailsTo = (to: string) =>
    smtp.mails.filter((mail) => mail.to.includes(to)).map((mail) => mail.raw.match(/reset code is (\d{6})/)![1]!);
  const textsTo = (to: string) =>
    gateway.messages.filter((m) => m.to === to).map((m) => m.message.match(/(\d{6})/)![1]!);

  it('a burst of codes by email and SMS, with both peers killed in the middle, arrives once each', async () => {
    const requests: Array<{ login: string; to: string; verification: string; channel: 'email' | 'sms' }> = [];
    let killed = false;
    for (let i = 0; i < 12; i += 1) {
      const byPhone = i % 2 === 1;
      const parent = await t.newParent({ ...NAMES, phone_number: `+2547331${String(i).padStart(5, '0')}` });
      const login = byPhone ? parent.phone_number! : parent.email!;
      const answer = await requestCode(t, login);
      assert.equal(answer.status, 200);
      requests.push({ login, to: login, verification: answer.body.verification, channel: byPhone ? 'sms' : 'email' });
      if (!killed && smtp.mails.length + gateway.messages.length >= 2) {
        // Mid-burst: both peers go down with whatever they were taking, and come back a little later.
        killed = true;
        await Promise.all([smtp.kill(), gateway.kill()]);
        setTimeout(() => void Promise.all([smtp.restart(), gateway.restart()]), 600);
      }
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    assert.ok(killed, 'the peers were killed during the burst');
    await until(
      async () => (await deliveryStates(t)).every((row) => row.state === 'sent'),
      'every delivery sent',
      30_000,
    );
    assert.ok(
      (await deliveryStates(t)).some((row) => row.attempts > 0),
      'some tries failed while the peers were down',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    await eachCodeOnce(t, requests, (to) => (to.includes('@') ? mailsTo(to) : textsTo(to)));
  });

  it('messages queued by an instance that stops are delivered by the next one', async () => {
    await Promise.all([smtp.kill(), gateway.kill()]);
    const requests: Array<{ login: string; to: string; verification: string }> = [];
    for (let i = 0; i < 4; i += 1) {
      const parent = await t.newParent({ ...NAMES, phone_number: `+2547441${String(i).padStart(5, '0')}` });
      const login = i % 2 ? parent.phone_number! : parent.email!;
      requests.push({ login, to: login, verification: (await requestCode(t, login)).body.verification });
    }
    await until(
      async () => (await deliveryStates(t)).filter((row) => row.state === 'queued' && row.attempts > 0).length === 4,
      'a failed try of each',
    );
    // The instance goes away with the four messages still waiting for a retry.
    await t.app.jobs.stop();
    await Promise.all([smtp.restart(), gateway.restart()]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(
      (await deliveryStates(t)).filter((row) => row.state === 'queued').length,
      4,
      'no one else was sending',
    );

    // A new instance on the same database: its queue finds the waiting jobs.
    const next = await buildApp({
      config: t.config,
      db: t.db,
      providers: createProviders(t.config, t.db),
      logger: pino({ level: 'silent' }),
    });
    try {
      await next.jobs.start();
      await until(
        async () => (await deliveryStates(t)).every((row) => row.state === 'sent'),
        'the waiting messages sent',
        30_000,
      );
    } finally {
      await next.close();
    }
    await eachCodeOnce(t, requests, (to) => (to.includes('@') ? mailsTo(to) : textsTo(to)));
  });
});
