import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';

describe('CORS allow-list', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.setSettings({ cors_origins: 'https://school.example, https://partner.example/ , not a url' });
  });
  after(() => t.close());

  const preflight = (origin: string) =>
    t.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });

  it('allows a listed origin, with the headers the SDK sends', async () => {
    const answer = await preflight('https://school.example');
    assert.equal(answer.status, 204);
    assert.equal(answer.headers['access-control-allow-origin'], 'https://school.example');
    const allowed = String(answer.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key']) assert.ok(allowed.includes(header));
    assert.match(String(answer.headers['access-control-allow-methods']), /PATCH/);
  });

  it('allows a listed origin written with a trailing slash', async () => {
    const answer = await t.get('/api/app', { headers: { origin: 'https://partner.example' } });
    assert.equal(answer.headers['access-control-allow-origin'], 'https://partner.example');
  });

  it("allows the portal's own origin", async () => {
    const answer = await t.get('/api/app', { headers: { origin: 'http://portal.test' } });
    assert.equal(answer.headers['access-control-allow-origin'], 'http://portal.test');
  });

  it('gives no CORS grant to any other origin', async () => {
    const answer = await preflight('https://evil.example');
    assert.equal(answer.headers['access-control-allow-origin'], undefined);
    const get = await t.get('/api/app', { headers: { origin: 'https://school.example.evil.example' } });
    assert.equal(get.headers['access-control-allow-origin'], undefined);
  });

  it('follows a change of the setting', async () => {
    await t.setSettings({ cors_origins: 'https://new.example' });
    const answer = await t.get('/api/app', { headers: { origin: 'https://new.example' } });
    assert.equal(answer.headers['access-control-allow-origin'], 'https://new.example');
    const old = await t.get('/api/app', { headers: { origin: 'https://school.example' } });
    assert.equal(old.headers['access-control-allow-origin'], undefined);
  });
});
