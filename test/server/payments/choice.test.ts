import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../server/config';
import { scheduleRenewals } from '../../../server/jobs/renewals';
import { withStoredCardKeys } from '../../../server/providers/card-keys';
import { createProviders } from '../../../server/providers/index';
import type { DispatchReport } from '../../../server/services/renewals';
import { currentCard } from '../../../server/providers/card-switch';
import { createTestApp, type TestApp } from '../harness';
import { addCard, bundleId, card } from '../routes/shop/helpers';
import { startFakeStripe, WEBHOOK_SECRET } from './fake-stripe';
import { parentWithCard, PUBLIC_KEY, SECRET_KEY } from './support';

describe('which providers run', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('Stripe while a card secret key is stored, even in sandbox mode; otherwise what the environment asked for', async () => {
    const sandbox = loadConfig({ SOMA_SANDBOX: '1' });
    assert.equal((await currentCard(createProviders(sandbox, t.db).card))?.name, 'sandbox');
    const production = loadConfig({});
    assert.equal(
      await currentCard(createProviders({ ...production, databaseUrl: null }, t.db).card),
      undefined,
      'no keys: no card payments',
    );

    await t.setSettings({ card_secret_key: 'sk_test_chosen_by_the_keys' });
    try {
      assert.equal((await currentCard(createProviders(sandbox, t.db).card))?.name, 'stripe');
      assert.equal((await currentCard(createProviders(production, t.db).card))?.name, 'stripe');
      assert.deepEqual([(await withStoredCardKeys(sandbox, t.db)).stripe], [true], 'the start-up report says Stripe');
    } finally {
      await t.setSettings({ card_secret_key: '' });
    }
  });

  it('switches a running instance to Stripe when a secret key is saved, and back to the sandbox when it is cleared, from the next request', async () => {
    const stripe = await startFakeStripe();
    const s = await createTestApp({ config: { stripeApiBase: stripe.url } });
    try {
      const admin = await s.loginAsAdmin();
      const parent = await s.newParent();
      const sandboxCardId = await addCard(s, parent.token);
      assert.equal((await s.get('/api/app')).body.card_provider, 'sandbox');

      let saved = await s.post(
        '/api/settings',
        { card_public_key: PUBLIC_KEY, card_secret_key: SECRET_KEY, card_webhook_secret: WEBHOOK_SECRET },
        { token: admin },
      );
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      // The very next request: Stripe takes card payments; the sandbox does not run beside real keys.
      assert.equal((await s.get('/api/app')).body.card_provider, 'stripe');
      assert.deepEqual((await s.get('/api/shop/stripe/pub_key')).body, { key: PUBLIC_KEY });
      assert.equal((await s.get('/api/shop/sandbox/pub_key')).status, 404);
      const typed = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Njeri' };
      assert.equal((await s.post('/api/shop/sandbox/payment_methods', typed, { token: parent.token })).status, 404);
      assert.deepEqual((await s.get('/api/shop/pay')).body, ['mpesa', 'card'], 'card payments stay on');
      // A card saved through Stripe pays, without a restart.
      const { parent: payer, cardId } = await parentWithCard(s, stripe);
      const paid = await s.post(
        '/api/shop/pay',
        { bundle: await bundleId(s, 1), payment: card(cardId) },
        { token: payer.token },
      );
      assert.equal(paid.status, 200, JSON.stringify(paid.body));
      assert.equal(paid.body.status, 'active');

      saved = await s.post('/api/settings', { card_secret_key: '' }, { token: admin });
      assert.equal(saved.status, 200);
      assert.equal((await s.get('/api/app')).body.card_provider, 'sandbox');
      assert.equal((await s.get('/api/shop/stripe/pub_key')).status, 404);
      const pay = await s.post(
        '/api/shop/pay',
        { bundle: await bundleId(s, 1), payment: card(sandboxCardId) },
        { token: parent.token },
      );
      assert.equal(pay.status, 200, JSON.stringify(pay.body));
      assert.equal(pay.body.status, 'active');
    } finally {
      await s.close();
      await stripe.close();
    }
  });

  it("Daraja when its four keys are set, all or none; the callback URL defaults to the portal's route", () => {
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
    assert.equal(
      loadConfig({ ...keys, MPESA_CALLBACK_URL: 'https://hooks.example/mpesa' }).mpesa!.callbackUrl,
      'https://hooks.example/mpesa',
    );
    assert.throws(() => loadConfig({ MPESA_CONSUMER_KEY: 'k' }), /must be set together/);
    assert.throws(() => loadConfig({ ...keys, MPESA_ENV: 'live' }), /MPESA_ENV/);
    assert.equal(loadConfig({}).mpesa, null);
    assert.equal(
      createProviders({ ...config, sandbox: true }, t.db).mobileMoney?.name,
      'daraja',
      'a sandbox never runs beside real keys',
    );
  });

  it('renewal timings and concurrency from the environment', () => {
    assert.deepEqual(loadConfig({}).renewals, {
      intervalMs: 60_000,
      pendingAfterMs: 120_000,
      unsentAfterMs: 600_000,
      unpaidGraceMs: 604_800_000,
      retryDays: [1, 3, 5],
      concurrency: 8,
      providerConcurrency: 4,
      jobExpireSeconds: 300,
    });
    assert.equal(
      loadConfig({ RENEWAL_CONCURRENCY: '32', RENEWAL_PROVIDER_CONCURRENCY: '16' }).renewals.concurrency,
      32,
    );
    assert.equal(loadConfig({ RENEWAL_PROVIDER_CONCURRENCY: '0' }).renewals.providerConcurrency, 1);
    assert.equal(loadConfig({ SANDBOX_CARD_DELAY_MS: '150' }).sandboxCardDelayMs, 150);
    assert.equal(loadConfig({ RENEWAL_SWEEP_INTERVAL_MS: '0' }).renewals.intervalMs, 0);
    assert.deepEqual(loadConfig({ RENEWAL_RETRY_DAYS: '4, 2' }).renewals.retryDays, [2, 4]);
    assert.deepEqual(loadConfig({ RENEWAL_RETRY_DAYS: '' }).renewals.retryDays, []);
    assert.throws(() => loadConfig({ RENEWAL_RETRY_DAYS: '1,soon' }), /RENEWAL_RETRY_DAYS/);
  });
});

describe('the renewal schedule', () => {
  const log = { info: () => {}, error: () => {} };
  const quiet: DispatchReport = { expired: 0, queued: 0, settled: 0 };

  it('dispatches at once, then after each pass ends, never two passes at a time; stop waits for the pass under way', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const renewals = {
      async dispatch() {
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
    const failing = {
      async dispatch() {
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
    const off = scheduleRenewals({ dispatch: async () => ((called = true), quiet), logTo: () => {} }, 0, log);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await off.stop();
    assert.equal(called, false);
  });
});
