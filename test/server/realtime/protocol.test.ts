import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { channelAuth } from '../../../server/realtime/signature';
import { APP_KEY, APP_SECRET, liveApp, pause, RawClient, type LiveApp } from './support';

describe('realtime protocol (raw websocket)', () => {
  let live: LiveApp;
  const clients: RawClient[] = [];
  const open = (url = live.socketUrl()) => {
    const client = new RawClient(url);
    clients.push(client);
    return client;
  };

  before(async () => {
    live = await liveApp();
  });
  after(async () => {
    for (const client of clients) client.close();
    await live.close();
  });

  it('establishes a connection with a socket id and the activity timeout', async () => {
    const client = open();
    const message = await client.next((m) => m.event === 'pusher:connection_established');
    assert.match(message.data.socket_id, /^\d+\.\d+$/);
    assert.equal(message.data.activity_timeout, 120);
    assert.ok((live.app.realtime?.connections ?? 0) >= 1);
  });

  it('gives every connection its own socket id', async () => {
    const ids = await Promise.all([open().established(), open().established(), open().established()]);
    assert.equal(new Set(ids).size, 3);
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const client = open(live.socketUrl('no-such-key'));
    const error = await client.next((m) => m.event === 'pusher:error');
    assert.equal(error.data.code, 4001);
    assert.equal((await client.waitClose()).code, 4001);
  });

  it('refuses a malformed or overlong key the same way, and carries on', async () => {
    for (const key of ['%E0%A4%A', encodeURIComponent('ключ'.repeat(40))]) {
      const client = open(live.socketUrl(key));
      assert.equal((await client.next((m) => m.event === 'pusher:error')).data.code, 4001);
      assert.equal((await client.waitClose()).code, 4001);
    }
    const client = open();
    await client.established();
  });

  it('refuses a missing, malformed or unsupported protocol version (4008, 4006, 4007)', async () => {
    const cases: Array<[string, number]> = [
      ['client=js', 4008],
      ['protocol=seven', 4006],
      ['protocol=3', 4007],
    ];
    for (const [query, code] of cases) {
      const client = open(live.socketUrl(APP_KEY, query));
      assert.equal((await client.next((m) => m.event === 'pusher:error')).data.code, code, query);
      assert.equal((await client.waitClose()).code, code, query);
    }
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = open();
    await client.established();
    client.send('pusher:ping', {});
    await client.next((m) => m.event === 'pusher:pong');
  });

  it('subscribes to a public channel without a signature and delivers its events', async () => {
    const client = open();
    await client.established();
    client.send('pusher:subscribe', { channel: 'news' });
    await client.next((m) => m.event === 'pusher_internal:subscription_succeeded' && m.channel === 'news');
    await live.app.broadcaster.publish('news', 'headline', { text: 'hello' });
    const event = await client.next((m) => m.event === 'headline');
    assert.deepEqual(event, { event: 'headline', channel: 'news', data: { text: 'hello' } });
  });

  it('subscribes to a private channel with a correct signature', async () => {
    const client = open();
    const socketId = await client.established();
    const auth = channelAuth({ key: APP_KEY, secret: APP_SECRET }, socketId, 'private-user.41');
    client.send('pusher:subscribe', { channel: 'private-user.41', auth });
    await client.next((m) => m.event === 'pusher_internal:subscription_succeeded' && m.channel === 'private-user.41');
  });

  it('refuses a private channel with a missing, forged or borrowed signature (4009), and keeps the connection', async () => {
    const other = open();
    const otherId = await other.established();
    const client = open();
    const socketId = await client.established();
    const attempts = [
      undefined,
      `${APP_KEY}:${'0'.repeat(64)}`,
      channelAuth({ key: APP_KEY, secret: 'another-secret-entirely' }, socketId, 'private-user.42'),
      // Signed for another socket: a signature cannot be replayed on a different connection.
      channelAuth({ key: APP_KEY, secret: APP_SECRET }, otherId, 'private-user.42'),
      // Signed for another channel.
      channelAuth({ key: APP_KEY, secret: APP_SECRET }, socketId, 'private-user.43'),
    ];
    for (const auth of attempts) {
      const from = client.messages.length;
      client.send('pusher:subscribe', { channel: 'private-user.42', ...(auth ? { auth } : {}) });
      const error = await client.next((m) => m.event === 'pusher:error', 3000, from);
      assert.equal(error.data.code, 4009);
      const failure = await client.next((m) => m.event === 'pusher:subscription_error', 3000, from);
      assert.equal(failure.channel, 'private-user.42');
      assert.equal(failure.data.status, 401);
    }
    assert.equal(live.app.broadcaster.hub?.subscribers('private-user.42'), 0);
    await live.app.broadcaster.publish('private-user.42', 'secret', { nope: true });
    await pause(100);
    assert.equal(
      client.messages.some((m) => m.event === 'secret'),
      false,
    );
    assert.equal(client.closed, null);
    client.send('pusher:ping', {});
    await client.next((m) => m.event === 'pusher:pong');
  });

  it('rejects presence and encrypted channels, which Soma does not offer', async () => {
    const client = open();
    await client.established();
    for (const channel of ['presence-room', 'private-encrypted-user.1']) {
      client.send('pusher:subscribe', { channel, auth: 'x:y' });
      const failure = await client.next((m) => m.event === 'pusher:subscription_error' && m.channel === channel);
      assert.equal(failure.data.status, 400);
    }
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const client = open();
    await client.established();
    client.send('pusher:subscribe', { channel: 'ticker' });
    await client.next((m) => m.event === 'pusher_internal:subscription_succeeded');
    await live.app.broadcaster.publish('ticker', 'tick', { n: 1 });
    await client.next((m) => m.event === 'tick');
    client.send('pusher:unsubscribe', { channel: 'ticker' });
    // A ping after the unsubscribe proves the server has read it.
    client.send('pusher:ping', {});
    await client.next((m) => m.event === 'pusher:pong');
    assert.equal(live.app.broadcaster.hub?.subscribers('ticker'), 0);
    await live.app.broadcaster.publish('ticker', 'tick', { n: 2 });
    await pause(100);
    assert.deepEqual(
      client.messages.filter((m) => m.event === 'tick').map((m) => m.data.n),
      [1],
    );
  });

  it('answers malformed messages, invalid channel names and client events with pusher:error, and stays open', async () => {
    const client = open();
    await client.established();
    client.ws.send('not json');
    assert.equal((await client.next((m) => m.event === 'pusher:error')).data.code, null);
    let from = client.messages.length;
    client.send('pusher:subscribe', { channel: 'bad channel!' });
    assert.match((await client.next((m) => m.event === 'pusher:error', 3000, from)).data.message, /channel/i);
    from = client.messages.length;
    client.send('client-typing', { who: 'me' }, 'news');
    assert.match((await client.next((m) => m.event === 'pusher:error', 3000, from)).data.message, /client events/i);
    assert.equal(client.closed, null);
  });

  it('forgets a closed connection’s subscriptions', async () => {
    const client = open();
    await client.established();
    client.send('pusher:subscribe', { channel: 'leaving' });
    await client.next((m) => m.event === 'pusher_internal:subscription_succeeded');
    assert.equal(live.app.broadcaster.hub?.subscribers('leaving'), 1);
    client.ws.close();
    await client.waitClose();
    await pause(50);
    assert.equal(live.app.broadcaster.hub?.subscribers('leaving'), 0);
  });

  it('refuses websocket upgrades on other paths', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: live.port,
        path: '/elsewhere',
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('response', (response) => resolve(response.statusCode ?? 0));
      req.on('upgrade', () => reject(new Error('upgraded')));
      req.on('error', reject);
      req.end();
    });
    assert.equal(status, 404);
  });
});

