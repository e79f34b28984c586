import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import { createProviders } from '../../../../server/providers/index';
import { createTestApp, type TestApp } from '../../harness';
import { startFakeStripe, type FakeStripe } from '../../payments/fake-stripe';
import { GIF, PNG, png, postMultipart } from './helpers';

/*
 * Two instances behind a load balancer: the same database, each its own data folder (no shared
 * disk). What an administrator saves on one is what the other answers on the next request.
 */
describe('a saved setting, logo or icon on every instance at once', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherDir: string;
  let admin: string;
  let stripe: FakeStripe;

  before(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ config: { stripeApiBase: stripe.url } });
    otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-other-'));
    const config = { ...t.config, dataDir: otherDir };
    other = await buildApp({
      config,
      db: t.db,
      providers: createProviders(config, t.db),
      checkResponses: true,
      logger: undefined,
    });
    await other.ready();
    admin = await t.loginAsAdmin();
  });
  after(async () => {
    await other.close();
    await t.close();
    await fs.rm(otherDir, { recursive: true, force: true });
    await stripe.close();
  });

  const onOther = async (url: string) => {
    const answer = await other.inject({ method: 'GET', url });
    const type = String(answer.headers['content-type'] ?? '');
    return {
      status: answer.statusCode,
      headers: answer.headers,
      raw: answer.rawPayload,
      body: type.includes('json') ? answer.json() : answer.body,
    };
  };
  const local = (url: string) => url.slice(t.config.publicUrl.length);

  it('the style and the product settings, switched and switched back', async () => {
    // Read once on the other instance first: nothing it keeps may hide the change.
    assert.equal((await onOther('/api/app')).body.style, 'subscription');
    let saved = await t.post('/api/settings', { style: 'trial', shopCurrency: 'USD' }, { token: admin });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    let app = (await onOther('/api/app')).body;
    assert.equal(app.style, 'trial');
    assert.equal(app.shopCurrency, 'USD');
    saved = await t.post('/api/settings', { style: 'subscription', shopCurrency: 'Ksh' }, { token: admin });
    app = (await onOther('/api/app')).body;
    assert.equal(app.style, 'subscription');
    assert.equal(app.shopCurrency, 'Ksh');
  });

  it('a logo uploaded on one is listed and served by the other, with its type and cache headers; deleted, it is gone there too', async () => {
    const uploaded = await postMultipart(
      t,
      '/api/resources/logos',
      { name: 'standard_main_logo', logo: png('logo.png') },
      admin,
    );
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    const url: string = uploaded.body.url;
    assert.equal((await onOther('/api/app')).body.logos.standard_main_logo, url);
    const served = await onOther(local(url));
    assert.equal(served.status, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.deepEqual(Buffer.from(served.raw), PNG);
    // Nothing was written to either data folder.
    for (const dir of [t.config.dataDir, otherDir]) {
      const found = await fs.readdir(path.join(dir, 'uploads', 'logos')).catch(() => []);
      assert.deepEqual(found, []);
    }

    // Replaced on the other instance: the first serves the new one and no longer the old one.
    const replaced = await postMultipart(
      t,
      '/api/resources/logos',
      { name: 'standard_main_logo', logo: { bytes: GIF, type: 'image/gif', filename: 'x.gif' } },
      admin,
    );
    assert.equal(replaced.status, 200);
    assert.equal((await onOther(local(replaced.body.url))).headers['content-type'], 'image/gif');
    assert.equal((await onOther(local(url))).status, 404);

    assert.equal((await t.delete('/api/resources/logos/standard_main_logo', { token: admin })).status, 200);
    assert.equal((await onOther(local(replaced.body.url))).status, 404);
    assert.ok(!('standard_main_logo' in (await onOther('/api/app')).body.logos));
  });

  it('an icon uploaded on one is listed and served by the other', async () => {
    const uploaded = await postMultipart(t, '/api/resources/icons', { icon: png('icon.png') }, admin);
    assert.equal(uploaded.status, 200);
    const listed = await other.inject({
      method: 'GET',
      url: '/api/resources/icons',
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.deepEqual(listed.json(), [uploaded.body.icon]);
    const served = await onOther(local(uploaded.body.icon));
    assert.equal(served.status, 200);
    assert.equal(served.headers['content-type'], 'image/png');
  });

  it('the card provider, on the next request of the other instance, both ways', async () => {
    assert.equal((await onOther('/api/app')).body.card_provider, 'sandbox');
    const saved = await t.post(
      '/api/settings',
      { card_public_key: 'pk_test_on_every_instance', card_secret_key: 'sk_test_on_every_instance_1234' },
      { token: admin },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal((await onOther('/api/app')).body.card_provider, 'stripe');
    assert.equal((await onOther('/api/shop/sandbox/pub_key')).status, 404, 'no sandbox beside real keys');
    const settings = await other.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.ok(!settings.body.includes('1234'), 'the secret never comes back');
    assert.equal(settings.json().card_secret_key, '••••••••');
    await t.post('/api/settings', { card_secret_key: '', card_public_key: '' }, { token: admin });
    assert.equal((await onOther('/api/app')).body.card_provider, 'sandbox');
    assert.equal((await onOther('/api/shop/sandbox/pub_key')).status, 200);
  });
});
