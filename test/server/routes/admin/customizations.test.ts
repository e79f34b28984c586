import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { HOSTILE_FOOTER_LINKS, SAFE_FOOTER_LINKS } from '../../../browser/support/footerLinks';
import { createTestApp, type TestApp } from '../../harness';
import { whenExpired } from './helpers';
import { kiswahiliOf } from '../../lang/twins';

const footerLinkSw = await kiswahiliOf<typeof import('../../../../src/domain/footerLinkTexts')>(
  'src/domain/footerLinkTexts.ts',
);

const EMPTY = {
  hide_sidebar: false,
  sidebar_title: '',
  sidebar_lines: [],
  sidebar_footer_url: '',
  sidebar_footer: '',
  logo_alt: '',
  nav_logo_alt: '',
};

/** One language's texts, none given. */
const NO_TEXTS = { sidebar_title: '', sidebar_lines: [], sidebar_footer: '', logo_alt: '', nav_logo_alt: '' };
const LINE = { value: '', alt: '' };

function sidebar(fields: Record<string, unknown> = {}) {
  return {
    config_key: 'standard',
    hide_sidebar: false,
    sidebar_title: 'Welcome to Soma',
    sidebar_lines: [
      { type: 'text', value: 'Learn at your own pace.' },
      { type: 'image', value: 'https://cdn.example/banner.png' },
    ],
    sidebar_footer_url: 'https://school.example/help',
    sidebar_footer: 'Need help?',
    ...fields,
  };
}

