import assert from 'node:assert/strict';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../server/config';
import { ORDER_UPDATED } from '../../../src/api/realtime';
import { userChannel } from '../../../server/providers/broadcaster';
import { pusherBroadcaster } from '../../../server/providers/broadcaster-pusher';
import { verifyChannelAuth } from '../../../server/realtime/signature';
import { createTestApp, type TestApp } from '../harness';

/**
 * A stand-in for the Pusher HTTP API that checks requests the way Pusher (and Soketi, and
 * Reverb) do, written from the protocol's description rather than from the code under test.
 */
function fakePusher(apps: Record<string, { key: string; secret: string }>) {
  const accepted: Array<{ appId: string; body: any }> = [];
  const refused: Array<{ status: number; reason: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://localhost');
      const refuse = (status: number, reason: string) => {
        refused.push({ status, reason });
        response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      };
      const match = /^\/apps\/([^/]+)\/events$/.exec(url.pathname);
      if (request.method !== 'POST' || !match) return refuse(404, 'not found');
      const app = apps[match[1]!];
      if (!app) return refuse(404, 'unknown app');
      const query = Object.fromEntries(url.searchParams);
      if (query.auth_key !== app.key) return refuse(401, 'unknown auth_key');
      if (query.auth_version !== '1.0') return refuse(401, 'auth_version must be 1.0');
      if (Math.abs(Date.now() / 1000 - Number(query.auth_timestamp)) > 600) return refuse(401, 'timestamp expired');
      if (query.body_md5 !== createHash('md5').update(body).digest('hex')) return refuse(401, 'body_md5 mismatch');
      const signed = Object.keys(query)
        .filter((key) => key !== 'auth_signature')
        .sort()
        .map((key) => `${key}=${query[key]}`)
        .join('&');
      const expected = createHmac('sha256', app.secret).update(`POST\n${url.pathname}\n${signed}`).digest('hex');
      const given = String(query.auth_signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
        return refuse(401, 'Invalid signature');
      }
      accepted.push({ appId: match[1]!, body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, accepted, refused };
}

describe('external broadcaster (Pusher HTTP API)', () => {
  const fake = fakePusher({ '77': { key: 'ext-key', secret: 'ext-secret' } });
  let port = 0;
  const env = () => ({
    PUSHER_APP_ID: '77',
    PUSHER_KEY: 'ext-key',
    PUSHER_SECRET: 'ext-secret',
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(port),
  });

  before(async () => {
    await new Promise<void>((resolve) => (fake.server as Server).listen(0, '127.0.0.1', resolve));
    port = (fake.server.address() as { port: number }).port;
  });
  after(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('sends a signed POST /apps/{app_id}/events that the server accepts', async () => {
    const broadcaster = pusherBroadcaster(loadConfig(env()).pusher!);
    const payload = { order: { order_id: 5, status: 'active' }, subscription: { status: 'active' } };
    await broadcaster.publish(userChannel(9), ORDER_UPDATED, payload);
    assert.equal(fake.refused.length, 0, JSON.stringify(fake.refused));
    const [event] = fake.accepted.splice(0);
    assert.equal(event!.appId, '77');
    assert.deepEqual(event!.body.channels, ['private-user.9']);
    assert.equal(event!.body.name, ORDER_UPDATED);
    // The data travels as a JSON string, as Pusher expects and pusher-js decodes.
    assert.equal(typeof event!.body.data, 'string');
    assert.deepEqual(JSON.parse(event!.body.data), payload);
  });

  it('signs data that needs escaping too', async () => {
    const broadcaster = pusherBroadcaster(loadConfig(env()).pusher!);
    await broadcaster.publish('private-user.1', ORDER_UPDATED, { note: 'a&b=c ünïcode "quoted"\n' });
    assert.equal(fake.refused.length, 0, JSON.stringify(fake.refused));
    assert.equal(fake.accepted.splice(0).length, 1);
  });

  it('fails loudly when the server refuses the signature', async () => {
    const broadcaster = pusherBroadcaster(loadConfig({ ...env(), PUSHER_SECRET: 'wrong-secret' }).pusher!);
    await assert.rejects(broadcaster.publish('private-user.1', ORDER_UPDATED, {}), /401/);
    assert.equal(fake.refused.pop()?.reason, 'Invalid signature');
  });

  describe('in the app', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp({ config: { pusher: loadConfig(env()).pusher } });
    });
    after(() => t.close());

    it('signs channel authorisations with the external app’s key and secret', async () => {
      const parent = await t.newParent();
      const channel = `private-user.${parent.user.id}`;
      const answer = await t.post(
        '/api/broadcasting/auth',
        { socket_id: '5.6', channel_name: channel },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 200);
      assert.ok(verifyChannelAuth({ key: 'ext-key', secret: 'ext-secret' }, '5.6', channel, answer.body.auth));
    });

    it('publishes through the external server', async () => {
      await t.app.broadcaster.publish('private-user.3', ORDER_UPDATED, { n: 1 });
      assert.deepEqual(JSON.parse(fake.accepted.splice(0)[0]!.body.data), { n: 1 });
    });

    it('tells the client to connect to the external server', async () => {
      const { body } = await t.get('/api/app');
      assert.deepEqual(body.realtime, {
        key: 'ext-key',
        host: '127.0.0.1',
        port,
        forceTLS: false,
        authEndpoint: 'http://portal.test/api/broadcasting/auth',
      });
    });
  });
});
