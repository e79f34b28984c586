import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DEBUG_LIVE_REFUSED } from '../../../../src/api/debug';
import { CARD_KEY_ERRORS } from '../../../../src/domain/cardKeys';
import { DEBUG_LIVE } from '../../../../server/services/admin';
import { createTestApp, type TestApp } from '../../harness';
import { startFakeStripe, type FakeStripe } from '../../payments/fake-stripe';
import { kiswahiliOf } from '../../lang/twins';

const cardKeysSw =
  await kiswahiliOf<typeof import('../../../../src/domain/cardKeysTexts')>('src/domain/cardKeysTexts.ts');
const loginPathsSw = await kiswahiliOf<typeof import('../../../../src/domain/loginPathsTexts')>(
  'src/domain/loginPathsTexts.ts',
);

/*
 * Settings that would break the site are refused on their field, with the reason, and nothing
 * is saved: login pages where the portal has other pages, card keys that are not what their
 * field says or that Stripe does not take, origins that are not origins, debug beside real money.
 */

const PUBLIC_TEST = 'pk_test_refusals_0123456789';
const SECRET_TEST = 'sk_test_refusals_0123456789';
const PUBLIC_LIVE = 'pk_live_refusals_0123456789';
const SECRET_LIVE = 'sk_live_refusals_0123456789';

