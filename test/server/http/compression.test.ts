import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../server/http/compression';
import { postMultipart, png } from '../routes/admin/helpers';
import { liveApp, RawClient, type LiveApp } from '../realtime/support';

/*
 * API answers are compressed when the client accepts it and they are worth it; the SDK keeps its
 * precompressed files, uploads and the realtime socket are left alone.
 */
describe('compressed API answers', () => {
  let t: LiveApp;
  let distDir: string;
  before(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-dist-'));
    t = await liveApp({ config: { distDir } });
  });
  after(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const plain = async (url: string) => {
    const answer = await t.app.inject({ url });
    assert.equal(answer.statusCode, 200, url);
    assert.equal(answer.headers['content-encoding'], undefined);
    return answer.body;
  };

  it('sends a large JSON answer with brotli or gzip, as accepted, and it reads back the same', async () => {
    const json = await plain('/api/regions');
    assert.ok(json.length > COMPRESSION_THRESHOLD_BYTES, `the region list is ${json.length} bytes`);

    const br = await t.app.inject({ url: '/api/regions', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['content-type']), /^application\/json/);
    assert.ok(br.rawPayload.length < json.length / 2, `${br.rawPayload.length} of ${json.length} bytes`);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), JSON.parse(json));

    const gz = await t.app.inject({ url: '/api/regions', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(String(gz.headers.vary), /accept-encoding/i);
    assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString()), JSON.parse(json));
  });

  it('sends small answers, and answers to clients that accept no encoding, as they are', async () => {
    const small = await t.app.inject({ url: '/api/shop/pay', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(small.statusCode, 200);
    assert.ok(
      small.rawPayload.length < COMPRESSION_THRESHOLD_BYTES,
      `GET /shop/pay is ${small.rawPayload.length} bytes`,
    );
    assert.equal(small.headers['content-encoding'], undefined);
    JSON.parse(small.body);

    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'compress, x-unknown' }]) {
      const answer = await t.app.inject({ url: '/api/regions', headers });
      assert.equal(answer.statusCode, 200, JSON.stringify(headers));
      assert.ok(!answer.headers['content-encoding'] || answer.headers['content-encoding'] === 'identity');
      assert.ok(Array.isArray(JSON.parse(answer.body)));
    }
  });

  it('serves the SDK from its precompressed files, never compressed twice', async () => {
    const code = `export const chunk = "${'soma '.repeat(600)}";`;
    await fs.mkdir(path.join(distDir, 'chunks'), { recursive: true });
    const file = path.join(distDir, 'chunks', 'big-abc123.js');
    await fs.writeFile(file, code);
    await fs.writeFile(`${file}.gz`, gzipSync(code));
    await fs.writeFile(`${file}.br`, brotliCompressSync(code));
    const br = await t.app.inject({ url: '/sdk/chunks/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.rawPayload, await fs.readFile(`${file}.br`));
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), code);
    const gz = await t.app.inject({ url: '/sdk/chunks/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), code);
  });

  it('serves uploaded files (downloads) byte for byte, whatever the client accepts', async () => {
    const admin = await t.loginAsAdmin();
    const uploaded = await postMultipart(t, '/api/resources/icons', { icon: png('icon.png') }, admin);
    assert.equal(uploaded.status, 200);
    const url = new URL(uploaded.body.icon).pathname;
    const served = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-encoding'], undefined);
    assert.deepEqual(served.rawPayload, (await t.app.inject({ url })).rawPayload);
  });

  it('leaves the realtime socket alone: a client that accepts gzip still connects and talks', async () => {
    const client = new RawClient(t.socketUrl(), { 'accept-encoding': 'gzip, br' });
    try {
      const socketId = await client.established();
      assert.match(socketId, /^\d+\.\d+$/);
      client.send('pusher:ping', {});
      await client.next((message) => message.event === 'pusher:pong');
    } finally {
      client.close();
    }
  });

  it('answers over a real connection as browsers see it: fetch decodes the body', async () => {
    const response = await fetch(`http://127.0.0.1:${t.port}/api/regions`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(response.headers.get('content-encoding'), 'br');
    const regions = await response.json();
    assert.ok(Array.isArray(regions) && regions.length > 0);
  });
});
