import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertOutboxMessage } from '../../../../server/repositories/outbox';
import { createTestApp, type TestApp } from '../../harness';
import { whenExpired } from './helpers';

let t: TestApp;
before(async () => (t = await createTestApp()));
after(() => t.close());

describe('POST and DELETE /api/debug/subscription', () => {
  const subscriptionOf = (userId: number) =>
    t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('does not exist while the debug setting is off', async () => {
    const parent = await t.newParent({ plan: {} });
    const set = await t.post(
      '/api/debug/subscription',
      { students: 2, duration: 1, status: 'active' },
      { token: parent.token },
    );
    assert.equal(set.status, 404);
    assert.deepEqual(set.body, { message: 'Not Found' });
    assert.equal((await t.delete('/api/debug/subscription', { token: parent.token })).status, 404);
    assert.ok(await subscriptionOf(parent.user.id));
  });

  describe('with debug on', () => {
    before(() => t.setSettings({ debug: true }));
    after(() => t.setSettings({ debug: false }));

    it("creates the caller's plan with the asked students, months and status", async () => {
      const parent = await t.newParent();
      const answer = await t.post(
        '/api/debug/subscription',
        { students: 2, duration: 12, status: 'active' },
        { token: parent.token },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const bundle = await t.db
        .selectFrom('bundles')
        .selectAll()
        .where('students', '=', 2)
        .where('duration', '=', 12)
        .executeTakeFirstOrThrow();
      assert.equal(answer.body.students, 2);
      assert.equal(answer.body.duration, 12);
      assert.equal(answer.body.status, 'active');
      assert.equal(answer.body.product_id, bundle.id);
      assert.equal(answer.body.price, bundle.price);
      assert.equal(answer.body.cancellation_date, null);
      assert.ok(new Date(answer.body.expiry_date) > t.clock.now());
      assert.equal(answer.body.next_billing_date, answer.body.expiry_date);

      const order = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', answer.body.product_order_id)
        .executeTakeFirstOrThrow();
      assert.equal(order.user_id, parent.user.id);
      assert.equal(order.status, 'active');
      assert.equal(order.amount, 0);
    });

    it('changes an existing plan, including to states a test needs: expired, failed_declined, pending', async () => {
      const parent = await t.newParent({ plan: { students: 1, duration: 1, cancelled: true } });
      for (const status of ['expired', 'failed_declined', 'pending_payment', 'failed', 'active'] as const) {
        const answer = await t.post(
          '/api/debug/subscription',
          { students: 4, duration: 6, status },
          { token: parent.token },
        );
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.status, status);
        assert.equal(answer.body.students, 4);
        assert.equal(answer.body.duration, 6);
        assert.equal(answer.body.cancellation_date, null);
        const row = await subscriptionOf(parent.user.id);
        assert.equal(row?.status, status);
        if (status === 'expired') {
          assert.ok(new Date(answer.body.expiry_date) < t.clock.now());
          assert.equal(answer.body.next_billing_date, null);
        }
      }
      const rows = await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', parent.user.id).execute();
      assert.equal(rows.length, 1);
    });

    it('leaves other accounts alone', async () => {
      const other = await t.newParent({ plan: { students: 3 } });
      const parent = await t.newParent();
      await t.post('/api/debug/subscription', { students: 1, duration: 1, status: 'failed' }, { token: parent.token });
      assert.equal((await subscriptionOf(other.user.id))?.status, 'active');
      assert.equal((await subscriptionOf(other.user.id))?.students, 3);
    });

    it('refuses invalid plans', async () => {
      const parent = await t.newParent();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ students: 0, duration: 1, status: 'active' }, 'students'],
        [{ students: 1001, duration: 1, status: 'active' }, 'students'],
        [{ students: 1.5, duration: 1, status: 'active' }, 'students'],
        [{ students: 1, duration: 0, status: 'active' }, 'duration'],
        [{ students: 1, duration: 121, status: 'active' }, 'duration'],
        [{ students: 1, duration: 1, status: 'cancelled' }, 'status'],
        [{ duration: 1, status: 'active' }, 'students'],
        [{ students: 1, status: 'active' }, 'duration'],
        [{ students: 1, duration: 1 }, 'status'],
      ];
      for (const [body, field] of cases) {
        const answer = await t.post('/api/debug/subscription', body, { token: parent.token });
        assert.equal(answer.status, 422, JSON.stringify(body));
        assert.ok(answer.body.errors[field], `${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`);
      }
      assert.equal(await subscriptionOf(parent.user.id), undefined);
    });

    it("deletes the caller's plan, and deleting none succeeds too", async () => {
      const parent = await t.newParent({ plan: {} });
      let answer = await t.delete('/api/debug/subscription', { token: parent.token });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { success: true });
      assert.equal(await subscriptionOf(parent.user.id), undefined);
      answer = await t.delete('/api/debug/subscription', { token: parent.token });
      assert.deepEqual(answer.body, { success: true });
    });

    it('refuses the wrong callers: anonymous, an administrator, an expired session', async () => {
      const admin = await t.loginAsAdmin();
      const parent = await t.newParent();
      const body = { students: 1, duration: 1, status: 'active' };
      assert.equal((await t.post('/api/debug/subscription', body)).status, 401);
      assert.equal((await t.post('/api/debug/subscription', body, { token: admin })).status, 403);
      assert.equal(
        (await whenExpired(t, () => t.post('/api/debug/subscription', body, { token: parent.token }))).status,
        401,
      );
      assert.equal((await t.delete('/api/debug/subscription')).status, 401);
      assert.equal((await t.delete('/api/debug/subscription', { token: admin })).status, 403);
      assert.equal(
        (await whenExpired(t, () => t.delete('/api/debug/subscription', { token: parent.token }))).status,
        401,
      );
      assert.equal(await subscriptionOf(parent.user.id), undefined);
    });
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers the sandbox messages to an administrator, newest first', async () => {
    const parent = await t.newParent();
    await insertOutboxMessage(t.db, {
      channel: 'sms',
      recipient: '+254700000111',
      body: 'Your code is 111111',
      userId: parent.user.id,
    });
    await insertOutboxMessage(t.db, {
      channel: 'email',
      recipient: 'someone@soma.test',
      subject: 'Hello',
      body: 'Second message',
    });

    const answer = await t.get('/api/dev/outbox', { token: await t.loginAsAdmin() });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.messages.length, 2);
    assert.equal(answer.body.messages[0].to, 'someone@soma.test');
    assert.equal(answer.body.messages[0].body, 'Second message');
    assert.equal(answer.body.messages[1].to, '+254700000111');
    assert.ok(!Number.isNaN(Date.parse(answer.body.messages[1].created_at)));
  });

  it('refuses the wrong callers', async () => {
    const parent = await t.newParent();
    assert.equal((await t.get('/api/dev/outbox')).status, 401);
    assert.equal((await t.get('/api/dev/outbox', { token: parent.token })).status, 403);
    const admin = await t.loginAsAdmin();
    assert.equal((await whenExpired(t, () => t.get('/api/dev/outbox', { token: admin }))).status, 401);
  });

  it('does not exist when the sandbox providers are off', async () => {
    const real = await createTestApp({ config: { sandbox: false } });
    try {
      const answer = await real.get('/api/dev/outbox', { token: await real.loginAsAdmin() });
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, { message: 'Not Found' });
    } finally {
      await real.close();
    }
  });
});
