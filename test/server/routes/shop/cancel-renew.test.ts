import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { recordingBroadcaster, subscriptionOf, wrongCallers, type Published } from './helpers';

describe('POST /api/shop/cancel and POST /api/shop/renew', () => {
  let t: TestApp;
  let events: Published[];
  before(async () => {
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await createTestApp({ providers: { broadcaster: recorder.broadcaster } });
  });
  after(() => t.close());

  it('cancel stops billing and keeps the plan active until its expiry date; renew restores billing', async () => {
    const parent = await t.newParent({ plan: { students: 2 } });
    const before = (await subscriptionOf(t, parent.user.id))!;

    const cancelled = await t.post('/api/shop/cancel', {}, { token: parent.token });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.status, 'active');
    assert.ok(cancelled.body.cancellation_date);
    assert.equal(cancelled.body.next_billing_date, null);
    assert.equal(cancelled.body.expiry_date, before.expiry_date.toISOString());
    assert.equal(cancelled.body.students, 2);
    assert.equal(cancelled.body.product_order_id, before.product_order_id);

    const again = await t.post('/api/shop/cancel', {}, { token: parent.token });
    assert.equal(again.status, 200);
    assert.equal(
      again.body.cancellation_date,
      cancelled.body.cancellation_date,
      'cancelling twice keeps the first date',
    );

    const renewed = await t.post('/api/shop/renew', {}, { token: parent.token });
    assert.equal(renewed.status, 200);
    assert.equal(renewed.body.status, 'active');
    assert.equal(renewed.body.cancellation_date, null);
    assert.equal(renewed.body.next_billing_date, before.expiry_date.toISOString());
    assert.equal(renewed.body.expiry_date, before.expiry_date.toISOString());

    const twice = await t.post('/api/shop/renew', {}, { token: parent.token });
    assert.deepEqual(twice.body, renewed.body);

    const mine = events.filter((e) => e.channel === `private-user.${parent.user.id}`);
    assert.equal(mine.length, 2, 'one event per change, none for a repeat');
    assert.ok(mine[0]!.data.subscription && mine[0]!.data.subscription.cancellation_date);
  });

  it('is refused without an active plan', async () => {
    const none = await t.newParent();
    const failed = await t.newParent({ plan: { status: 'failed' } });
    const expired = await t.newParent({ plan: { status: 'expired', cancelled: true } });
    for (const parent of [none, failed, expired]) {
      for (const url of ['/api/shop/cancel', '/api/shop/renew']) {
        const answer = await t.post(url, {}, { token: parent.token });
        assert.equal(answer.status, 422, url);
        assert.deepEqual(answer.body.errors, { subscription: ['You have no active plan.'] });
      }
    }
  });

  it('takes no fields, and accepts an empty body', async () => {
    const parent = await t.newParent({ plan: {} });
    const extra = await t.post('/api/shop/cancel', { when: 'now' }, { token: parent.token });
    assert.equal(extra.status, 422);
    const empty = await t.inject({
      method: 'POST',
      url: '/api/shop/cancel',
      headers: { authorization: `Bearer ${parent.token}` },
    });
    assert.equal(empty.status, 200);
  });

  it('turns away anonymous, expired and administrator callers', async () => {
    const callers = await wrongCallers(t);
    for (const url of ['/api/shop/cancel', '/api/shop/renew']) {
      for (const [token, status] of [
        [null, 401],
        [callers.expired, 401],
        [callers.admin, 403],
      ] as const) {
        assert.equal((await t.post(url, {}, { token })).status, status, url);
      }
    }
  });
});
