import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { BRAND_FONTS, MIN_CONTRAST } from '../../../../src/domain/brand';
import { createTestApp, type TestApp } from '../../harness';
import { GIF, HTML, JPEG, PNG, postMultipart, SVG } from './helpers';
import { kiswahiliOf } from '../../lang/twins';

const brandSw = await kiswahiliOf<typeof import('../../../../src/domain/brandTexts')>('src/domain/brandTexts.ts');

/*
 * The brand (docs/behaviour.md, Brand): the portal's name, colours and font are site settings,
 * checked on their field (a hex colour, text readable on its background, a font of the list),
 * carried by GET /app as ready CSS, and recorded in the audit trail; the favicon is uploaded
 * like a logo and served at /favicon.ico.
 */

const DEFAULT_FAVICON = readFileSync(new URL('../../../../server/assets/favicon.png', import.meta.url));
/** A 1x1 ICO holding one PNG image: a header, one directory entry, the image. */
const ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0]),
  Buffer.from([1, 1, 0, 0, 1, 0, 32, 0]),
  Buffer.from(new Uint32Array([PNG.length, 22]).buffer),
  PNG,
]);

/** The brand's CSS while the site has set none: the theme's own everywhere. */
const THEME_CSS =
  ':root{--soma-color-primary:initial;--soma-color-primary-text:initial;--soma-color-text:initial;--soma-font-family:initial}' +
  ':host{--soma-color-primary:inherit;--soma-color-primary-text:inherit;--soma-color-text:inherit;--soma-font-family:inherit}';

const BLANK_BRAND = {
  brand_name: '',
  brand_primary: '',
  brand_primary_text: '',
  brand_text: '',
  brand_font: 'system',
  brand_embedded: false,
};

