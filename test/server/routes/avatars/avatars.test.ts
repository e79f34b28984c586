import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { AVATARS_DIR } from '../../../../server/routes/avatars';
import { createTestApp, type TestApp } from '../../harness';

describe('the avatar icons: GET /custom_login/avatars/', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('lists the icons shipped with the server, to anyone', async () => {
    const answer = await t.get('/custom_login/avatars/avatars.json');
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    assert.ok(Array.isArray(answer.body) && answer.body.length >= 6);
    assert.equal(new Set(answer.body).size, answer.body.length);
    const shipped = fs
      .readdirSync(AVATARS_DIR)
      .filter((name) => name.endsWith('.svg'))
      .sort();
    assert.deepEqual([...answer.body].sort(), shipped);
  });

  it('serves every listed icon as an SVG image that runs nothing', async () => {
    const list: string[] = (await t.get('/custom_login/avatars/avatars.json')).body;
    for (const name of list) {
      const answer = await t.get(`/custom_login/avatars/${name}`);
      assert.equal(answer.status, 200, name);
      assert.match(String(answer.headers['content-type']), /^image\/svg\+xml/, name);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.match(answer.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/, name);
      assert.doesNotMatch(answer.body, /<script|\son\w+=|href=/i, name);
      assert.match(answer.body, /<title>[^<]+<\/title>/, name);
    }
  });

  it('answers 404 for an icon that does not exist, and serves nothing outside the folder', async () => {
    for (const url of [
      '/custom_login/avatars/nothing.svg',
      '/custom_login/avatars/../routes/avatars.ts',
      '/custom_login/avatars/%2e%2e/routes/avatars.ts',
    ]) {
      const answer = await t.get(url);
      assert.equal(answer.status, 404, url);
    }
  });

  it('ignores a bad token, as a static file should', async () => {
    assert.equal((await t.get('/custom_login/avatars/avatars.json', { token: 'not-a-token' })).status, 200);
  });
});
