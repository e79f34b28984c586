import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EXAMPLES_CSP } from '../../../server/http/static';
import { portalPolicy } from '../../../server/http/security-headers';
import { createTestApp, type TestApp } from '../harness';
import { TINY_PNG, multipart } from './encode';

/*
 * Issue findings 8 and 11: portal pages under a Content-Security-Policy as strict as the
 * examples', framed only by the portal, with a Referrer-Policy; the SDK loadable from any site;
 * uploads that can never run script.
 */

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );

describe('security headers', () => {
  let t: TestApp;
  let distDir: string;
  before(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-dist-'));
    await fs.writeFile(path.join(distDir, 'soma.js'), 'export const ok = 1;');
    t = await createTestApp({ config: { distDir } });
  });
  after(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('portal pages: a strict CSP, frame-ancestors, nosniff and a Referrer-Policy', async () => {
    for (const url of ['/', '/account', '/learn?token=abc']) {
      const answer = await t.get(url);
      assert.equal(answer.status, 200);
      const policy = directives(String(answer.headers['content-security-policy']));
      assert.deepEqual(policy['default-src'], ["'self'"]);
      assert.deepEqual(policy['script-src'], ["'self'"], 'no inline script, no eval, nothing from elsewhere');
      assert.deepEqual(policy['style-src'], ["'self'"]);
      assert.deepEqual(policy['object-src'], ["'none'"]);
      assert.deepEqual(policy['base-uri'], ["'none'"]);
      assert.deepEqual(policy['frame-ancestors'], ["'self'"]);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(answer.headers['x-frame-options'], 'SAMEORIGIN');
    }
  });

  it('is as strict as the examples: every source it allows beyond them is one this deployment uses', () => {
    const examples = directives(EXAMPLES_CSP);
    const portal = directives(portalPolicy({ ga: false, stripe: false, websocket: null }));
    for (const name of [
      'default-src',
      'script-src',
      'style-src',
      'font-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]) {
      assert.deepEqual(portal[name], examples[name] ?? portal[name], name);
    }
    assert.deepEqual(portal['connect-src'], examples['connect-src']);
  });

  it('lets Google Analytics in only while the ga setting holds an id', async () => {
    await t.setSettings({ ga: 'G-TEST123' });
    let policy = directives(String((await t.get('/')).headers['content-security-policy']));
    assert.ok(policy['script-src']!.includes('https://www.googletagmanager.com'));
    assert.ok(policy['connect-src']!.includes('https://www.google-analytics.com'));
    await t.setSettings({ ga: '' });
    policy = directives(String((await t.get('/')).headers['content-security-policy']));
    assert.ok(!policy['script-src']!.some((source) => source.includes('google')));
    assert.ok(!policy['connect-src']!.some((source) => source.includes('google')));
  });

  it('lets the realtime websocket connect', async () => {
    const app = (await t.get('/api/app')).body;
    const policy = directives(String((await t.get('/')).headers['content-security-policy']));
    if (app.realtime) {
      const { host, port, forceTLS } = app.realtime;
      assert.ok(
        policy['connect-src']!.includes(`${forceTLS ? 'wss' : 'ws'}://${host}:${port}`),
        policy['connect-src']!.join(' '),
      );
    }
    const withSocket = directives(portalPolicy({ ga: false, stripe: false, websocket: 'wss://ws.example:443' }));
    assert.ok(withSocket['connect-src']!.includes('wss://ws.example:443'));
  });

  it('lets Stripe.js load, frame and connect only when Stripe takes cards', () => {
    const stripe = directives(portalPolicy({ ga: false, stripe: true, websocket: null }));
    assert.ok(stripe['script-src']!.includes('https://js.stripe.com'));
    assert.ok(stripe['frame-src']!.includes('https://js.stripe.com'));
    assert.ok(stripe['connect-src']!.includes('https://api.stripe.com'));
    const sandbox = directives(portalPolicy({ ga: false, stripe: false, websocket: null }));
    assert.ok(!sandbox['script-src']!.some((source) => source.includes('stripe')));
    assert.deepEqual(sandbox['frame-src'], ["'none'"]);
  });

  it('keeps the examples under their own policy', async () => {
    const answer = await t.get('/examples/school-site/');
    if (answer.status === 200) assert.equal(answer.headers['content-security-policy'], EXAMPLES_CSP);
  });

  it("the SDK's files load from any site (CORS *)", async () => {
    const answer = await t.inject({
      method: 'GET',
      url: '/sdk/soma.js',
      headers: { origin: 'https://any-school.example' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['access-control-allow-origin'], '*');
    assert.equal(answer.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  });

  it('uploads are served as the image they are, and may never run script', async () => {
    const admin = await t.loginAsAdmin();
    const { payload, contentType } = multipart({
      name: 'standard_main_logo',
      logo: { filename: 'logo.png', contentType: 'image/png', data: TINY_PNG },
    });
    const uploaded = await t.inject({
      method: 'POST',
      url: '/api/resources/logos',
      headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
      payload,
    });
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    const url = new URL(uploaded.body.url, 'http://portal.test');
    const file = await t.app.inject({ method: 'GET', url: url.pathname });
    assert.equal(file.statusCode, 200);
    assert.match(String(file.headers['content-type']), /^image\/png/);
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.match(String(file.headers['content-security-policy']), /sandbox/);
    assert.match(String(file.headers['content-security-policy']), /default-src 'none'/);
  });

  it('an SVG with script, or HTML calling itself an image, is refused at upload', async () => {
    const admin = await t.loginAsAdmin();
    for (const [filename, type, data] of [
      ['evil.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['evil.png', 'image/png', '<html><script>alert(1)</script></html>'],
    ] as const) {
      const { payload, contentType } = multipart({ icon: { filename, contentType: type, data } });
      const answer = await t.inject({
        method: 'POST',
        url: '/api/resources/icons',
        headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
        payload,
      });
      assert.equal(answer.status, 422, `${filename}: ${answer.status}`);
    }
  });
});
