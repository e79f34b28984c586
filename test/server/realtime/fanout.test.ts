import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ORDER_UPDATED } from '../../../src/api/realtime';
import { userChannel } from '../../../server/providers/broadcaster';
import { echoFor, liveApp, once, pause, REDIS_URL, secondInstance, type Instance, type LiveApp } from './support';

describe('realtime across two instances sharing Redis', () => {
  let a: LiveApp;
  let b: Instance;
  const stops: Array<() => void> = [];

  before(async () => {
    // Each run has a channel prefix of its own (see realtimeConfig), so parallel runs never cross.
    a = await liveApp({ config: { redisUrl: REDIS_URL } });
    b = await secondInstance(a);
  });
  after(async () => {
    for (const stop of stops) stop();
    await b.close();
    await a.close();
  });

  async function subscriber(on: 'a' | 'b') {
    const parent = await a.newParent();
    const realtime = on === 'a' ? await a.realtime() : await b.realtime();
    const echo = echoFor(realtime, parent.token);
    stops.push(() => echo.disconnect());
    const channel = echo.private(`user.${parent.user.id}`);
    await once((done) => channel.subscribed(done), 5000, 'the subscription');
    const received: unknown[] = [];
    channel.listen(`.${ORDER_UPDATED}`, (data: unknown) => received.push(data));
    return { parent, received };
  }

  it('uses the Redis fan-out on both instances', () => {
    assert.equal(a.app.broadcaster.name, 'built-in+redis');
    assert.equal(b.app.broadcaster.name, 'built-in+redis');
  });

  it('delivers an event published on instance A to a client connected to instance B', async () => {
    const { parent, received } = await subscriber('b');
    assert.equal(a.app.broadcaster.hub?.subscribers(userChannel(parent.user.id)), 0, 'the socket is on B only');
    const payload = { order: { order_id: 11, status: 'active' }, subscription: { status: 'active' } };
    await a.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, payload);
    await until(() => received.length > 0);
    assert.deepEqual(received, [payload]);
  });

  it('delivers an event published on instance B to a client on A, exactly once', async () => {
    const { parent, received } = await subscriber('a');
    await b.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, { n: 1 });
    await until(() => received.length > 0);
    await pause(200);
    assert.deepEqual(received, [{ n: 1 }]);
  });

  it('delivers an event published where the client is connected exactly once (no echo through Redis)', async () => {
    const { parent, received } = await subscriber('a');
    await a.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, { n: 2 });
    await until(() => received.length > 0);
    await pause(200);
    assert.deepEqual(received, [{ n: 2 }]);
  });

  it('reaches clients on both instances at once', async () => {
    const parent = await a.newParent();
    const clients = [echoFor(await a.realtime(), parent.token), echoFor(await b.realtime(), parent.token)];
    for (const client of clients) stops.push(() => client.disconnect());
    const channels = clients.map((client) => client.private(`user.${parent.user.id}`));
    await Promise.all(channels.map((channel) => once((done) => channel.subscribed(done))));
    const received = Promise.all(channels.map((channel) => once((done) => channel.listen(`.${ORDER_UPDATED}`, done))));
    await b.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, { n: 3 });
    assert.deepEqual(await received, [{ n: 3 }, { n: 3 }]);
  });
});

async function until(probe: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out');
    await pause(10);
  }
}