describe('the brand', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.setSettings(BLANK_BRAND);
    await t.delete('/api/resources/favicon', { token: admin });
  });

  async function refused(
    update: Record<string, unknown>,
    field: string,
    message: string | RegExp,
    headers: Record<string, string> = {},
  ) {
    const before = await t.app.services.settings.all();
    const answer = await t.post('/api/settings', update, { token: admin, headers });
    assert.equal(answer.status, 422, `${JSON.stringify(update)} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    const said = answer.body.errors?.[field]?.[0];
    assert.ok(said, `no error on ${field}: ${JSON.stringify(answer.body)}`);
    if (typeof message === 'string') assert.equal(said, message);
    else assert.match(said, message);
    assert.deepEqual(await t.app.services.settings.all(), before, 'nothing was saved');
  }

  it('has the theme and the name Soma until the site sets them', async () => {
    const settings = await t.get('/api/settings', { token: admin });
    assert.equal(settings.status, 200);
    assert.deepEqual(Object.fromEntries(Object.entries(settings.body).filter(([key]) => key.startsWith('brand_'))), {
      brand_name: 'Soma',
      brand_primary: '',
      brand_primary_text: '',
      brand_text: '',
      brand_font: 'system',
      brand_embedded: false,
      brand_favicon: null,
    });
    const app = await t.get('/api/app');
    assert.deepEqual(app.body.brand, { name: 'Soma', css: THEME_CSS });
  });

  it('saves name, colours and font, normalised, and GET /app carries them as CSS for the portal', async () => {
    const answer = await t.post(
      '/api/settings',
      {
        brand_name: '  Hill   School ',
        brand_primary: '#0B3D2E',
        brand_primary_text: '#fff',
        brand_text: '#222',
        brand_font: 'serif',
      },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.updates, {
      brand_name: 'Hill School',
      brand_primary: '#0b3d2e',
      brand_primary_text: '#ffffff',
      brand_text: '#222222',
      brand_font: 'serif',
    });
    const app = await t.get('/api/app');
    assert.equal(app.body.brand.name, 'Hill School');
    assert.equal(
      app.body.brand.css,
      `:root{--soma-color-primary:#0b3d2e;--soma-color-primary-text:#ffffff;--soma-color-text:#222222;--soma-font-family:${BRAND_FONTS.serif.stack}}` +
        ':host{--soma-color-primary:inherit;--soma-color-primary-text:inherit;--soma-color-text:inherit;--soma-font-family:inherit}',
    );
  });

  it('puts the brand on embedded elements (:host) only when the site says so', async () => {
    await t.post('/api/settings', { brand_primary: '#7a1f5c', brand_embedded: true }, { token: admin });
    assert.equal(
      (await t.get('/api/app')).body.brand.css,
      ':root{--soma-color-primary:#7a1f5c;--soma-color-primary-text:initial;--soma-color-text:initial;--soma-font-family:initial}' +
        ':host{--soma-color-primary:#7a1f5c;--soma-color-primary-text:inherit;--soma-color-text:inherit;--soma-font-family:inherit}',
    );
    await t.post('/api/settings', { brand_embedded: false }, { token: admin });
    assert.equal(
      (await t.get('/api/app')).body.brand.css,
      ':root{--soma-color-primary:#7a1f5c;--soma-color-primary-text:initial;--soma-color-text:initial;--soma-font-family:initial}' +
        ':host{--soma-color-primary:inherit;--soma-color-primary-text:inherit;--soma-color-text:inherit;--soma-font-family:inherit}',
    );
  });

  it('takes a blank as the default back', async () => {
    await t.post('/api/settings', { brand_name: 'Hill School', brand_primary: '#7a1f5c' }, { token: admin });
    const answer = await t.post('/api/settings', { brand_name: '', brand_primary: '' }, { token: admin });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.updates, { brand_name: 'Soma', brand_primary: '' });
    assert.deepEqual((await t.get('/api/app')).body.brand, { name: 'Soma', css: THEME_CSS });
  });

  it('records brand changes in the audit trail', async () => {
    await t.post('/api/settings', { brand_name: 'Audit School', brand_primary: '#123456' }, { token: admin });
    const trail = await t.get('/api/audit', { token: admin });
    assert.equal(trail.status, 200, JSON.stringify(trail.body));
    const event = trail.body.events.find(
      (e: { subject: string; changes: Record<string, unknown> }) =>
        e.subject === 'settings' && 'brand_name' in e.changes,
    );
    assert.ok(event, JSON.stringify(trail.body.events));
    assert.deepEqual(event.changes.brand_name, { from: '', to: 'Audit School' });
    assert.deepEqual(event.changes.brand_primary, { from: '', to: '#123456' });
  });

  describe('refuses, on the field, with the reason', () => {
    const HEX = /must be a hex colour such as #1a2b3c/;
    const table: Array<[string, Record<string, unknown>, string, string | RegExp]> = [
      ['a colour name', { brand_primary: 'red' }, 'brand_primary', HEX],
      ['four digits', { brand_primary: '#1234' }, 'brand_primary', HEX],
      ['no hash', { brand_primary: '123456' }, 'brand_primary', HEX],
      ['not hex', { brand_text: '#12345g' }, 'brand_text', HEX],
      ['an alpha channel', { brand_primary_text: '#ffffff80' }, 'brand_primary_text', HEX],
      ['a CSS function', { brand_primary: 'rgb(0,0,0)' }, 'brand_primary', HEX],
      ['CSS smuggled after a colour', { brand_primary: '#fff;}body{display:none' }, 'brand_primary', HEX],
      ['a number', { brand_primary: 123456 }, 'brand_primary', /must be a string/],
      [
        'white on yellow',
        { brand_primary: '#0b3d2e', brand_primary_text: '#0f3d2f' },
        'brand_primary_text',
        /^The text on the primary colour has a contrast of 1\.\d:1 against the primary colour; it must be at least 4\.5:1 \(WCAG AA\)/,
      ],
      [
        'a light primary under the theme’s white text',
        { brand_primary: '#ffd700' },
        'brand_primary_text',
        /contrast of 1\.\d:1 against the primary colour/,
      ],
      [
        'a light primary as the links’ colour on the white page',
        { brand_primary: '#ffd700', brand_primary_text: '#000000' },
        'brand_primary',
        /^The primary colour \(links and headings\) has a contrast of 1\.\d:1 against the white page/,
      ],
      [
        'pale body text',
        { brand_text: '#999' },
        'brand_text',
        /^The text colour has a contrast of 2\.8:1 against the white page/,
      ],
      ['just under AA (4.48:1)', { brand_text: '#777778' }, 'brand_text', /contrast of 4\.4:1/],
      ['an unknown font', { brand_font: 'comic-sans' }, 'brand_font', /^The brand font field must be one of system, /],
      ['a remote font', { brand_font: 'url(https://fonts.example/x.woff2)' }, 'brand_font', /must be one of/],
      ['a name too long', { brand_name: 'x'.repeat(61) }, 'brand_name', /must not be greater than 60 characters/],
      ['a name on two lines', { brand_name: 'Hill\nSchool' }, 'brand_name', /must be text on one line/],
      ['a name with a NUL', { brand_name: 'Hill\u0000School' }, 'brand_name', /must not contain a NUL character/],
      ['a name that is an object', { brand_name: { $ne: 1 } }, 'brand_name', /must be a string/],
      ['embedding as a word', { brand_embedded: 'maybe' }, 'brand_embedded', /true or false/],
      ['a favicon through the settings', { brand_favicon: 'abc' }, 'brand_favicon', /prohibited|not allowed|unknown/i],
    ];
    for (const [what, update, field, message] of table) {
      it(what, () => refused(update, field, message));
    }
  });

  it("says a contrast too low in Kiswahili on a Kiswahili page, in the admin element's own words", async () => {
    const { CONTRAST_PARTS: parts, contrastText } = brandSw;
    await refused({ brand_text: '#999' }, 'brand_text', contrastText(parts.text, parts.page, '2.8:1', MIN_CONTRAST), {
      'accept-language': 'sw',
    });
    await refused(
      { brand_primary: '#0b3d2e', brand_primary_text: '#0f3d2f' },
      'brand_primary_text',
      new RegExp(`^Utofautishaji wa ${parts.textOnPrimary} dhidi ya ${parts.primary} ni 1\\.\\d:1;`),
      { 'accept-language': 'sw' },
    );
  });

  it('accepts a readable pair at exactly AA and a name with markup, which stays text', async () => {
    // #767676 on white is 4.54:1.
    const answer = await t.post(
      '/api/settings',
      { brand_text: '#767676', brand_name: '<img src=x onerror=alert(1)> & "Co"' },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal((await t.get('/api/app')).body.brand.name, '<img src=x onerror=alert(1)> & "Co"');
  });

  it('does not check colours a save leaves alone', async () => {
    // Stored before the rule, say: a save of anything else still goes through.
    await t.setSettings({ brand_text: '#999999' });
    const answer = await t.post('/api/settings', { brand_name: 'Hill School' }, { token: admin });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  });

  it('never answers a 5xx to hostile bodies', async () => {
    for (const body of [
      { brand_primary: null },
      { brand_primary: ['#fff'] },
      { brand_font: { toString: 1 } },
      { brand_name: 'a'.repeat(100_000) },
      { brand_text: '\u202e#fff' },
      { brand_font: '__proto__' },
      { brand_font: 'constructor' },
    ]) {
      const answer = await t.post('/api/settings', body, { token: admin });
      assert.equal(answer.status, 422, `${JSON.stringify(body).slice(0, 80)} -> ${answer.status}`);
    }
  });

  describe('GET /favicon.ico', () => {
    async function favicon(headers: Record<string, string> = {}) {
      return t.app.inject({ method: 'GET', url: '/favicon.ico', headers });
    }

    it('answers Soma’s own favicon while the site has none, with an ETag that makes the next ask a 304', async () => {
      const answer = await favicon();
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers['content-type'], 'image/png');
      assert.deepEqual(answer.rawPayload, DEFAULT_FAVICON);
      assert.equal(answer.headers['cache-control'], 'no-cache');
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      const etag = String(answer.headers.etag);
      assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
      const again = await favicon({ 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
    });

    it('answers the uploaded one, PNG or ICO, and the default again once it is removed', async () => {
      const before = String((await favicon()).headers.etag);
      const uploaded = await postMultipart(
        t,
        '/api/resources/favicon',
        { favicon: { bytes: PNG, type: 'image/png', filename: 'favicon.png' } },
        admin,
      );
      assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
      assert.match(uploaded.body.url, /\/favicon\.ico\?v=[A-Za-z0-9_-]+$/);
      const custom = await favicon({ 'if-none-match': before });
      assert.equal(custom.statusCode, 200, 'the old ETag no longer matches');
      assert.deepEqual(custom.rawPayload, PNG);
      assert.equal(custom.headers['content-type'], 'image/png');
      assert.equal((await t.get('/api/settings', { token: admin })).body.brand_favicon, uploaded.body.url);
      // Not a logo: GET /app does not list it among them.
      assert.deepEqual(Object.keys((await t.get('/api/app')).body.logos), []);

      const ico = await postMultipart(
        t,
        '/api/resources/favicon',
        { favicon: { bytes: ICO, type: 'image/vnd.microsoft.icon', filename: 'favicon.ico' } },
        admin,
      );
      assert.equal(ico.status, 200, JSON.stringify(ico.body));
      const icoAnswer = await favicon();
      assert.equal(icoAnswer.headers['content-type'], 'image/x-icon');
      assert.deepEqual(icoAnswer.rawPayload, ICO);

      // Each replacement is in the audit trail, by the version of the bytes.
      const pngVersion = uploaded.body.url.split('v=')[1];
      const icoVersion = ico.body.url.split('v=')[1];
      const trail = await t.get('/api/audit', { token: admin });
      assert.deepEqual(trail.body.events[0].changes, { brand_favicon: { from: pngVersion, to: icoVersion } });
      assert.deepEqual(trail.body.events[1].changes, { brand_favicon: { from: null, to: pngVersion } });

      assert.equal((await t.delete('/api/resources/favicon', { token: admin })).status, 200);
      const back = await favicon();
      assert.deepEqual(back.rawPayload, DEFAULT_FAVICON);
      const removal = (await t.get('/api/audit', { token: admin })).body.events[0];
      assert.deepEqual(removal.changes, { brand_favicon: { from: icoVersion, to: null } });
      assert.equal((await t.get('/api/settings', { token: admin })).body.brand_favicon, null);
    });

    for (const [what, bytes, type] of [
      ['an SVG (it could run script)', SVG, 'image/svg+xml'],
      ['an HTML page calling itself a PNG', HTML, 'image/png'],
      ['a JPEG', JPEG, 'image/jpeg'],
      ['a GIF', GIF, 'image/gif'],
      ['an ICO header with no image', Buffer.from([0, 0, 1, 0, 0, 0, ...new Array(20).fill(0)]), 'image/x-icon'],
    ] as const) {
      it(`refuses ${what}`, async () => {
        const answer = await postMultipart(
          t,
          '/api/resources/favicon',
          { favicon: { bytes, type, filename: 'favicon' } },
          admin,
        );
        assert.equal(answer.status, 422, JSON.stringify(answer.body));
        assert.equal(answer.body.errors.favicon[0], 'The favicon field must be a file of type: png, ico.');
        assert.deepEqual((await favicon()).rawPayload, DEFAULT_FAVICON);
      });
    }

    it('refuses a file over 100 kilobytes', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(100 * 1024)]);
      const answer = await postMultipart(
        t,
        '/api/resources/favicon',
        { favicon: { bytes: big, type: 'image/png', filename: 'big.png' } },
        admin,
      );
      assert.equal(answer.status, 422, JSON.stringify(answer.body));
      assert.equal(answer.body.errors.favicon[0], 'The favicon field must not be greater than 100 kilobytes.');
    });

    it('is what the portal’s page links', () => {
      const page = readFileSync(new URL('../../../../host/index.html', import.meta.url), 'utf8');
      assert.match(page, /<link rel="icon" href="\/favicon\.ico" \/>/);
    });

    it('is for administrators only to change', async () => {
      const parent = await t.newParent();
      const asParent = await postMultipart(
        t,
        '/api/resources/favicon',
        { favicon: { bytes: PNG, type: 'image/png', filename: 'favicon.png' } },
        parent.token,
      );
      assert.equal(asParent.status, 403);
      const anonymous = await postMultipart(t, '/api/resources/favicon', {
        favicon: { bytes: PNG, type: 'image/png', filename: 'favicon.png' },
      });
      assert.equal(anonymous.status, 401);
      assert.equal((await t.delete('/api/resources/favicon', { token: parent.token })).status, 403);
    });
  });
});
