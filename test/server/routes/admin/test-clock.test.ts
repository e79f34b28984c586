import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../../server/config';
import { createTestApp, type TestApp } from '../../harness';
import { DAY_MS, addCard, bundleId, card, ordersOf } from '../shop/helpers';

/*
 * The sandbox's test clock (docs/money.md, "Rehearsing offline"): with SOMA_TEST_CLOCK=1 beside the
 * sandbox, the administrator moves the server's time forward and what falls due runs at once;
 * without it, or without the sandbox, the call does not exist.
 */
describe('POST /api/dev/clock', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { testClock: true, sandboxMpesaDelayMs: 0 } })));
  after(() => t.close());

  it('is on only beside the sandbox and when asked for', () => {
    assert.equal(loadConfig({ SOMA_SANDBOX: '1', SOMA_TEST_CLOCK: '1' }).testClock, true);
    assert.equal(loadConfig({ SOMA_SANDBOX: '1' }).testClock, false);
    assert.equal(loadConfig({ SOMA_TEST_CLOCK: '1', CARD_PROVIDER: 'stripe' }).testClock, false);
  });

  it('moves the time forward and runs the renewals that fall due', async () => {
    const parent = await t.newParent();
    const good = await addCard(t, parent.token);
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: card(good) },
      { token: parent.token },
    );
    assert.equal(bought.body.status, 'active');
    const admin = await t.loginAsAdmin();
    const before = t.clock.now().getTime();
    const moved = await t.post('/api/dev/clock', { days: 32 }, { token: admin });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const at = Date.parse(moved.body.now);
    assert.ok(Math.abs(at - (before + 32 * DAY_MS)) < 60_000, 'a month and a day on');
    const renewal = (await ordersOf(t, parent.user.id)).find((order) => order.kind === 'renewal');
    assert.equal(renewal?.status, 'active', 'the renewal ran before the answer');
  });

  it('refuses parents, and anything but a whole number of days up to 800', async () => {
    const parent = await t.newParent();
    assert.equal((await t.post('/api/dev/clock', { days: 1 }, { token: parent.token })).status, 403);
    const admin = await t.loginAsAdmin();
    for (const days of [-1, 801, 1.5, 'soon'])
      assert.equal((await t.post('/api/dev/clock', { days }, { token: admin })).status, 422, String(days));
  });
});

describe('POST /api/dev/clock without the test clock', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('does not exist', async () => {
    const admin = await t.loginAsAdmin();
    assert.equal((await t.post('/api/dev/clock', { days: 1 }, { token: admin })).status, 404);
  });
});