describe('POST /api/settings: what cannot be saved', () => {
  let t: TestApp;
  let admin: string;
  let stripe: FakeStripe;
  before(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ config: { stripeApiBase: stripe.url } });
    admin = await t.loginAsAdmin();
  });
  after(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() =>
    t.setSettings({
      card_public_key: '',
      card_secret_key: '',
      debug: false,
      student_login_enabled: true,
      alternate_login_type: 'student',
      alternate_login_url: '/student',
      mpesa_consumer_key: '',
      mpesa_consumer_secret: '',
      mpesa_shortcode: '',
      mpesa_passkey: '',
      mpesa_environment: 'sandbox',
    }),
  );

  async function refused(
    update: Record<string, unknown>,
    field: string,
    message: string | RegExp,
    headers: Record<string, string> = {},
  ) {
    const before = await t.app.services.settings.all();
    const answer = await t.post('/api/settings', update, { token: admin, headers });
    assert.equal(answer.status, 422, `${JSON.stringify(update)} -> ${JSON.stringify(answer.body)}`);
    assert.ok(answer.body.errors[field], `no error on ${field}: ${JSON.stringify(answer.body)}`);
    const said = answer.body.errors[field][0] as string;
    if (typeof message === 'string') assert.equal(said, message);
    else assert.match(said, message);
    assert.deepEqual(await t.app.services.settings.all(), before, 'nothing was saved');
  }

  describe('login URLs', () => {
    for (const path of [
      '/logout',
      '/customize',
      '/site_config',
      '/audit',
      '/home',
      '/account',
      '/account/bundles',
      '/learn',
      '/api',
      '/sdk/x',
      '/uploads',
      '/app',
      '/explore',
      '/signup',
      '/forgot-password/1',
      '/LOGOUT',
    ]) {
      it(`refuses ${path}: the portal uses it for another page`, async () => {
        await refused(
          { alternate_login_url: path },
          'alternate_login_url',
          /cannot be \/[a-z_-]+: the portal uses that address for another page, so nobody could log in there\.$/,
        );
      });
    }

    it('refuses / and paths that are not plain site paths', async () => {
      await refused(
        { alternate_login_url: '/' },
        'alternate_login_url',
        "The alternate login url field must differ from the other login page's address, /.",
      );
      for (const path of ['/student.html', '/a b', '/../x', '/a//b']) {
        await refused(
          { alternate_login_url: path },
          'alternate_login_url',
          /must be a path of letters, digits, dashes and underscores/,
        );
      }
    });

    it('refuses a change of type that would put the standard login where no login can be', async () => {
      // A value stored before these rules (or by hand) cannot become the standard login's address.
      await t.setSettings({ alternate_login_url: '/logout' });
      await refused({ alternate_login_type: 'standard' }, 'alternate_login_type', /cannot be \/logout/);
      // A change that leaves the login pages as they are is not held up by them.
      assert.equal((await t.post('/api/settings', { ga: 'G-UNRELATED' }, { token: admin })).status, 200);
    });

    it('saves a free path, and the portal serves its login there', async () => {
      const answer = await t.post(
        '/api/settings',
        { alternate_login_url: '/pupils', alternate_login_type: 'standard' },
        { token: admin },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const app = (await t.get('/api/app')).body;
      assert.equal(app.standard_login_url, '/pupils');
      assert.equal(app.student_login_url, '/');
    });
  });

  describe('card keys', () => {
    it('refuses a secret key in the public key field, which every visitor would see', async () => {
      await refused(
        { card_public_key: SECRET_LIVE, card_secret_key: SECRET_LIVE },
        'card_public_key',
        CARD_KEY_ERRORS.publicIsSecret,
      );
      await refused({ card_public_key: 'rk_test_restricted_0123' }, 'card_public_key', CARD_KEY_ERRORS.publicIsSecret);
    });

    it('refuses malformed keys on their field', async () => {
      await refused(
        { card_public_key: 'hello', card_secret_key: SECRET_TEST },
        'card_public_key',
        CARD_KEY_ERRORS.publicMalformed,
      );
      await refused(
        { card_public_key: PUBLIC_TEST, card_secret_key: 'any text at all' },
        'card_secret_key',
        CARD_KEY_ERRORS.secretMalformed,
      );
      await refused(
        { card_public_key: PUBLIC_TEST, card_secret_key: PUBLIC_TEST },
        'card_secret_key',
        CARD_KEY_ERRORS.secretIsPublic,
      );
      await refused({ card_webhook_secret: 'secret' }, 'card_webhook_secret', CARD_KEY_ERRORS.webhookMalformed);
    });

    it('refuses a test key beside a live one, either way round', async () => {
      await refused(
        { card_public_key: PUBLIC_TEST, card_secret_key: SECRET_LIVE },
        'card_secret_key',
        CARD_KEY_ERRORS.mixedModes('test', 'live'),
      );
      await t.setSettings({ card_public_key: PUBLIC_TEST, card_secret_key: SECRET_TEST });
      await refused({ card_public_key: PUBLIC_LIVE }, 'card_public_key', CARD_KEY_ERRORS.mixedModes('live', 'test'));
    });

    it('refuses a secret key without its public key', async () => {
      await refused({ card_secret_key: SECRET_TEST }, 'card_public_key', CARD_KEY_ERRORS.publicRequired);
    });

    it('refuses a key Stripe does not take, and keeps card payments as they were', async () => {
      const revoked = 'sk_test_revoked_0123456789';
      stripe.revokeKey(revoked);
      await refused(
        { card_public_key: PUBLIC_TEST, card_secret_key: revoked },
        'card_secret_key',
        /^Stripe refused this key: /,
      );
      assert.equal((await t.get('/api/app')).body.card_provider, 'sandbox');
    });

    it('saves keys Stripe takes, after asking Stripe with them; from the next request Stripe takes card payments', async () => {
      const asked = stripe.calls('GET', '/v1/balance').length;
      const answer = await t.post(
        '/api/settings',
        { card_public_key: PUBLIC_LIVE, card_secret_key: SECRET_LIVE },
        { token: admin },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const calls = stripe.calls('GET', '/v1/balance');
      assert.equal(calls.length, asked + 1);
      assert.equal(calls.at(-1)!.authorization, `Bearer ${SECRET_LIVE}`);
      assert.equal((await t.get('/api/app')).body.card_provider, 'stripe');
      assert.equal((await t.get('/api/app')).body.card_public_key, PUBLIC_LIVE);
    });

    it('shows the webhook URL to give Stripe, read-only', async () => {
      assert.equal(
        (await t.get('/api/settings', { token: admin })).body.card_webhook_url,
        'http://portal.test/api/webhooks/stripe',
      );
      const answer = await t.post('/api/settings', { card_webhook_url: 'https://evil.example/hook' }, { token: admin });
      assert.equal(answer.status, 422);
    });
  });

  describe('in Kiswahili, for an administrator on a Kiswahili page (docs/languages.md)', () => {
    const sw = { 'accept-language': 'sw-KE' };

    it("says why a login URL cannot be, in the admin element's own words", async () => {
      const field = loginPathsSw.LOGIN_PATH_FIELD;
      await refused({ alternate_login_url: '/' }, 'alternate_login_url', loginPathsSw.loginPathAtRoot(field), sw);
      await refused({ alternate_login_url: '/a b' }, 'alternate_login_url', loginPathsSw.loginPathShape(field), sw);
      await refused(
        { alternate_login_url: '/account' },
        'alternate_login_url',
        loginPathsSw.loginPathTaken(field, '/account'),
        sw,
      );
    });

    it('says why card keys cannot be', async () => {
      await refused(
        { card_public_key: SECRET_LIVE, card_secret_key: SECRET_LIVE },
        'card_public_key',
        cardKeysSw.CARD_KEY_ERRORS.publicIsSecret,
        sw,
      );
      await refused(
        { card_public_key: PUBLIC_TEST, card_secret_key: SECRET_LIVE },
        'card_secret_key',
        cardKeysSw.CARD_KEY_ERRORS.mixedModes('test', 'live'),
        sw,
      );
      await refused({ card_secret_key: SECRET_TEST }, 'card_public_key', cardKeysSw.CARD_KEY_ERRORS.publicRequired, sw);
      await refused(
        { card_webhook_secret: 'secret' },
        'card_webhook_secret',
        cardKeysSw.CARD_KEY_ERRORS.webhookMalformed,
        sw,
      );
    });
  });

  describe('allowed origins', () => {
    for (const value of [
      'https://school.example/page',
      'school.example',
      'ftp://school.example',
      'https://user:pw@school.example',
      'https://school.example?x=1',
      'https://ok.example, not an origin',
    ]) {
      it(`refuses ${JSON.stringify(value)}`, async () => {
        await refused(
          { cors_origins: value },
          'cors_origins',
          'The cors origins field must be a comma-separated list of origins, such as https://school.example.',
        );
      });
    }

    it('saves origins normalised, and the API answers their pages', async () => {
      const answer = await t.post(
        '/api/settings',
        { cors_origins: 'https://School.example/, http://localhost:8125' },
        { token: admin },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.updates.cors_origins, 'https://school.example,http://localhost:8125');
      const preflight = await t.inject({
        method: 'OPTIONS',
        url: '/api/app',
        headers: { origin: 'http://localhost:8125', 'access-control-request-method': 'GET' },
      });
      assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:8125');
    });
  });

  describe('M-Pesa through Daraja', () => {
    it('refuses part of the credentials, naming each one missing', async () => {
      const answer = await t.post(
        '/api/settings',
        { mpesa_consumer_key: 'consumer-key', mpesa_shortcode: '174379' },
        { token: admin },
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(Object.keys(answer.body.errors).sort(), ['mpesa_consumer_secret', 'mpesa_passkey']);
      assert.equal(
        answer.body.errors.mpesa_passkey[0],
        'The mpesa passkey field is required while the other M-Pesa credentials are set.',
      );
    });

    it('refuses a short code that is not one', async () => {
      await refused(
        { mpesa_shortcode: 'paybill' },
        'mpesa_shortcode',
        'The mpesa shortcode field must be the paybill or till number, 5 to 7 digits.',
      );
      await refused({ mpesa_environment: 'staging' }, 'mpesa_environment', /must be one of/);
    });

    it('saves all four with the secret and passkey write-only', async () => {
      const answer = await t.post(
        '/api/settings',
        {
          mpesa_consumer_key: 'consumer-key-1',
          mpesa_consumer_secret: 'consumer-secret-7731',
          mpesa_shortcode: '174379',
          mpesa_passkey: 'passkey-9921',
        },
        { token: admin },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const read = await t.get('/api/settings', { token: admin });
      assert.equal(read.body.mpesa_consumer_key, 'consumer-key-1');
      assert.equal(read.body.mpesa_consumer_secret, '••••••••');
      assert.equal(read.body.mpesa_passkey, '••••••••');
      assert.ok(!JSON.stringify(read.body).includes('7731') && !JSON.stringify(read.body).includes('9921'));
    });
  });

  describe('debug', () => {
    it('cannot be turned on while live keys are set', async () => {
      await t.setSettings({ card_public_key: PUBLIC_LIVE, card_secret_key: SECRET_LIVE });
      await refused({ debug: true }, 'debug', DEBUG_LIVE);
    });

    it('cannot stay on when live keys are set, nor beside production M-Pesa', async () => {
      await t.setSettings({ debug: true });
      await refused({ card_public_key: PUBLIC_LIVE, card_secret_key: SECRET_LIVE }, 'card_secret_key', DEBUG_LIVE);
      await t.setSettings({
        mpesa_consumer_key: 'k',
        mpesa_consumer_secret: 's',
        mpesa_shortcode: '174379',
        mpesa_passkey: 'p',
      });
      await refused({ mpesa_environment: 'production' }, 'mpesa_environment', DEBUG_LIVE);
    });

    it('its calls are refused, with the reason, once the site takes real money, and GET /app hides the panel', async () => {
      const parent = await t.newParent({ plan: {} });
      await t.setSettings({ debug: true });
      const plan = { students: 2, duration: 1, status: 'active' };
      assert.equal((await t.post('/api/debug/subscription', plan, { token: parent.token })).status, 200);
      assert.equal((await t.get('/api/app')).body.debug, true);
      // Stored by hand past the form's rules: the calls still refuse.
      await t.setSettings({ card_public_key: PUBLIC_LIVE, card_secret_key: SECRET_LIVE });
      const answer = await t.post('/api/debug/subscription', plan, { token: parent.token });
      assert.equal(answer.status, 403);
      assert.equal(answer.body.message, DEBUG_LIVE_REFUSED);
      assert.equal((await t.delete('/api/debug/subscription', { token: parent.token })).status, 403);
      assert.equal((await t.get('/api/app')).body.debug, false);
    });

    it('keeps the plan it sets within bounds, and answers every status without a 500', async () => {
      const parent = await t.newParent();
      await t.setSettings({ debug: true });
      for (const [students, duration] of [
        [101, 1],
        [1, 37],
        [1000, 120],
        [0, 1],
        [1, 0],
      ] as const) {
        const answer = await t.post(
          '/api/debug/subscription',
          { students, duration, status: 'active' },
          { token: parent.token },
        );
        assert.equal(answer.status, 422, `${students}x${duration}: ${JSON.stringify(answer.body)}`);
      }
      for (const status of ['active', 'expired', 'pending_payment', 'failed', 'failed_declined']) {
        const answer = await t.post(
          '/api/debug/subscription',
          { students: 100, duration: 36, status },
          { token: parent.token },
        );
        assert.equal(answer.status, 200, `${status}: ${JSON.stringify(answer.body)}`);
      }
    });
  });

  describe('the messages to families', () => {
    it('refuses reminder days out of bounds, a switch that is not true or false, and a kind of message Soma does not send', async () => {
      await refused({ reminder_days: 0 }, 'reminder_days', 'The reminder days field must be between 1 and 14.');
      await refused({ reminder_days: 15 }, 'reminder_days', 'The reminder days field must be between 1 and 14.');
      await refused({ reminder_days: 'a week' }, 'reminder_days', /must be/);
      await refused(
        { family_messages: { receipt: { sms: 'sometimes' } } },
        'family_messages.receipt.sms',
        'The family messages.receipt.sms field must be true or false.',
      );
      await refused(
        { family_messages: { newsletter: { email: true } } },
        'family_messages.newsletter',
        'The family messages.newsletter field is prohibited.',
      );
      await refused({ family_messages: 'all' }, 'family_messages', /^The family messages field must be/);
      await refused({ reminder_days: 30 }, 'reminder_days', 'Sehemu ya siku za kumbusho lazima iwe kati ya 1 na 14.', {
        'accept-language': 'sw',
      });
    });
  });

  describe('the trial', () => {
    it('refuses a length or size out of bounds', async () => {
      await refused({ trial_days: 0 }, 'trial_days', 'The trial days field must be between 1 and 365.');
      await refused({ trial_days: 'a month' }, 'trial_days', /must be/);
      await refused({ trial_students: 101 }, 'trial_students', 'The trial students field must be between 1 and 100.');
    });
  });
});

describe('POST /api/settings: a card provider out of reach', () => {
  let t: TestApp;
  let admin: string;
  let closedPort: number;
  before(async () => {
    // A port nobody listens on: the attempt to reach Stripe fails at once.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closedPort = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    t = await createTestApp({ config: { stripeApiBase: `http://127.0.0.1:${closedPort}` } });
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  it('refuses the key with "could not reach" on its field and changes nothing', async () => {
    const before = await t.app.services.settings.all();
    const answer = await t.post(
      '/api/settings',
      { card_public_key: PUBLIC_TEST, card_secret_key: SECRET_TEST, ga: 'G-1' },
      { token: admin },
    );
    assert.equal(answer.status, 422, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.errors, { card_secret_key: [CARD_KEY_ERRORS.unreachable] });
    assert.deepEqual(await t.app.services.settings.all(), before);
    assert.equal((await t.get('/api/app')).body.card_provider, 'sandbox');
  });

  it('needs no key for the sandbox: other settings save as before', async () => {
    const answer = await t.post('/api/settings', { ga: 'G-2' }, { token: admin });
    assert.equal(answer.status, 200);
  });
});
