import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { entriesOf } from '../../../../server/repositories/ledger';
import { verifyPassword } from '../../../../server/security/passwords';
import { createStudent } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';
import { addCard, balanceOf, bundleId, card, mpesa, orderStatus, ordersOf, waitFor } from '../shop/helpers';

/*
 * DELETE /me: the account holder deletes the account with their password. The person, the
 * students and the plan are gone, and every session of it ends at once; a wrong password changes
 * nothing and counts as a guess. The books stay, detached from the person, until their purge
 * (docs/money.md, Deleting an account): orders and ledger entries, summing to the balance the
 * account was left with, without the number or card they were paid with; nothing finds the account
 * again (login, recovery, the administrator's search, the trial switch, renewals), and its email
 * and phone number are free for a new sign-up.
 */

describe('DELETE /api/me', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const remove = (token: string, password: string, form = true) =>
    t.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      payload: form ? new URLSearchParams({ password }).toString() : JSON.stringify({ password }),
    });

  it('refuses a wrong password, naming the field, and keeps the account', async () => {
    const parent = await t.newParent();
    const answer = await remove(parent.token, 'not-my-password');
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { password: ['The password is incorrect.'] });
    assert.equal((await t.get('/api/me', { token: parent.token })).status, 200);
    assert.deepEqual((await remove(parent.token, '', false)).body.errors, {
      password: ['The password field is required.'],
    });
  });

  it('deletes the account, its students and plan, and ends every session at once', async () => {
    const parent = await t.newParent({ plan: { students: 3 } });
    await createStudent(t.db, parent.user.id);
    const otherDevice = await t.login(parent.email!, parent.password);
    const answer = await remove(parent.token, parent.password);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { success: true });
    for (const token of [parent.token, otherDevice]) assert.equal((await t.get('/api/me', { token })).status, 401);
    assert.equal((await t.post('/api/login', { login: parent.email, password: parent.password })).status, 422);
    // The row stays, marked deleted, as the reference its books keep (docs/money.md, Deleting an account).
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', parent.user.id).executeTakeFirstOrThrow();
    assert.ok(row.deleted_at, 'marked deleted');
    assert.deepEqual(
      await t.db.selectFrom('students').select('id').where('parent_id', '=', parent.user.id).execute(),
      [],
    );
    assert.deepEqual(
      await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', parent.user.id).execute(),
      [],
    );
    // Deleted once: the old password no longer opens it, and a second deletion finds no account.
    assert.equal((await remove(parent.token, parent.password)).status, 401);
  });

  it('also answers a POST carrying _method=DELETE, as the SDK may send it', async () => {
    const parent = await t.newParent();
    const answer = await t.post('/api/me', { _method: 'DELETE', password: parent.password }, { token: parent.token });
    assert.equal(answer.status, 200);
    assert.equal((await t.get('/api/me', { token: parent.token })).status, 401);
  });

  it('is not for administrators', async () => {
    const admin = await t.loginAsAdmin();
    assert.equal((await remove(admin, 'admin-password')).status, 403);
  });

  it('throttles password guesses like a password change', async () => {
    const parent = await t.newParent();
    for (let i = 0; i < 5; i += 1) assert.equal((await remove(parent.token, `guess-${i}`)).status, 422);
    assert.equal((await remove(parent.token, parent.password)).status, 429);
    assert.equal((await t.get('/api/me', { token: parent.token })).status, 200);
  });

  describe('keeps the books, detached from the person', () => {
    /** Every row of the account's own that names the person or lets it in, by table. */
    const personal = async (userId: number) => ({
      students: await t.db.selectFrom('students').select('id').where('parent_id', '=', userId).execute(),
      subscriptions: await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute(),
      tokens: await t.db.selectFrom('tokens').select('id').where('user_id', '=', userId).execute(),
      recovery_codes: await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', userId).execute(),
      revoked_sessions: await t.db.selectFrom('revoked_sessions').select('jti').where('user_id', '=', userId).execute(),
      payment_methods: await t.db.selectFrom('payment_methods').select('id').where('user_id', '=', userId).execute(),
      card_customers: await t.db
        .selectFrom('card_customers')
        .select('customer_id')
        .where('user_id', '=', userId)
        .execute(),
      outbox: await t.db.selectFrom('outbox').select('id').where('user_id', '=', userId).execute(),
    });
    const nothing = {
      students: [],
      subscriptions: [],
      tokens: [],
      recovery_codes: [],
      revoked_sessions: [],
      payment_methods: [],
      card_customers: [],
      outbox: [],
    };

    it('keeps the orders and ledger entries, summing to the credit left, and removes the person', async () => {
      const region = await t.db.selectFrom('regions').select('id').executeTakeFirstOrThrow();
      const parent = await t.newParent({
        first_name: 'Wanjiru',
        last_name: 'Kamau',
        region_id: region.id,
        tutor_id: 'tutor-4711',
      });
      const id = parent.user.id;
      const token = parent.token;
      assert.equal((await t.patch('/api/me', { locale: 'sw' }, { token })).status, 200);
      // A three-student plan paid by M-Pesa, then the same day a change to one student: the
      // change credits more than it costs, and the rest stays on the account as credit.
      const bought = await t.post(
        '/api/shop/pay',
        { bundle: await bundleId(t, 3), payment: mpesa('0712 345 678') },
        { token },
      );
      assert.equal(bought.status, 200, JSON.stringify(bought.body));
      await waitFor(async () => (await orderStatus(t, bought.body.order_id)) === 'active');
      const cardId = await addCard(t, token);
      const changed = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 1), payment: card(cardId) },
        { token },
      );
      assert.equal(changed.body.status, 'active', JSON.stringify(changed.body));
      const balance = await balanceOf(t, id);
      assert.ok(balance < 0, `the change left credit, not ${balance}`);
      assert.equal((await t.get('/api/me', { token })).body.balance, balance);

      // Everything else an account gathers: a student, a sign-in token, a recovery code and its
      // message, a logout's ended session, the card provider's customer.
      await createStudent(t.db, id);
      await t.app.services.accounts.issueLoginToken(id);
      const recovery = await t.post(
        '/api/request_password_recovery',
        { login: parent.email, first_name: 'Wanjiru', last_name: 'Kamau' },
        { form: true },
      );
      assert.equal(recovery.status, 200);
      const loggedOut = await t.login(parent.email!, parent.password);
      assert.equal((await t.post('/api/logout', {}, { token: loggedOut })).status, 200);
      await t.db
        .insertInto('card_customers')
        .values({ user_id: id, provider: 'stripe', customer_id: `cus_deleted_${id}` })
        .execute();
      const before = await personal(id);
      for (const [table, rows] of Object.entries(before)) {
        if (table !== 'revoked_sessions' || rows.length) assert.ok(rows.length > 0, `${table} has a row to remove`);
      }
      const orders = await ordersOf(t, id);
      // The downgrade charged nothing, so it kept no card; the purchase kept the number that paid.
      assert.deepEqual(
        orders.map((order) => order.payment_source),
        ['254712345678', null],
      );
      const entries = await entriesOf(t.db, id);

      assert.equal((await remove(token, parent.password)).status, 200);

      const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.ok(row.deleted_at);
      assert.deepEqual(
        {
          email: row.email,
          phone_number: row.phone_number,
          first_name: row.first_name,
          last_name: row.last_name,
          tutor_id: row.tutor_id,
          region_id: row.region_id,
          locale: row.locale,
        },
        {
          email: null,
          phone_number: null,
          first_name: '',
          last_name: '',
          tutor_id: null,
          region_id: null,
          locale: null,
        },
      );
      assert.equal(await verifyPassword(parent.password, row.password_hash), false);
      assert.deepEqual(await personal(id), nothing);

      // The books: the same orders, without the number or card they were paid with (the receipt's
      // masked number stays), and the same entries, which still sum to the credit the account held.
      const kept = await ordersOf(t, id);
      assert.deepEqual(
        kept.map(({ id, kind, status, amount, payment_info }) => ({ id, kind, status, amount, payment_info })),
        orders.map(({ id, kind, status, amount, payment_info }) => ({ id, kind, status, amount, payment_info })),
      );
      assert.deepEqual(
        kept.map((order) => order.payment_source),
        [null, null],
      );
      assert.deepEqual((kept[0]!.payment_info as { phone: string }).phone, '0712 *** 678');
      assert.deepEqual(await entriesOf(t.db, id), entries);
      assert.equal(await balanceOf(t, id), balance);
    });

    it('no order can be written for it any more', async () => {
      const parent = await t.newParent();
      assert.equal((await remove(parent.token, parent.password)).status, 200);
      await assert.rejects(
        t.db
          .insertInto('orders')
          .values({
            user_id: parent.user.id,
            product_id: await bundleId(t, 1),
            kind: 'purchase',
            status: 'pending_payment',
            price: 50_000,
            amount: 50_000,
            payment_method: 'mpesa',
            payment_info: '{}',
            provider: 'sandbox',
            provider_reference: null,
            idempotency_key: null,
            failure_message: null,
          })
          .execute(),
        /is deleted/,
      );
    });

    it('no declined renewal of it is tried again, and no plan of it renews', async () => {
      const parent = await t.newParent({ plan: { students: 2 } });
      const id = parent.user.id;
      // Its plan is due, and an earlier renewal waits for a retry.
      await t.db
        .updateTable('subscriptions')
        .set({ next_billing_date: new Date(t.clock.now().getTime() - 60_000) })
        .where('user_id', '=', id)
        .execute();
      await t.db
        .updateTable('orders')
        .set({ status: 'failed_declined', retry_at: new Date(t.clock.now().getTime() - 60_000) })
        .where('user_id', '=', id)
        .execute();
      const before = await ordersOf(t, id);
      assert.equal((await remove(parent.token, parent.password)).status, 200);
      await t.app.services.renewals.sweep();
      const after = await ordersOf(t, id);
      assert.equal(after.length, before.length, 'no renewal order');
      assert.deepEqual(
        after.map((order) => [order.status, order.retry_at, order.retries]),
        before.map((order) => [order.status, null, order.retries]),
      );
    });

    it('a recovery begun before the deletion cannot reset its password, and a new one sends nothing', async () => {
      const parent = await t.newParent({ first_name: 'Njeri', last_name: 'Kariuki' });
      const names = { first_name: 'Njeri', last_name: 'Kariuki' };
      const step1 = await t.post('/api/request_password_recovery', { login: parent.email, ...names }, { form: true });
      const sent = await t.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', parent.email!)
        .executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(sent.body)![1]!;
      const step2 = await t.post(
        '/api/verify_password_recovery',
        { verification: step1.body.verification, unique_code: code },
        { form: true },
      );
      assert.equal(step2.status, 200);

      assert.equal((await remove(parent.token, parent.password)).status, 200);
      const reset = await t.post(
        '/api/recover_password',
        { verification: step2.body.verification, password: 'a-new-password', password_confirmation: 'a-new-password' },
        { form: true },
      );
      assert.equal(reset.status, 422);
      assert.equal(reset.body.message, 'This password reset has expired. Please start again.');
      const again = await t.post('/api/request_password_recovery', { login: parent.email, ...names }, { form: true });
      assert.equal(again.status, 200, 'the answer looks the same');
      assert.deepEqual(
        await t.db.selectFrom('outbox').select('id').where('recipient', '=', parent.email!).execute(),
        [],
        'no code sent, and the earlier message is gone with the person',
      );
    });

    it("is not found by the administrator's search, nor can its sessions be ended there", async () => {
      const admin = await t.loginAsAdmin();
      const tag = `gone.${process.pid}${Date.now().toString(36)}`;
      const parent = await t.newParent({ email: `${tag}@example.org`, phone_number: '+254733444555' });
      const search = (text: string) => t.get('/api/parents', { token: admin, query: { search: text } });
      const mine = (answer: { body: Array<{ parent_id: number }> }) =>
        answer.body.filter((found) => found.parent_id === parent.user.id);
      assert.equal(mine(await search(tag)).length, 1);
      assert.equal(mine(await search('0733 444 555')).length, 1);
      assert.equal((await remove(parent.token, parent.password)).status, 200);
      assert.deepEqual(mine(await search(tag)), []);
      assert.deepEqual(mine(await search('0733 444 555')), []);
      assert.deepEqual(mine(await search('example.org')), []);
      assert.equal((await t.post(`/api/parents/${parent.user.id}/logout`, {}, { token: admin })).status, 404);
    });

    it('the switch into trial style starts no trial for it, and its email and phone number sign up anew', async () => {
      const admin = await t.loginAsAdmin();
      const gone = await t.newParent({ phone_number: '+254744555666' });
      const planless = await t.newParent();
      assert.equal((await remove(gone.token, gone.password)).status, 200);
      try {
        assert.equal((await t.post('/api/settings', { style: 'trial' }, { token: admin })).status, 200);
        const plans = async (userId: number) =>
          t.db.selectFrom('subscriptions').select('trial').where('user_id', '=', userId).execute();
        assert.deepEqual(await plans(planless.user.id), [{ trial: true }], 'a planless account starts the trial');
        assert.deepEqual(await plans(gone.user.id), [], 'the deleted one does not');

        const answer = await t.post('/api/signup', {
          first_name: 'Test',
          last_name: 'Parent',
          email: gone.email,
          phone_number: '0744 555 666',
          password: 'a-new-long-password',
          password_confirmation: 'a-new-long-password',
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        const me = await t.get('/api/me', { token: answer.body.access_token });
        assert.notEqual(me.body.parent_id, gone.user.id, 'a new account');
        assert.equal(me.body.email, gone.email);
        assert.equal(me.body.phone_number, '+254744555666');
        assert.equal(me.body.balance, 0, 'none of the old books');
        await t.login(gone.email!, 'a-new-long-password');
        assert.equal((await t.post('/api/login', { login: gone.email, password: gone.password })).status, 422);
      } finally {
        await t.post('/api/settings', { style: 'subscription' }, { token: admin });
      }
    });
  });
});
