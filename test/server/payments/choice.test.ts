import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../server/config';
import { scheduleRenewals } from '../../../server/jobs/renewals';
import { withStoredCardKeys } from '../../../server/providers/card-keys';
import { createProviders } from '../../../server/providers/index';
import type { RenewalsService, SweepReport } from '../../../server/services/renewals';
import { createTestApp, type TestApp } from '../harness';
import { addCard, bundleId, card } from '../routes/shop/helpers';

describe('which providers run', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('Stripe as soon as a card secret key is stored, even in sandbox mode; otherwise what the environment asked for', async () => {
    const sandbox = loadConfig({ SOMA_SANDBOX: '1' });
    assert.equal((await withStoredCardKeys(sandbox, t.db)).cardProvider, 'sandbox');
    const production = loadConfig({});
    assert.deepEqual([(await withStoredCardKeys(production, t.db)).cardProvider, (await withStoredCardKeys(production, t.db)).stripe], ['stripe', false]);
    assert.equal(createProviders({ ...production, databaseUrl: null }, t.db).card, undefined, 'no keys: no card payments');

    await t.setSettings({ card_secret_key: 'sk_test_chosen_at_start' });
    try {
      const chosen = await withStoredCardKeys(sandbox, t.db);
      assert.deepEqual([chosen.cardProvider, chosen.stripe], ['stripe', true]);
      assert.equal(createProviders(chosen, t.db).card?.name, 'stripe');
    } finally {
      await t.setSettings({ card_secret_key: '' });
    }
  });

  it('a running sandbox card stops taking payments once real keys are stored', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    await t.setSettings({ card_secret_key: 'sk_live_stored_while_running' });
    try {
      assert.equal((await t.get('/api/shop/sandbox/pub_key')).status, 404);
      const typed = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Njeri' };
      assert.equal((await t.post('/api/shop/sandbox/payment_methods', typed, { token: parent.token })).status, 422);
      const pay = await t.post('/api/shop/pay', { bundle: await bundleId(t, 1), payment: card(cardId) }, { token: parent.token });
      assert.equal(pay.status, 422);
    } finally {
      await t.setSettings({ card_secret_key: '' });
    }
    const pay = await t.post('/api/shop/pay', { bundle: await bundleId(t, 1), payment: card(cardId) }, { token: parent.token });
    assert.equal(pay.body.status, 'active');
  });

  it('Daraja when its four keys are set, all or none; the callback URL defaults to the portal\'s route', () => {
    const keys = { MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_SHORTCODE: '600000', MPESA_PASSKEY: 'p' };
    const config = loadConfig({ ...keys, PUBLIC_URL: 'https://portal.example/' });
    assert.deepEqual(config.mpesa, {
      baseUrl: 'https://sandbox.safaricom.co.ke',
      consumerKey: 'k',
      consumerSecret: 's',
      shortCode: '600000',
      passkey: 'p',
      callbackUrl: 'https://portal.example/api/shop/mpesa/callback',
      partyB: '600000',
      transactionType: 'CustomerPayBillOnline',
    });
    assert.equal(loadConfig({ ...keys, MPESA_ENV: 'production' }).mpesa!.baseUrl, 'https://api.safaricom.co.ke');
    assert.equal(loadConfig({ ...keys, MPESA_CALLBACK_URL: 'https://hooks.example/mpesa' }).mpesa!.callbackUrl, 'https://hooks.example/mpesa');
    assert.throws(() => loadConfig({ MPESA_CONSUMER_KEY: 'k' }), /must be set together/);
    assert.throws(() => loadConfig({ ...keys, MPESA_ENV: 'live' }), /MPESA_ENV/);
    assert.equal(loadConfig({}).mpesa, null);
    assert.equal(createProviders({ ...config, sandbox: true }, t.db).mobileMoney?.name, 'daraja', 'a sandbox never runs beside real keys');
  });

  it('renewal sweep timings from the environment', () => {
    assert.deepEqual(loadConfig({}).renewals, {
      intervalMs: 60_000,
      pendingAfterMs: 120_000,
      unsentAfterMs: 600_000,
      unpaidGraceMs: 604_800_000,
      retryDays: [1, 3, 5],
    });
    assert.equal(loadConfig({ RENEWAL_SWEEP_INTERVAL_MS: '0' }).renewals.intervalMs, 0);
    assert.deepEqual(loadConfig({ RENEWAL_RETRY_DAYS: '4, 2' }).renewals.retryDays, [2, 4]);
    assert.deepEqual(loadConfig({ RENEWAL_RETRY_DAYS: '' }).renewals.retryDays, []);
    assert.throws(() => loadConfig({ RENEWAL_RETRY_DAYS: '1,soon' }), /RENEWAL_RETRY_DAYS/);
  });
});

describe('the renewal schedule', () => {
  const log = { info: () => {}, error: () => {} };
  const quiet: SweepReport = { expired: 0, renewed: 0, settled: 0, retried: 0 };

  it('sweeps at once, then after each pass ends, never two passes at a time; stop waits for the pass under way', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const renewals: RenewalsService = {
      async sweep() {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 15));
        running -= 1;
        passes += 1;
        return quiet;
      },
      logTo: () => {},
    };
    const job = scheduleRenewals(renewals, 5, log);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await job.stop();
    const stoppedAt = passes;
    assert.ok(passes >= 3, `${passes} passes`);
    assert.equal(most, 1);
    assert.equal(running, 0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    assert.equal(passes, stoppedAt, 'nothing after stop');
  });

  it('keeps going after a failed pass, and schedules nothing with an interval of 0', async () => {
    let passes = 0;
    const errors: unknown[] = [];
    const failing: RenewalsService = {
      async sweep() {
        passes += 1;
        throw new Error('database away');
      },
      logTo: () => {},
    };
    const job = scheduleRenewals(failing, 5, { info: () => {}, error: (object) => void errors.push(object) });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await job.stop();
    assert.ok(passes >= 2 && errors.length === passes);
    let called = false;
    const off = scheduleRenewals({ sweep: async () => ((called = true), quiet), logTo: () => {} }, 0, log);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await off.stop();
    assert.equal(called, false);
  });
});