describe('realtime activity timeout', () => {
  let live: LiveApp;
  const clients: RawClient[] = [];

  before(async () => {
    live = await liveApp({ config: { realtime: { activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 } as any } });
  });
  after(async () => {
    for (const client of clients) client.close();
    await live.close();
  });

  it('pings a silent client and closes it with 4201 when no pong comes', async () => {
    const client = new RawClient(live.socketUrl());
    clients.push(client);
    const established = await client.next((m) => m.event === 'pusher:connection_established');
    assert.equal(established.data.activity_timeout, 1);
    const started = Date.now();
    await client.next((m) => m.event === 'pusher:ping', 3000);
    const closed = await client.waitClose(4000);
    assert.equal(closed.code, 4201);
    assert.ok(Date.now() - started >= 1000, 'closed only after the pong timeout');
  });

  it('keeps a client that answers the ping', async () => {
    const client = new RawClient(live.socketUrl());
    clients.push(client);
    client.ws.on('message', (raw) => {
      if (JSON.parse(String(raw)).event === 'pusher:ping') client.send('pusher:pong', {});
    });
    await client.established();
    await pause(3500);
    assert.ok(client.messages.filter((m) => m.event === 'pusher:ping').length >= 1);
    assert.equal(client.closed, null);
  });
});

describe('realtime shutdown', () => {
  it('asks every client to reconnect (4200) when the app closes', async () => {
    const live = await liveApp();
    const client = new RawClient(live.socketUrl());
    await client.established();
    await live.close();
    assert.equal((await client.waitClose()).code, 4200);
  });
});
