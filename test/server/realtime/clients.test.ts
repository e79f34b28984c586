import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ORDER_UPDATED } from '../../../src/api/realtime';
import { userChannel } from '../../../server/providers/broadcaster';
import { connectionState, echoFor, liveApp, once, pause, pusherFor, type LiveApp } from './support';

describe('realtime with the real pusher-js and laravel-echo', () => {
  let live: LiveApp;
  const disconnect: Array<() => void> = [];
  const echo = (token: string) => {
    const client = echoFor(realtime, token);
    disconnect.push(() => client.disconnect());
    return client;
  };
  let realtime: Awaited<ReturnType<LiveApp['realtime']>>;

  before(async () => {
    live = await liveApp({ config: { realtime: { activityTimeoutSeconds: 1 } as any } });
    realtime = await live.realtime();
  });
  after(async () => {
    for (const stop of disconnect) stop();
    await live.close();
  });

  it('connects with the settings of GET /app', async () => {
    const pusher = pusherFor(realtime, null);
    disconnect.push(() => pusher.disconnect());
    await connectionState(pusher, 'connected');
    assert.match(pusher.connection.socket_id, /^\d+\.\d+$/);
  });

  it('joins the parent’s own private channel and receives product-order.updated with its data', async () => {
    const parent = await live.newParent();
    const client = echo(parent.token);
    const channel = client.private(`user.${parent.user.id}`);
    await once((done) => channel.subscribed(done), 5000, 'the subscription');
    const received = once((done) => channel.listen(`.${ORDER_UPDATED}`, done), 5000, ORDER_UPDATED);
    const payload = {
      order: { order_id: 7, status: 'active' },
      subscription: { subscription_id: 3, status: 'active', plan: { name: 'Family' } },
    };
    await live.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, payload);
    assert.deepEqual(await received, payload);
  });

  it('refuses another parent’s channel: the authorisation answers 403 and the subscription fails', async () => {
    const parent = await live.newParent();
    const other = await live.newParent();
    const client = echo(parent.token);
    const channel = client.private(`user.${other.user.id}`);
    const failure = await once<{ type: string; status: number }>(
      (done) => channel.error(done),
      5000,
      'the subscription error',
    );
    assert.equal(failure.type, 'AuthError');
    assert.equal(failure.status, 403);
    assert.equal(live.app.broadcaster.hub?.subscribers(userChannel(other.user.id)), 0);

    let leaked = false;
    channel.listen(`.${ORDER_UPDATED}`, () => (leaked = true));
    await live.app.broadcaster.publish(userChannel(other.user.id), ORDER_UPDATED, { order: {}, subscription: null });
    await pause(150);
    assert.equal(leaked, false);
  });

  it('refuses every channel without a token (401)', async () => {
    const parent = await live.newParent();
    const pusher = pusherFor(realtime, null);
    disconnect.push(() => pusher.disconnect());
    const channel = pusher.subscribe(userChannel(parent.user.id));
    const failure = await once<{ status: number }>((done) => channel.bind('pusher:subscription_error', done));
    assert.equal(failure.status, 401);
  });

  it('keeps the connection alive with pusher:ping and pusher:pong', async () => {
    const pusher = pusherFor(realtime, null);
    disconnect.push(() => pusher.disconnect());
    await connectionState(pusher, 'connected');
    const pongs: unknown[] = [];
    pusher.connection.bind('message', (message: { event: string }) => {
      if (message.event === 'pusher:pong') pongs.push(message);
    });
    // The server announced an activity timeout of one second, so pusher-js pings after a second of silence.
    await pause(2500);
    assert.ok(pongs.length >= 1, 'pusher-js pinged and the server answered');
    assert.equal(pusher.connection.state, 'connected');
  });

  it('stops delivering once the client leaves the channel', async () => {
    const parent = await live.newParent();
    const client = echo(parent.token);
    const channel = client.private(`user.${parent.user.id}`);
    await once((done) => channel.subscribed(done));
    const seen: number[] = [];
    channel.listen(`.${ORDER_UPDATED}`, (data: { n: number }) => seen.push(data.n));
    await live.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, { n: 1 });
    await waitFor(() => seen.length === 1);

    client.leave(`user.${parent.user.id}`);
    await waitFor(() => live.app.broadcaster.hub?.subscribers(userChannel(parent.user.id)) === 0);
    await live.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, { n: 2 });
    await pause(150);
    assert.deepEqual(seen, [1]);
  });

  it('delivers to every tab of the same parent', async () => {
    const parent = await live.newParent();
    const tabs = [echo(parent.token), echo(parent.token)];
    const channels = tabs.map((tab) => tab.private(`user.${parent.user.id}`));
    await Promise.all(channels.map((channel) => once((done) => channel.subscribed(done))));
    const received = Promise.all(channels.map((channel) => once((done) => channel.listen(`.${ORDER_UPDATED}`, done))));
    await live.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, { order: { order_id: 1 } });
    assert.equal((await received).length, 2);
  });
});

async function waitFor(probe: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > until) throw new Error('timed out');
    await pause(20);
  }
}