describe('POST /api/customizations', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  it('saves one sidebar, answers both, and GET /app shows the change', async () => {
    const answer = await t.post('/api/customizations', sidebar(), { token: admin });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.success, true);
    const { config_key: _key, ...fields } = sidebar();
    // An image line has its alternative text, empty (decorative) unless one was given.
    const saved = {
      ...fields,
      sidebar_lines: [fields.sidebar_lines[0], { ...fields.sidebar_lines[1], alt: '' }],
      logo_alt: '',
      nav_logo_alt: '',
    };
    // The editor's answer has the texts in Kiswahili too, none given yet: one empty entry per line.
    assert.deepEqual(answer.body.customizations, {
      standard: { ...saved, translations: { sw: { ...NO_TEXTS, sidebar_lines: [LINE, LINE] } } },
      student: { ...EMPTY, translations: { sw: NO_TEXTS } },
    });
    assert.deepEqual((await t.get('/api/customizations', { token: admin })).body, answer.body.customizations);
    assert.deepEqual((await t.get('/api/app')).body.customizations, { standard: saved, student: EMPTY });
  });

  it('replaces the student sidebar without touching the standard one', async () => {
    const answer = await t.post(
      '/api/customizations',
      sidebar({ config_key: 'student', hide_sidebar: true, sidebar_lines: [], sidebar_footer_url: '/help' }),
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.customizations.student.hide_sidebar, true);
    assert.equal(answer.body.customizations.student.sidebar_footer_url, '/help');
    assert.equal(answer.body.customizations.standard.sidebar_title, 'Welcome to Soma');
    assert.equal((await t.get('/api/app')).body.customizations.student.hide_sidebar, true);
  });

  it('keeps text as text, markup included, and trims it', async () => {
    const markup = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const answer = await t.post(
      '/api/customizations',
      sidebar({ sidebar_title: `  ${markup}  `, sidebar_lines: [{ type: 'text', value: markup }] }),
      { token: admin },
    );
    assert.equal(answer.status, 200);
    assert.equal(answer.body.customizations.standard.sidebar_title, markup);
    assert.deepEqual(answer.body.customizations.standard.sidebar_lines, [{ type: 'text', value: markup }]);
  });

  it('stores our own uploads as paths and shows them as full URLs', async () => {
    const own = `${t.config.publicUrl}/uploads/icons/abc123.png`;
    const answer = await t.post(
      '/api/customizations',
      sidebar({
        sidebar_lines: [
          { type: 'image', value: own },
          { type: 'image', value: '/uploads/icons/def456.webp' },
        ],
      }),
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.customizations.standard.sidebar_lines, [
      { type: 'image', value: own, alt: '' },
      { type: 'image', value: `${t.config.publicUrl}/uploads/icons/def456.webp`, alt: '' },
    ]);
    const row = await t.db
      .selectFrom('customizations')
      .selectAll()
      .where('config_key', '=', 'standard')
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      row.sidebar_lines.map((line) => line.value),
      ['/uploads/icons/abc123.png', '/uploads/icons/def456.webp'],
    );
  });

  it('refuses images that are not https or our uploads, and footer links that are not https or a path', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sidebar_lines: [{ type: 'image', value: 'http://cdn.example/a.png' }] }, 'sidebar_lines.0.value'],
      [{ sidebar_lines: [{ type: 'image', value: 'javascript:alert(1)' }] }, 'sidebar_lines.0.value'],
      [{ sidebar_lines: [{ type: 'image', value: 'data:image/svg+xml,<svg/>' }] }, 'sidebar_lines.0.value'],
      [{ sidebar_lines: [{ type: 'image', value: '/etc/passwd' }] }, 'sidebar_lines.0.value'],
      [{ sidebar_lines: [{ type: 'image', value: '/uploads/../secret.png' }] }, 'sidebar_lines.0.value'],
      [
        {
          sidebar_lines: [
            { type: 'text', value: 'ok' },
            { type: 'text', value: '   ' },
          ],
        },
        'sidebar_lines.1.value',
      ],
      [{ sidebar_lines: [{ type: 'video', value: 'https://cdn.example/v.mp4' }] }, 'sidebar_lines.0.type'],
      [{ sidebar_lines: [{ type: 'text' }] }, 'sidebar_lines.0.value'],
      [{ sidebar_lines: Array.from({ length: 51 }, () => ({ type: 'text', value: 'x' })) }, 'sidebar_lines'],
      [{ sidebar_lines: 'nope' }, 'sidebar_lines'],
      [{ sidebar_footer_url: 'http://school.example' }, 'sidebar_footer_url'],
      [{ sidebar_footer_url: '//evil.example' }, 'sidebar_footer_url'],
      [{ sidebar_footer_url: 'javascript:alert(1)' }, 'sidebar_footer_url'],
      [{ config_key: 'teacher' }, 'config_key'],
      [{ config_key: undefined }, 'config_key'],
      [{ hide_sidebar: 'sometimes' }, 'hide_sidebar'],
      [{ sidebar_title: 'x'.repeat(256) }, 'sidebar_title'],
      [{ surprise: 1 }, 'surprise'],
    ];
    for (const [fields, key] of cases) {
      const answer = await t.post('/api/customizations', sidebar({ sidebar_title: 'NEVER', ...fields }), {
        token: admin,
      });
      assert.equal(answer.status, 422, JSON.stringify(fields).slice(0, 200));
      assert.ok(answer.body.errors[key], `${JSON.stringify(fields).slice(0, 200)} -> ${JSON.stringify(answer.body)}`);
    }
    assert.notEqual((await t.get('/api/app')).body.customizations.standard.sidebar_title, 'NEVER');
  });

  it("says why a footer link is refused in Kiswahili on a Kiswahili page, in the admin element's own words", async () => {
    const answer = await t.post('/api/customizations', sidebar({ sidebar_footer_url: 'http://school.example' }), {
      token: admin,
      headers: { 'accept-language': 'sw-KE' },
    });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors.sidebar_footer_url, [footerLinkSw.FOOTER_LINK_ERROR]);
  });

  it('refuses footer links that leave the site once normalised, and keeps paths and https URLs', async () => {
    for (const value of HOSTILE_FOOTER_LINKS) {
      const answer = await t.post(
        '/api/customizations',
        sidebar({ sidebar_title: 'NEVER', sidebar_footer_url: value }),
        {
          token: admin,
        },
      );
      assert.equal(answer.status, 422, `${JSON.stringify(value)} -> ${answer.status}`);
      assert.equal(answer.body.errors.sidebar_footer_url?.length, 1, JSON.stringify(answer.body));
    }
    assert.notEqual((await t.get('/api/app')).body.customizations.standard.sidebar_title, 'NEVER');
    for (const [value, stored] of SAFE_FOOTER_LINKS) {
      const answer = await t.post('/api/customizations', sidebar({ sidebar_footer_url: value }), { token: admin });
      assert.equal(answer.status, 200, `${value}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.customizations.standard.sidebar_footer_url, stored);
    }
  });

  it('keeps the alternative texts of logos and sidebar images, empty by default, and refuses long ones', async () => {
    const lines = [
      { type: 'image', value: 'https://cdn.example/star.png', alt: '  Gold star  ' },
      { type: 'image', value: 'https://cdn.example/leaf.png' },
      { type: 'text', value: 'Learn at your own pace.', alt: 'ignored on text' },
    ];
    const answer = await t.post(
      '/api/customizations',
      sidebar({ sidebar_lines: lines, logo_alt: 'Kilima Hills Academy', nav_logo_alt: 'Kilima Hills home' }),
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const saved = answer.body.customizations.standard;
    assert.deepEqual(saved.sidebar_lines, [
      { type: 'image', value: 'https://cdn.example/star.png', alt: 'Gold star' },
      { type: 'image', value: 'https://cdn.example/leaf.png', alt: '' },
      { type: 'text', value: 'Learn at your own pace.' },
    ]);
    assert.equal(saved.logo_alt, 'Kilima Hills Academy');
    assert.equal(saved.nav_logo_alt, 'Kilima Hills home');
    // Left out (an older form), the stored texts stay.
    const again = await t.post('/api/customizations', sidebar(), { token: admin });
    assert.equal(again.body.customizations.standard.logo_alt, 'Kilima Hills Academy');
    // Emptied, the logo is decorative again.
    const cleared = await t.post('/api/customizations', sidebar({ logo_alt: '', nav_logo_alt: '' }), { token: admin });
    assert.equal(cleared.body.customizations.standard.logo_alt, '');
    assert.equal(cleared.body.customizations.student.logo_alt, '');

    for (const [fields, key] of [
      [{ logo_alt: 'x'.repeat(256) }, 'logo_alt'],
      [{ nav_logo_alt: 42 }, 'nav_logo_alt'],
      [
        { sidebar_lines: [{ type: 'image', value: 'https://cdn.example/a.png', alt: 'x'.repeat(256) }] },
        'sidebar_lines.0.alt',
      ],
    ] as Array<[Record<string, unknown>, string]>) {
      const refused = await t.post('/api/customizations', sidebar(fields), { token: admin });
      assert.equal(refused.status, 422, JSON.stringify(fields).slice(0, 80));
      assert.ok(refused.body.errors[key], JSON.stringify(refused.body));
    }
  });

  it('refuses the wrong callers', async () => {
    const parent = await t.newParent();
    assert.equal((await t.post('/api/customizations', sidebar())).status, 401);
    assert.equal((await t.post('/api/customizations', sidebar(), { token: parent.token })).status, 403);
    assert.equal((await whenExpired(t, () => t.post('/api/customizations', sidebar(), { token: admin }))).status, 401);
  });
});

describe('the login pages’ texts in Kiswahili', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  const KISWAHILI = {
    sidebar_title: '  Karibu Soma  ',
    sidebar_lines: [
      { value: 'Jifunze kwa kasi yako.', alt: 'ignored on text' },
      { value: 'ignored on an image', alt: 'Bango' },
    ],
    sidebar_footer: 'Unahitaji msaada?',
    logo_alt: 'Nembo ya shule',
    nav_logo_alt: '',
  };
  const editorsView = async () => (await t.get('/api/customizations', { token: admin })).body.standard;

  it('saves them beside the English, trimmed, one per line, and the editor reads both', async () => {
    const answer = await t.post('/api/customizations', sidebar({ translations: { sw: KISWAHILI } }), { token: admin });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const expected = {
      sidebar_title: 'Karibu Soma',
      // A text line keeps its words, an image line its description.
      sidebar_lines: [
        { value: 'Jifunze kwa kasi yako.', alt: '' },
        { value: '', alt: 'Bango' },
      ],
      sidebar_footer: 'Unahitaji msaada?',
      logo_alt: 'Nembo ya shule',
      nav_logo_alt: '',
    };
    assert.deepEqual(answer.body.customizations.standard.translations, { sw: expected });
    assert.equal(answer.body.customizations.standard.sidebar_title, 'Welcome to Soma');
    assert.deepEqual(answer.body.customizations.student.translations.sw, NO_TEXTS);
    const view = await editorsView();
    assert.deepEqual(view.translations, { sw: expected });
    assert.equal(view.sidebar_title, 'Welcome to Soma');
    assert.equal(view.sidebar_lines[0].value, 'Learn at your own pace.');
    const row = await t.db
      .selectFrom('customizations')
      .select('translations')
      .where('config_key', '=', 'standard')
      .executeTakeFirstOrThrow();
    assert.deepEqual(row.translations, { sw: expected });
    // The audit trail says what changed.
    const trail = await t.get('/api/audit', { token: admin });
    assert.ok(JSON.stringify(trail.body).includes('Karibu Soma'), JSON.stringify(trail.body).slice(0, 300));
  });

  it('keeps them when a form leaves them out, one per line that remains, and clears them when given empty', async () => {
    await t.post('/api/customizations', sidebar({ translations: { sw: KISWAHILI } }), { token: admin });
    const shorter = await t.post(
      '/api/customizations',
      sidebar({ sidebar_lines: [{ type: 'text', value: 'Learn at your own pace.' }] }),
      { token: admin },
    );
    assert.equal(shorter.status, 200, JSON.stringify(shorter.body));
    const kept = shorter.body.customizations.standard.translations.sw;
    assert.equal(kept.sidebar_title, 'Karibu Soma');
    assert.deepEqual(kept.sidebar_lines, [{ value: 'Jifunze kwa kasi yako.', alt: '' }]);
    const cleared = await t.post('/api/customizations', sidebar({ translations: {} }), { token: admin });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.deepEqual(cleared.body.customizations.standard.translations.sw, {
      ...NO_TEXTS,
      sidebar_lines: [LINE, LINE],
    });
  });

  it('refuses each text under the rule of its English field, in Laravel’s shape and the reader’s language', async () => {
    await t.post('/api/customizations', sidebar({ translations: { sw: KISWAHILI } }), { token: admin });
    const long = (length: number) => 'x'.repeat(length);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sidebar_title: long(256) }, 'translations.sw.sidebar_title'],
      [{ sidebar_footer: long(256) }, 'translations.sw.sidebar_footer'],
      [{ logo_alt: long(256) }, 'translations.sw.logo_alt'],
      [{ nav_logo_alt: long(256) }, 'translations.sw.nav_logo_alt'],
      [{ sidebar_lines: [{ value: long(2049) }] }, 'translations.sw.sidebar_lines.0.value'],
      [{ sidebar_lines: [{}, { alt: long(256) }] }, 'translations.sw.sidebar_lines.1.alt'],
      // The English sidebar has two lines: a third has nothing to translate.
      [{ sidebar_lines: [{}, {}, { value: 'Tatu' }] }, 'translations.sw.sidebar_lines'],
      [{ sidebar_title: 42 }, 'translations.sw.sidebar_title'],
      [{ colour: 'nyekundu' }, 'translations.sw.colour'],
    ];
    for (const [texts, key] of cases) {
      const answer = await t.post('/api/customizations', sidebar({ translations: { sw: texts } }), { token: admin });
      assert.equal(answer.status, 422, `${JSON.stringify(texts).slice(0, 80)}: ${answer.status}`);
      assert.equal(typeof answer.body.message, 'string');
      assert.ok(answer.body.errors[key], `${key} in ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    const french = await t.post('/api/customizations', sidebar({ translations: { fr: {} } }), { token: admin });
    assert.equal(french.status, 422);
    assert.ok(french.body.errors['translations.fr'], JSON.stringify(french.body));

    const english = await t.post(
      '/api/customizations',
      sidebar({ translations: { sw: { sidebar_title: long(256) } } }),
      {
        token: admin,
      },
    );
    assert.deepEqual(english.body.errors, {
      'translations.sw.sidebar_title': [
        'The translations.sw.sidebar title field must not be greater than 255 characters.',
      ],
    });
    const kiswahili = await t.post(
      '/api/customizations',
      sidebar({ translations: { sw: { sidebar_lines: [{}, {}, {}] } } }),
      { token: admin, headers: { 'accept-language': 'sw' } },
    );
    assert.deepEqual(kiswahili.body.errors, {
      'translations.sw.sidebar_lines': ['Sehemu ya mistari ya upau wa pembeni kwa Kiswahili isizidi vipengele 2.'],
    });
    // Nothing refused was stored.
    assert.equal((await editorsView()).translations.sw.sidebar_title, 'Karibu Soma');
  });

  it('answers hostile texts with a 422 or a save, never a 5xx', async () => {
    const hostile: unknown[] = [
      null,
      'sw',
      42,
      [],
      [[]],
      { sw: null },
      { sw: 'Karibu' },
      { sw: [] },
      { sw: { sidebar_lines: 'x' } },
      { sw: { sidebar_lines: [null] } },
      { sw: { sidebar_lines: [[]] } },
      { sw: { sidebar_lines: [{ value: { toString: 1 } }] } },
      { sw: { sidebar_title: { toString: 1 } } },
      { sw: { sidebar_title: 'T\u0000' } },
      { sw: { sidebar_title: '\ud800' } },
      { sw: { sidebar_lines: Array.from({ length: 10_000 }, () => ({ value: 'x' })) } },
      { sw: { sidebar_lines: [{ value: 'x'.repeat(100_000) }] } },
      { constructor: { prototype: {} } },
      { sw: { __proto__: { sidebar_title: 'x' } } },
    ];
    for (const translations of hostile) {
      const answer = await t.post('/api/customizations', sidebar({ translations }), { token: admin });
      assert.ok(answer.status < 500, `${JSON.stringify(translations)?.slice(0, 80)}: ${answer.status}`);
      // A refusal has its message: 422 with the fields, or 400 for a body the JSON parser refuses (a prototype key).
      if (answer.status !== 200) {
        assert.ok(
          [400, 422].includes(answer.status),
          `${JSON.stringify(translations)?.slice(0, 80)}: ${answer.status}`,
        );
        assert.equal(typeof answer.body.message, 'string');
      }
    }
    for (const payload of [
      '{"config_key":"standard","hide_sidebar":false,"sidebar_title":"","sidebar_lines":[],"sidebar_footer_url":"","sidebar_footer":"","translations":{"__proto__":{"sw":{"sidebar_title":"x"}}}}',
      '{"config_key":"standard","hide_sidebar":false,"sidebar_title":"","sidebar_lines":[],"sidebar_footer_url":"","sidebar_footer":"","translations":{"sw":{"__proto__":{"polluted":1}}}}',
    ]) {
      const answer = await t.inject({
        method: 'POST',
        url: '/api/customizations',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload,
      });
      assert.ok(answer.status < 500, `${payload}: ${answer.status}`);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal((await t.get('/api/app', { headers: { 'accept-language': 'sw' } })).status, 200);
  });

  it('reads stored texts that are not what it writes as none given', async () => {
    await t.post('/api/customizations', sidebar(), { token: admin });
    for (const stored of [
      '"sw"',
      '{"sw":"Karibu"}',
      '{"sw":{"sidebar_title":5,"sidebar_lines":"x"}}',
      '{"sw":{"sidebar_lines":[null,7]}}',
    ]) {
      await sql`update customizations set translations = ${stored}::jsonb where config_key = 'standard'`.execute(t.db);
      const view = await t.get('/api/customizations', { token: admin });
      assert.equal(view.status, 200, `${stored}: ${JSON.stringify(view.body).slice(0, 200)}`);
      assert.deepEqual(view.body.standard.translations.sw, { ...NO_TEXTS, sidebar_lines: [LINE, LINE] }, stored);
      const shown = await t.get('/api/app', { headers: { 'accept-language': 'sw' } });
      assert.equal(shown.status, 200, stored);
      assert.equal(shown.body.customizations.standard.sidebar_title, 'Welcome to Soma');
    }
  });
});
