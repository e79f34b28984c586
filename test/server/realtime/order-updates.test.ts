import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ORDER_UPDATED } from '../../../src/api/realtime';
import { configure } from '../../../src/config';
import { $lastOrder, stopRealtime, watchRealtime } from '../../../src/realtime/index';
import { loadApp } from '../../../src/stores/app';
import { logout, setToken } from '../../../src/stores/session';
import { $subscription } from '../../../src/stores/subscription';
import { bundleId, mpesa } from '../routes/shop/helpers';
import { echoFor, liveApp, once, pause, REDIS_URL, secondInstance, type Instance, type LiveApp } from './support';

interface OrderEvent {
  order: { order_id: number; status: string; prompt_expires_at?: string | null };
  subscription: false | { status: string; payment_method: string | null };
}

/*
 * The end-to-end case: a parent pays by sandbox M-Pesa and the real laravel-echo and
 * pusher-js clients receive `product-order.updated` with the subscription active, from the
 * shop's own broadcast when the provider's answer lands.
 */
describe('a parent pays by sandbox M-Pesa and sees it land live', () => {
  let a: LiveApp;
  let b: Instance;
  const stops: Array<() => void> = [];

  before(async () => {
    a = await liveApp({ config: { redisUrl: REDIS_URL, sandboxMpesaDelayMs: 100 } });
    b = await secondInstance(a);
  });
  after(async () => {
    for (const stop of stops) stop();
    await b.close();
    await a.close();
  });

  async function listen(on: LiveApp | Instance, parent: { token: string; user: { id: number } }) {
    const echo = echoFor(await on.realtime(), parent.token);
    stops.push(() => echo.disconnect());
    const channel = echo.private(`user.${parent.user.id}`);
    await once((done) => channel.subscribed(done), 5000, 'the subscription');
    const events: OrderEvent[] = [];
    channel.listen(`.${ORDER_UPDATED}`, (data: OrderEvent) => events.push(data));
    return events;
  }

  async function pay(parent: { token: string }) {
    const answer = await a.post(
      '/api/shop/pay',
      { bundle: await bundleId(a, 2), payment: mpesa('0712 345 678') },
      { token: parent.token },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'pending_payment');
    return answer.body.order_id as number;
  }

  async function paid(events: OrderEvent[], orderId: number) {
    await until(() => events.some((e) => e.order.order_id === orderId && e.order.status === 'active'), 5000);
    const last = events.at(-1)!;
    assert.equal(last.order.status, 'active');
    assert.ok(last.subscription);
    assert.equal(last.subscription.status, 'active');
    assert.equal(last.subscription.payment_method, 'mpesa');
    // Written, then prompted on the phone (saying until when it can be answered), then paid.
    assert.deepEqual(
      events.map((e) => e.order.status),
      ['pending_payment', 'pending_payment', 'active'],
    );
    assert.equal(events[0]!.order.prompt_expires_at, null);
    assert.ok(events[1]!.order.prompt_expires_at, 'the prompt event carries its deadline');
  }

  it('on one instance', async () => {
    const parent = await a.newParent();
    const events = await listen(a, parent);
    await paid(events, await pay(parent));
  });

  it('across two instances sharing Redis: paid on A, the browser’s socket on B', async () => {
    const parent = await a.newParent();
    const events = await listen(b, parent);
    await paid(events, await pay(parent));
  });

  it('another parent’s payment never reaches this parent', async () => {
    const parent = await a.newParent();
    const other = await a.newParent();
    const events = await listen(b, parent);
    const theirs = await listen(a, other);
    await paid(theirs, await pay(other));
    await pause(200);
    assert.deepEqual(events, []);
  });

  it('through the SDK: the subscription store turns active and $lastOrder holds the paid order', async () => {
    const parent = await a.newParent();
    configure({ api: `http://127.0.0.1:${b.port}/api` });
    await loadApp(true);
    const unwatch = watchRealtime();
    try {
      setToken(parent.token);
      await until(() => b.app.broadcaster.hub?.subscribers(`private-user.${parent.user.id}`) === 1, 5000);
      const orderId = await pay(parent);
      await until(() => $lastOrder.get()?.order_id === orderId && $lastOrder.get()?.status === 'active', 5000);
      const plan = $subscription.get();
      assert.ok(plan);
      assert.equal(plan.status, 'active');
    } finally {
      unwatch();
      stopRealtime();
      logout();
    }
  });
});

async function until(probe: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${probe}`);
    await pause(10);
  }
}
