import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';

describe('pages, SDK and API document', () => {
  let t: TestApp;
  let distDir: string;
  before(async () => {
    t = await createTestApp({
      config: { distDir: (distDir = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'soma-dist-'))) },
    });
  });
  after(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('serves the host page at / and for portal paths', async () => {
    for (const url of ['/', '/account/students', '/learn?token=abc', '/forgot-password/2']) {
      const answer = await t.get(url);
      assert.equal(answer.status, 200, url);
      assert.match(String(answer.headers['content-type']), /text\/html/);
      assert.match(answer.body, /\/sdk\/host\.js/);
    }
  });

  it("sends the page in the browser's chosen language, else its Accept-Language, when the SDK is built in it", async () => {
    const page = async (headers: Record<string, string>, url = '/account') => {
      const answer = await t.app.inject({ url, headers });
      return {
        lang: answer.body.match(/<html lang="([^"]+)"/)?.[1],
        script: answer.body.match(/src="([^"]+host\.js)"/)?.[1],
        answer,
      };
    };
    // No Kiswahili build: English whatever is asked.
    assert.deepEqual((await page({ cookie: 'soma_lang=sw' })).script, '/sdk/host.js');
    await fs.mkdir(path.join(distDir, 'sw'), { recursive: true });
    await fs.writeFile(path.join(distDir, 'sw', 'host.js'), 'export {};');
    const chosen = await page({ cookie: 'other=1; soma_lang=sw', 'accept-language': 'en' });
    assert.deepEqual([chosen.lang, chosen.script], ['sw', '/sdk/sw/host.js']);
    assert.equal(chosen.answer.headers['content-language'], 'sw');
    assert.match(String(chosen.answer.headers.vary), /Cookie/);
    const asked = await page({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    assert.deepEqual([asked.lang, asked.script], ['sw', '/sdk/sw/host.js']);
    assert.match(asked.answer.body, /<noscript>Tovuti hii inahitaji JavaScript\.<\/noscript>/);
    assert.match(chosen.answer.body, /<noscript>Tovuti hii inahitaji JavaScript\.<\/noscript>/);
    assert.match(
      (await page({ 'accept-language': 'en' })).answer.body,
      /<noscript>This portal needs JavaScript\.<\/noscript>/,
    );
    // The switch's link: the page in its language, and the choice kept for the browser.
    const switched = await page({ cookie: 'soma_lang=en', 'accept-language': 'en' }, '/account?lang=sw');
    assert.deepEqual([switched.lang, switched.script], ['sw', '/sdk/sw/host.js']);
    assert.match(
      String(switched.answer.headers['set-cookie']),
      /^soma_lang=sw; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    for (const hostile of ['fr', '../x', 'sw;', '']) {
      const ignored = await page({}, `/account?lang=${encodeURIComponent(hostile)}`);
      assert.equal(ignored.answer.headers['set-cookie'], undefined, hostile);
      assert.equal(ignored.script, '/sdk/host.js', hostile);
    }
    // The cookie's choice wins over the header's.
    assert.equal((await page({ cookie: 'soma_lang=en', 'accept-language': 'sw' })).lang, 'en');
    for (const cookie of ['soma_lang=../../etc', 'soma_lang=fr', 'soma_lang=sw/x', `soma_lang=${'s'.repeat(500)}`]) {
      const hostile = await page({ cookie });
      assert.equal(hostile.answer.statusCode, 200, cookie);
      assert.equal(hostile.script, '/sdk/host.js', cookie);
    }
  });

  it('answers 404 JSON for missing files and unknown API paths, not the page', async () => {
    for (const url of ['/api/nothing', '/sdk/missing.js', '/robots.txt', '/uploads/none.png']) {
      const answer = await t.get(url);
      assert.equal(answer.status, 404, url);
      assert.deepEqual(answer.body, { message: 'Not Found' });
    }
  });

  it('serves the built SDK under /sdk/', async () => {
    await fs.writeFile(path.join(distDir, 'soma.js'), 'export const ok = 1;');
    const answer = await t.get('/sdk/soma.js');
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /javascript/);
    assert.equal(answer.body, 'export const ok = 1;');
  });

  it('serves precompressed SDK files, chunks cached for good and entries checked each time', async () => {
    const { gzipSync, brotliCompressSync, gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const code = 'export const chunk = "' + 'x'.repeat(200) + '";';
    await fs.mkdir(path.join(distDir, 'chunks'), { recursive: true });
    const chunk = path.join(distDir, 'chunks', 'core-abc123.js');
    await fs.writeFile(chunk, code);
    await fs.writeFile(`${chunk}.gz`, gzipSync(code));
    await fs.writeFile(`${chunk}.br`, brotliCompressSync(code));

    const br = await t.app.inject({ url: '/sdk/chunks/core-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), code);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');

    const gz = await t.app.inject({ url: '/sdk/chunks/core-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), code);

    const plain = await t.app.inject({ url: '/sdk/chunks/core-abc123.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, code);

    await fs.writeFile(path.join(distDir, 'soma.js'), 'export const ok = 1;');
    const entry = await t.app.inject({ url: '/sdk/soma.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');
  });

  it('serves an upload stored on disk before 0080 from its record, with nosniff; a file without a record is not served', async () => {
    await fs.mkdir(path.join(t.config.dataDir, 'uploads', 'logos'), { recursive: true });
    await fs.writeFile(
      path.join(t.config.dataDir, 'uploads', 'logos', 'standard_main_logo-0a.png'),
      Buffer.from([137, 80, 78, 71]),
    );
    await t.db
      .insertInto('files')
      .values({
        kind: 'logo',
        name: 'standard_main_logo',
        path: 'logos/standard_main_logo-0a.png',
        content_type: 'image/png',
        size: 4,
        bytes: null,
      })
      .execute();
    const answer = await t.get('/uploads/logos/standard_main_logo-0a.png');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-type'], 'image/png');
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');

    await fs.writeFile(path.join(t.config.dataDir, 'uploads', 'logos', 'stray-0b.png'), Buffer.from([137, 80, 78, 71]));
    assert.equal((await t.get('/uploads/logos/stray-0b.png')).status, 404);
    assert.equal((await t.get('/uploads/../config.json')).status, 404);
  });

  it('publishes an OpenAPI document of the registered routes at /api/docs', async () => {
    const answer = await t.get('/api/docs');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.openapi, '3.0.3');
    const login = answer.body.paths['/api/login'].post;
    assert.equal(login.operationId, 'app.login');
    const signup = answer.body.paths['/api/signup'].post;
    const schema = signup.requestBody.content['application/json'].schema;
    assert.ok(schema.required.includes('first_name'));
    assert.ok(!schema.required.includes('bundle'));
    assert.ok(answer.body.paths['/api/app'].get);
  });
});
