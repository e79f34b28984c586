import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { HSTS, OPENER_POLICY, PERMISSIONS_POLICY } from '../../../server/http/security-headers';
import { createTestApp, type TestApp } from '../harness';

/*
 * The transport's small guards: HSTS when served over https (a trusted proxy saying so counts),
 * COOP and a Permissions-Policy on every page, the example folders' slash redirect without a 500,
 * slow or unfinished requests let go with a 408, and clients that leave logged at debug only.
 */

describe('transport: headers and redirects', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  before(async () => {
    t = await createTestApp();
    behindProxy = await createTestApp({ config: { trustProxy: true } });
  });
  after(async () => {
    await t.close();
    await behindProxy.close();
  });

  it('sends HSTS only over https: behind a trusted proxy that says so, never over plain http or from an untrusted header', async () => {
    const https = await behindProxy.inject({
      method: 'GET',
      url: '/api/app',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(https.headers['strict-transport-security'], HSTS);
    const page = await behindProxy.inject({ method: 'GET', url: '/home', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(page.headers['strict-transport-security'], HSTS);
    assert.equal((await behindProxy.get('/api/app')).headers['strict-transport-security'], undefined);
    const spoofed = await t.inject({ method: 'GET', url: '/api/app', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(spoofed.headers['strict-transport-security'], undefined);
  });

  it('puts COOP and a Permissions-Policy on every page, portal and examples, and not on API answers', async () => {
    for (const url of ['/', '/home', '/examples/school-site/']) {
      const answer = await t.get(url);
      assert.equal(answer.status, 200, url);
      assert.equal(answer.headers['cross-origin-opener-policy'], OPENER_POLICY, url);
      assert.equal(answer.headers['permissions-policy'], PERMISSIONS_POLICY, url);
    }
    assert.match(PERMISSIONS_POLICY, /camera=\(\)/);
    const api = await t.get('/api/app');
    assert.equal(api.headers['cross-origin-opener-policy'], undefined);
  });

  it('redirects an example folder asked for without its slash, keeping the query, and logs nothing', async () => {
    const before = t.logs.length;
    const answer = await t.get('/examples/school-site');
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.location, '/examples/school-site/');
    assert.equal((await t.get('/examples/partner-site?plan=2')).headers.location, '/examples/partner-site/?plan=2');
    assert.equal((await t.get('/examples/school-site/')).status, 200);
    // Only folders there are redirected: not a missing one, nor one outside.
    assert.notEqual((await t.get('/examples/nothing-here')).status, 301);
    assert.notEqual((await t.get('/examples/..%2F..%2Fserver')).status, 301);
    assert.deepEqual(t.logs.slice(before), []);
  });
});

describe('transport: slow and vanishing clients', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp({ logLevel: 'debug', config: { requestTimeoutMs: 1_500, headersTimeoutMs: 800 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(() => t.close());

  /** Writes `start`, then a byte every 100 ms, and answers what the server said and when it let go. */
  function dribble(start: string, drip: string): Promise<{ answer: string; ms: number }> {
    const started = Date.now();
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
      let answer = '';
      const timer = setInterval(() => !socket.destroyed && socket.write(drip), 100);
      socket.on('data', (data) => (answer += data));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, ms: Date.now() - started });
      });
    });
  }

  it('answers 408 to headers that never finish', async () => {
    const { answer, ms } = await dribble('GET /api/app HTTP/1.1\r\nHost: soma.test\r\n', 'X-Slow: y\r\n');
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.ok(ms < 5_000, `let go after ${ms} ms`);
  });

  it('answers 408 to a body that never finishes', async () => {
    const { answer, ms } = await dribble(
      'POST /api/login HTTP/1.1\r\nHost: soma.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"login":"',
      'a',
    );
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.ok(ms < 6_000, `let go after ${ms} ms`);
  });

  it('logs a client that leaves mid-upload at debug, not as an error', async () => {
    const before = t.logs.length;
    const admin = await t.loginAsAdmin();
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/resources/icons HTTP/1.1\r\nHost: soma.test\r\nAuthorization: Bearer ${admin}\r\n` +
            'Content-Type: multipart/form-data; boundary=zz\r\nContent-Length: 50000\r\n\r\n' +
            '--zz\r\nContent-Disposition: form-data; name="icon"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nAAAA',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 150);
      });
    });
    const lines = async () => t.logs.slice(before).filter((line) => line.msg === 'the client went away');
    for (let i = 0; i < 40 && (await lines()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    const gone = await lines();
    assert.equal(gone.length, 1);
    assert.equal(gone[0]!.level, 20, 'debug');
    assert.deepEqual(
      t.logs.slice(before).filter((line) => line.level >= 40),
      [],
    );
  });
});
