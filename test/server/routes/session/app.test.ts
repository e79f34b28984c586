import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';

describe('GET /api/app', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('answers the public settings to anyone, with the defaults of a new site', async () => {
    const answer = await t.get('/api/app');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.style, 'subscription');
    assert.equal(answer.body.shopCurrency, 'Ksh');
    assert.deepEqual(answer.body.accountRequirements, { required: 'email' });
    assert.equal(answer.body.student_login_enabled, true);
    assert.equal(answer.body.alternate_login_type, 'student');
    assert.equal(answer.body.standard_login_url, '/');
    assert.equal(answer.body.student_login_url, '/student');
    assert.equal(answer.body.tutor_enabled, false);
    assert.equal(answer.body.card_provider, 'sandbox');
    assert.equal(answer.body.api_version, t.config.version);
    assert.equal(answer.body.phone_countries, 'KE');
    assert.equal(answer.body.debug, false);
    assert.deepEqual(answer.body.logos, {});
    assert.deepEqual(answer.body.customizations.standard, {
      hide_sidebar: false,
      sidebar_title: '',
      sidebar_lines: [],
      sidebar_footer_url: '',
      sidebar_footer: '',
      logo_alt: '',
      nav_logo_alt: '',
    });
  });

  it('answers the same to a parent, an administrator and an expired token', async () => {
    const anonymous = (await t.get('/api/app')).body;
    const parent = await t.newParent();
    assert.deepEqual((await t.get('/api/app', { token: parent.token })).body, anonymous);
    assert.deepEqual((await t.get('/api/app', { token: await t.loginAsAdmin() })).body, anonymous);
    t.clock.advance(t.config.sessionTtlSeconds + 60);
    try {
      const expired = await t.get('/api/app', { token: parent.token });
      assert.equal(expired.status, 200);
    } finally {
      t.clock.reset();
    }
  });

  it('gives the standard login the alternate URL when the alternate type is standard', async () => {
    await t.setSettings({ alternate_login_type: 'standard', alternate_login_url: '/parents' });
    const body = (await t.get('/api/app')).body;
    assert.equal(body.standard_login_url, '/parents');
    assert.equal(body.student_login_url, '/');
    await t.setSettings({ alternate_login_type: 'student', alternate_login_url: '/student' });
  });

  it('has no student login URL when student login is off', async () => {
    await t.setSettings({ student_login_enabled: false });
    const body = (await t.get('/api/app')).body;
    assert.equal(body.student_login_enabled, false);
    assert.equal(body.student_login_url, '');
    assert.equal(body.standard_login_url, '/');
    await t.setSettings({ student_login_enabled: true });
  });

  it('follows the style, account requirements, analytics id and debug settings', async () => {
    await t.setSettings({
      style: 'trial',
      accountRequirements: 'phone_number',
      ga: 'G-TEST',
      debug: true,
      tutor_enabled: true,
    });
    const body = (await t.get('/api/app')).body;
    assert.equal(body.style, 'trial');
    assert.deepEqual(body.accountRequirements, { required: 'phone_number' });
    assert.equal(body.ga, 'G-TEST');
    assert.equal(body.debug, true);
    assert.equal(body.tutor_enabled, true);
    await t.setSettings({
      style: 'subscription',
      accountRequirements: 'email',
      ga: '',
      debug: false,
      tutor_enabled: false,
    });
  });

  it("answers the Feedback forms' links once the administrator has saved them, null before", async () => {
    const before = (await t.get('/api/app')).body;
    assert.equal(before.feedback_url, null);
    assert.equal(before.support_url, null);
    const admin = await t.loginAsAdmin();
    const saved = await t.post(
      '/api/settings',
      { feedback_url: 'https://forms.example/feedback', support_url: 'https://help.example/contact' },
      { token: admin },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const after = (await t.get('/api/app')).body;
    assert.equal(after.feedback_url, 'https://forms.example/feedback');
    assert.equal(after.support_url, 'https://help.example/contact');
    const refused = await t.post('/api/settings', { feedback_url: 'javascript:alert(1)' }, { token: admin });
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors.feedback_url);
    await t.setSettings({ feedback_url: '', support_url: '' });
  });

  it('never answers a secret setting', async () => {
    await t.setSettings({
      card_secret_key: 'sk_live_very_secret',
      sms_password: 'sms-very-secret',
      platform_key: 'pk-very-secret',
    });
    const text = JSON.stringify((await t.get('/api/app')).body);
    assert.ok(!text.includes('very_secret') && !text.includes('very-secret'));
    assert.ok(!text.includes('jwt'));
  });

  it('lists logos by name with their URLs, and the saved sidebars', async () => {
    await t.db
      .insertInto('files')
      .values({
        kind: 'logo',
        name: 'standard_main_logo',
        path: 'logos/standard_main_logo.png',
        content_type: 'image/png',
        size: 4,
      })
      .execute();
    await t.db
      .updateTable('customizations')
      .set({ sidebar_title: 'Welcome', sidebar_lines: JSON.stringify([{ type: 'text', value: 'Learn every day' }]) })
      .where('config_key', '=', 'student')
      .execute();
    const body = (await t.get('/api/app')).body;
    assert.deepEqual(body.logos, { standard_main_logo: 'http://portal.test/uploads/logos/standard_main_logo.png' });
    assert.equal(body.customizations.student.sidebar_title, 'Welcome');
    assert.deepEqual(body.customizations.student.sidebar_lines, [{ type: 'text', value: 'Learn every day' }]);
  });

  it("answers the administrator's texts in Kiswahili to a Kiswahili reader, each one not given in English", async () => {
    const admin = await t.loginAsAdmin();
    const english = {
      hide_sidebar: false,
      sidebar_title: 'Welcome',
      sidebar_lines: [
        { type: 'text', value: 'Learn every day' },
        { type: 'text', value: 'Ask a tutor' },
        { type: 'image', value: 'https://cdn.example/star.png', alt: 'Gold star' },
      ],
      sidebar_footer_url: '/help',
      sidebar_footer: 'Need help?',
      logo_alt: 'Hill School',
      nav_logo_alt: 'Hill School home',
    };
    const saved = await t.post(
      '/api/customizations',
      {
        config_key: 'standard',
        ...english,
        translations: {
          sw: {
            sidebar_title: 'Karibu',
            // The second line and the footer are left in English.
            sidebar_lines: [{ value: 'Jifunze kila siku' }, { value: '' }, { alt: 'Nyota ya dhahabu' }],
            logo_alt: 'Shule ya Kilima',
          },
        },
      },
      { token: admin },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const kiswahili = {
      ...english,
      sidebar_title: 'Karibu',
      sidebar_lines: [
        { type: 'text', value: 'Jifunze kila siku' },
        { type: 'text', value: 'Ask a tutor' },
        { type: 'image', value: 'https://cdn.example/star.png', alt: 'Nyota ya dhahabu' },
      ],
      logo_alt: 'Shule ya Kilima',
    };
    for (const header of ['sw', 'sw-KE', 'en;q=0.5, sw-KE;q=0.9']) {
      const answer = await t.get('/api/app', { headers: { 'accept-language': header } });
      assert.equal(answer.status, 200);
      // The same fields, in Kiswahili: a login page needs nothing more to show them.
      assert.deepEqual(answer.body.customizations.standard, kiswahili, header);
      assert.equal(answer.headers['content-language'], 'sw');
      assert.match(String(answer.headers.vary), /accept-language/i);
    }
    for (const header of [undefined, 'en', 'fr', 'sw;q=0.4, en;q=0.6', 'sw;q=2', `${'x,'.repeat(600)}sw`]) {
      const answer = await t.get('/api/app', { headers: header === undefined ? {} : { 'accept-language': header } });
      assert.equal(answer.status, 200, header);
      assert.deepEqual(answer.body.customizations.standard, english, header);
      assert.match(String(answer.headers.vary), /accept-language/i);
    }
    // The account's own language, when it chose one, wins over the browser's.
    const parent = await t.newParent();
    assert.equal((await t.patch('/api/me', { locale: 'sw' }, { token: parent.token, form: true })).status, 200);
    const own = await t.get('/api/app', { token: parent.token, headers: { 'accept-language': 'en' } });
    assert.deepEqual(own.body.customizations.standard, kiswahili);
    // Emptied, the Kiswahili texts give way to the English ones; the student page had none.
    await t.post(
      '/api/customizations',
      { ...saved.body.customizations.standard, config_key: 'standard', translations: {} },
      {
        token: admin,
      },
    );
    const after = await t.get('/api/app', { headers: { 'accept-language': 'sw' } });
    assert.deepEqual(after.body.customizations.standard, english);
    assert.equal(after.body.customizations.student.sidebar_title, 'Welcome');
  });

  it('refuses query fields it does not know', async () => {
    const answer = await t.get('/api/app', { query: { style: 'trial' } });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { style: ['The style field is prohibited.'] });
  });
});

describe('GET /api/app with the Stripe card provider', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { cardProvider: 'stripe' } })));
  after(() => t.close());

  it('names the provider and its public key', async () => {
    await t.setSettings({ card_public_key: 'pk_test_123' });
    const body = (await t.get('/api/app')).body;
    assert.equal(body.card_provider, 'stripe');
    assert.equal(body.card_public_key, 'pk_test_123');
  });
});
