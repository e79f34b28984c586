import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { startFakeStripe, type FakeStripe } from '../../payments/fake-stripe';
import { whenExpired } from './helpers';

const SECRETS = {
  card_secret_key: 'sk_test_card_secret_7781',
  card_webhook_secret: 'whsec_webhook_secret_5512',
  sms_password: 'sms-gateway-password-9034',
  sms_oauth_secret: 'oauth-client-secret-6620',
  platform_key: 'platform-api-key-4471',
  smtp_url: 'smtp://soma:smtp-password-3390@mail.example:587',
};
const CLEAR = Object.values(SECRETS);

function assertNoSecret(body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of CLEAR) {
    assert.ok(!text.includes(secret), `a secret leaked: ${text}`);
    // Not even its end: a write-only secret says only whether it is set.
    assert.ok(!text.includes(secret.slice(-4)), `a secret's last characters leaked: ${text}`);
  }
}

describe('GET and POST /api/settings', () => {
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

  it('answers every site setting to an administrator, unset secrets as null', async () => {
    const answer = await t.get('/api/settings', { token: admin });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      style: 'subscription',
      shopCurrency: 'Ksh',
      accountRequirements: 'email',
      debug: false,
      phone_countries: 'KE',
      platform: null,
      platform_key: null,
      platform_school_id: null,
      ga: null,
      card_public_key: null,
      card_secret_key: null,
      card_webhook_secret: null,
      sms_url: null,
      sms_username: null,
      sms_password: null,
      sms_oauth_id: null,
      sms_oauth_secret: null,
      smtp_url: null,
      mail_from: null,
      student_login_enabled: true,
      alternate_login_type: 'student',
      alternate_login_url: '/student',
      tutor_enabled: false,
      tutor_course_ids: '',
      feedback_url: null,
      support_url: null,
      cors_origins: '',
      card_webhook_url: 'http://portal.test/api/webhooks/stripe',
      mpesa_consumer_key: null,
      mpesa_consumer_secret: null,
      mpesa_shortcode: null,
      mpesa_passkey: null,
      mpesa_environment: 'sandbox',
      trial_days: 30,
      trial_students: 5,
      brand_name: 'Soma',
      brand_primary: '',
      brand_primary_text: '',
      brand_text: '',
      brand_font: 'system',
      brand_embedded: false,
      brand_favicon: null,
      family_messages: {
        receipt: { email: true, sms: true },
        renewal_reminder: { email: true, sms: true },
        renewal_failed: { email: true, sms: true },
        plan_ended: { email: true, sms: true },
        price_change: { email: true, sms: true },
        trial_ending: { email: true, sms: true },
      },
      reminder_days: 3,
    });
  });

  it('saves the messages to families: a change of some switches keeps the others, each switch changed is audited', async () => {
    const first = await t.post(
      '/api/settings',
      { family_messages: { receipt: { sms: false }, trial_ending: { email: false, sms: false } }, reminder_days: 5 },
      { token: admin },
    );
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const expected = {
      receipt: { email: true, sms: false },
      renewal_reminder: { email: true, sms: true },
      renewal_failed: { email: true, sms: true },
      plan_ended: { email: true, sms: true },
      price_change: { email: true, sms: true },
      trial_ending: { email: false, sms: false },
    };
    assert.deepEqual(first.body.updates, { family_messages: expected, reminder_days: 5 });
    const read = (await t.get('/api/settings', { token: admin })).body;
    assert.deepEqual(read.family_messages, expected);
    assert.equal(read.reminder_days, 5);
    const [event] = (await t.get('/api/audit', { token: admin })).body.events;
    assert.deepEqual(event.changes, {
      'family_messages.receipt.sms': { from: true, to: false },
      'family_messages.trial_ending.email': { from: true, to: false },
      'family_messages.trial_ending.sms': { from: true, to: false },
      reminder_days: { from: 3, to: 5 },
    });
    // The table sent back as it was read (its keys in another order) is no change.
    const again = await t.post('/api/settings', { family_messages: read.family_messages }, { token: admin });
    assert.deepEqual(again.body.updates, {});
    const back = await t.post(
      '/api/settings',
      { family_messages: { receipt: { sms: true }, trial_ending: { email: true, sms: true } }, reminder_days: 3 },
      { token: admin },
    );
    assert.equal(back.status, 200, JSON.stringify(back.body));
  });

  it('saves changed settings and answers only the keys that changed, secrets masked', async () => {
    const answer = await t.post(
      '/api/settings',
      {
        ...SECRETS,
        card_public_key: 'pk_test_card_public_0001',
        debug: true,
        phone_countries: 'ke, ug,TZ',
        platform: 'https://learn.example/api',
        platform_school_id: 'school-7',
        sms_url: 'https://sms.example/send',
        sms_username: 'soma',
        mail_from: 'Kilimani School <office@kilimani.example>',
        alternate_login_type: 'standard',
        alternate_login_url: '/parents/',
        tutor_enabled: true,
        tutor_course_ids: '12, 15 ,abc-3',
        student_login_enabled: true,
      },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.success, true);
    assertNoSecret(answer.body);
    assert.deepEqual(answer.body.updates, {
      card_public_key: 'pk_test_card_public_0001',
      card_secret_key: '••••••••',
      card_webhook_secret: '••••••••',
      sms_password: '••••••••',
      sms_oauth_secret: '••••••••',
      platform_key: '••••••••',
      smtp_url: '••••••••',
      debug: true,
      phone_countries: 'KE,UG,TZ',
      platform: 'https://learn.example/api',
      platform_school_id: 'school-7',
      sms_url: 'https://sms.example/send',
      sms_username: 'soma',
      mail_from: 'Kilimani School <office@kilimani.example>',
      alternate_login_type: 'standard',
      alternate_login_url: '/parents',
      tutor_enabled: true,
      tutor_course_ids: '12,15,abc-3',
    });

    const read = await t.get('/api/settings', { token: admin });
    assertNoSecret(read.body);
    assert.equal(read.body.sms_password, '••••••••');
    assert.equal(read.body.platform, 'https://learn.example/api');
    assert.equal(read.body.alternate_login_url, '/parents');

    const stored = await t.app.services.settings.all();
    assert.equal(stored.card_secret_key, SECRETS.card_secret_key);

    const app = await t.get('/api/app');
    assertNoSecret(app.body);
    assert.equal(app.body.debug, true);
    assert.equal(app.body.standard_login_url, '/parents');
    assert.equal(app.body.phone_countries, 'KE,UG,TZ');
  });

  it('saves the product settings (style, shop currency, required contact), which GET /app shows on the next request', async () => {
    let answer = await t.post(
      '/api/settings',
      { style: 'trial', shopCurrency: 'USD', accountRequirements: 'phone_number' },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.updates, { style: 'trial', shopCurrency: 'USD', accountRequirements: 'phone_number' });
    let app = (await t.get('/api/app')).body;
    assert.equal(app.style, 'trial');
    assert.equal(app.shopCurrency, 'USD');
    assert.deepEqual(app.accountRequirements, { required: 'phone_number' });
    const read = (await t.get('/api/settings', { token: admin })).body;
    assert.equal(read.style, 'trial');
    assert.equal(read.accountRequirements, 'phone_number');

    answer = await t.post(
      '/api/settings',
      { style: 'subscription', shopCurrency: 'Ksh', accountRequirements: 'email' },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    app = (await t.get('/api/app')).body;
    assert.equal(app.style, 'subscription');
    assert.equal(app.shopCurrency, 'Ksh');
    assert.deepEqual(app.accountRequirements, { required: 'email' });
  });

  it('keeps a secret when its masked value is sent back, and answers no update for it', async () => {
    const shown = (await t.get('/api/settings', { token: admin })).body;
    const answer = await t.post(
      '/api/settings',
      { card_secret_key: shown.card_secret_key, sms_password: shown.sms_password, ga: 'G-ROUND' },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.updates, { ga: 'G-ROUND' });
    const stored = await t.app.services.settings.all();
    assert.equal(stored.card_secret_key, SECRETS.card_secret_key);
    assert.equal(stored.sms_password, SECRETS.sms_password);
  });

  it('refuses a masked value that is not the current one, rather than saving the mask', async () => {
    const answer = await t.post('/api/settings', { card_secret_key: '••••0000' }, { token: admin });
    assert.equal(answer.status, 422);
    assert.deepEqual(Object.keys(answer.body.errors), ['card_secret_key']);
    assert.equal((await t.app.services.settings.all()).card_secret_key, SECRETS.card_secret_key);
  });

  it('answers a set secret as a bare mask that carries none of it, and clears a secret sent blank', async () => {
    let answer = await t.post('/api/settings', { platform_key: 'short' }, { token: admin });
    assert.deepEqual(answer.body.updates, { platform_key: '••••••••' });
    answer = await t.post('/api/settings', { platform_key: '••••••••' }, { token: admin });
    assert.deepEqual(answer.body.updates, {});
    answer = await t.post('/api/settings', { platform_key: '' }, { token: admin });
    assert.deepEqual(answer.body.updates, { platform_key: null });
    assert.equal((await t.get('/api/settings', { token: admin })).body.platform_key, null);
  });

  it('answers no update for a value equal to the stored one', async () => {
    const answer = await t.post('/api/settings', { debug: true, phone_countries: 'KE,UG,TZ' }, { token: admin });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { success: true, updates: {} });
  });

  it('refuses invalid values field by field and saves nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone_countries: 'KE,XX' }, 'phone_countries'],
      [{ phone_countries: 'Kenya' }, 'phone_countries'],
      [{ phone_countries: '' }, 'phone_countries'],
      [{ alternate_login_url: 'student' }, 'alternate_login_url'],
      [{ alternate_login_url: '//evil.example' }, 'alternate_login_url'],
      [{ alternate_login_url: 'https://evil.example/x' }, 'alternate_login_url'],
      [{ alternate_login_url: '/' }, 'alternate_login_url'],
      [{ alternate_login_url: '/api' }, 'alternate_login_url'],
      [{ platform: 'not a url' }, 'platform'],
      [{ platform: '/relative' }, 'platform'],
      [{ platform: 'ftp://files.example' }, 'platform'],
      [{ sms_url: 'javascript:alert(1)' }, 'sms_url'],
      [{ smtp_url: 'https://mail.example' }, 'smtp_url'],
      [{ smtp_url: 'mail.example:587' }, 'smtp_url'],
      [{ mail_from: 'office at school' }, 'mail_from'],
      [{ mail_from: 'School <office@school.example>\nBcc: x@evil.example' }, 'mail_from'],
      [{ alternate_login_type: 'teacher' }, 'alternate_login_type'],
      [{ debug: 'maybe' }, 'debug'],
      [{ tutor_course_ids: '12;13' }, 'tutor_course_ids'],
      [{ cors_origins: 'https://school.example/path' }, 'cors_origins'],
      [{ cors_origins: 'school.example' }, 'cors_origins'],
      [{ style: 'free' }, 'style'],
      [{ shopCurrency: '' }, 'shopCurrency'],
      [{ shopCurrency: 'Kenyan shillings' }, 'shopCurrency'],
      [{ accountRequirements: 'fax' }, 'accountRequirements'],
      [{ jwt_secret: 'x'.repeat(40) }, 'jwt_secret'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.post('/api/settings', { ga: 'G-NEVER', ...body }, { token: admin });
      assert.equal(answer.status, 422, JSON.stringify(body));
      assert.ok(answer.body.errors[field], `${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`);
      assert.equal(typeof answer.body.message, 'string');
    }
    assert.notEqual((await t.app.services.settings.all()).ga, 'G-NEVER');
  });

  it('never lists the signing secret', async () => {
    const answer = await t.get('/api/settings', { token: admin });
    assert.ok(!('jwt_secret' in answer.body));
    const secret = (await t.app.services.settings.all()).jwt_secret as string;
    assert.ok(!JSON.stringify(answer.body).includes(secret));
  });

  it('saves the CORS allow-list as normalised origins, and CORS follows it at once', async () => {
    const origin = 'https://school.example';
    let preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/app',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);

    const answer = await t.post(
      '/api/settings',
      { cors_origins: 'https://School.example/, http://localhost:5173 ,https://school.example' },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.updates, { cors_origins: 'https://school.example,http://localhost:5173' });
    preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/app',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
  });

  it('refuses the wrong callers', async () => {
    const parent = await t.newParent();
    for (const [method, url, body] of [
      ['GET', '/api/settings', undefined],
      ['POST', '/api/settings', { ga: 'G-X' }],
    ] as const) {
      const send = (token?: string) => (method === 'GET' ? t.get(url, { token }) : t.post(url, body, { token }));
      assert.equal((await send()).status, 401, `${method} anonymous`);
      assert.equal((await send(parent.token)).status, 403, `${method} parent`);
      assert.equal((await whenExpired(t, () => send(admin))).status, 401, `${method} expired`);
      assert.equal((await send('not-a-token')).status, 401, `${method} forged`);
    }
  });
});
