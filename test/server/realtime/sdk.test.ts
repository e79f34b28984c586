import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { ORDER_UPDATED } from '../../../src/api/realtime';
import { userChannel } from '../../../server/providers/broadcaster';
import { configure } from '../../../src/config';
import { $lastOrder, startRealtime, stopRealtime, watchRealtime } from '../../../src/realtime/index';
import { $app, loadApp } from '../../../src/stores/app';
import { logout, setToken } from '../../../src/stores/session';
import { $subscription } from '../../../src/stores/subscription';
import { activeSubscription, paidOrder } from './fixtures';
import { liveApp, pause, type LiveApp } from './support';

/*
 * The SDK's own realtime module, run in Node against a live server: the same code the widgets
 * load, with the real laravel-echo and pusher-js behind its dynamic imports.
 */
describe('SDK live updates (src/realtime)', () => {
  let live: LiveApp;
  let short: LiveApp;

  before(async () => {
    live = await liveApp();
    short = await liveApp({ config: { sessionTtlSeconds: 2 } });
  });
  afterEach(() => {
    stopRealtime();
    logout();
    $app.set(null);
  });
  after(async () => {
    await short.close();
    await live.close();
  });

  const use = (app: LiveApp) => configure({ api: `http://127.0.0.1:${app.port}/api` });
  const subscribers = (app: LiveApp, parentId: number) =>
    app.app.broadcaster.hub?.subscribers(userChannel(parentId)) ?? 0;

  it('joins the parent’s channel and puts the event’s subscription and order in the stores', async () => {
    use(live);
    const parent = await live.newParent();
    setToken(parent.token);
    assert.equal(await startRealtime(), true);
    await until(() => subscribers(live, parent.user.id) === 1);

    const subscription = activeSubscription();
    const order = paidOrder();
    await live.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, { order, subscription });
    await until(() => $lastOrder.get() !== null);
    assert.deepEqual($lastOrder.get(), order);
    assert.deepEqual($subscription.get(), subscription);
  });

  it('ignores an event whose data is not an order and a subscription', async () => {
    use(live);
    const parent = await live.newParent();
    setToken(parent.token);
    await startRealtime();
    await until(() => subscribers(live, parent.user.id) === 1);
    await live.app.broadcaster.publish(userChannel(parent.user.id), ORDER_UPDATED, {
      order: { id: 'x' },
      subscription: 'active',
    });
    await pause(200);
    assert.equal($lastOrder.get(), null);
    assert.equal($subscription.get(), undefined);
  });

  it('connects on sign-in and disconnects on logout when watching the session', async () => {
    use(live);
    const stop = watchRealtime();
    try {
      const parent = await live.newParent();
      setToken(parent.token);
      await until(() => subscribers(live, parent.user.id) === 1);
      logout();
      await until(() => subscribers(live, parent.user.id) === 0);
      await until(() => live.app.realtime?.connections === 0);
    } finally {
      stop();
    }
  });

  it('switches channels when another parent signs in', async () => {
    use(live);
    const stop = watchRealtime();
    try {
      const first = await live.newParent();
      const second = await live.newParent();
      setToken(first.token);
      await until(() => subscribers(live, first.user.id) === 1);
      setToken(second.token);
      await until(() => subscribers(live, second.user.id) === 1 && subscribers(live, first.user.id) === 0);
    } finally {
      stop();
    }
  });

  it('does not connect for an administrator', async () => {
    use(live);
    setToken(await live.loginAsAdmin());
    assert.equal(await startRealtime(), false);
    assert.equal(live.app.realtime?.connections, 0);
  });

  it('does not connect when the platform has no live updates', async () => {
    use(live);
    const parent = await live.newParent();
    setToken(parent.token);
    $app.set({ ...(await live.get('/api/app')).body, realtime: null });
    assert.equal(await startRealtime(), false);
    assert.equal(subscribers(live, parent.user.id), 0);
  });

  it('disconnects when the token expires', async () => {
    use(short);
    // The settings are loaded once per page; this test's page talks to another server.
    await loadApp(true);
    const parent = await short.newParent();
    setToken(parent.token);
    await startRealtime();
    await until(() => subscribers(short, parent.user.id) === 1);
    await until(() => short.app.realtime?.connections === 0, 4000);
    assert.equal(subscribers(short, parent.user.id), 0);
  });
});

async function until(probe: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${probe}`);
    await pause(20);
  }
}
