import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { createStudent, linkToken } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';

/*
 * Issue finding 4: sessions end on the server. A password change or reset, a logout and the
 * account's deletion end its tokens at once, on every instance (the check is in the database),
 * and the students' unopened learning links with them.
 */

describe('sessions that end on the server', () => {
  let t: TestApp;
  let other: FastifyInstance;
  before(async () => {
    t = await createTestApp();
    await t.setSettings({ student_login_enabled: true, style: 'trial' });
    // A second instance on the same database, as behind a load balancer.
    other = await buildApp({ config: t.config, db: t.db, now: t.clock.now });
    await other.ready();
  });
  after(async () => {
    await other.close();
    await t.close();
  });

  const me = (token: string) => t.get('/api/me', { token });
  const meOnOther = async (token: string) =>
    (await other.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;

  it('a password change ends every earlier token; the answer carries the new session', async () => {
    const parent = await t.newParent();
    const second = await t.login(parent.email!, parent.password);
    const answer = await t.patchViaPost(
      '/api/change_password',
      {
        current_password: parent.password,
        new_password: 'changed-password',
        new_password_confirmation: 'changed-password',
      },
      { token: parent.token, form: true },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal((await me(parent.token)).status, 401);
    assert.equal((await me(second)).status, 401);
    assert.equal(await meOnOther(second), 401);
    assert.equal((await me(answer.body.access_token)).status, 200);
    assert.equal(await meOnOther(answer.body.access_token), 200);
  });

  it('a reset by recovery code ends every earlier token', async () => {
    const parent = await t.newParent();
    const step1 = await t.post(
      '/api/request_password_recovery',
      { login: parent.email, first_name: 'Test', last_name: 'Parent' },
      { form: true },
    );
    const row = await t.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', parent.email!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = row.body.match(/\b(\d{6})\b/)![1];
    const step2 = await t.post(
      '/api/verify_password_recovery',
      { verification: step1.body.verification, unique_code: code },
      { form: true },
    );
    const step3 = await t.post(
      '/api/recover_password',
      { verification: step2.body.verification, password: 'reset-password', password_confirmation: 'reset-password' },
      { form: true },
    );
    assert.equal(step3.status, 200, JSON.stringify(step3.body));
    assert.equal((await me(parent.token)).status, 401);
    // The login token of the reset itself was issued after it, and still signs in.
    const login = await t.post('/api/login', { login_token: step3.body.login_token }, { form: true });
    assert.equal(login.status, 200);
  });

  it('POST /logout ends this token on every instance, and leaves the account’s other sessions', async () => {
    const parent = await t.newParent();
    const second = await t.login(parent.email!, parent.password);
    assert.equal((await t.post('/api/logout', {}, { token: parent.token })).status, 200);
    assert.equal((await me(parent.token)).status, 401);
    assert.equal(await meOnOther(parent.token), 401);
    assert.equal((await me(second)).status, 200);
  });

  it('POST /logout with everywhere ends every session of the account', async () => {
    const parent = await t.newParent();
    const second = await t.login(parent.email!, parent.password);
    assert.equal((await t.post('/api/logout', { everywhere: true }, { token: parent.token })).status, 200);
    assert.equal((await me(second)).status, 401);
    assert.equal(await meOnOther(second), 401);
    assert.equal((await me(await t.login(parent.email!, parent.password))).status, 200);
  });

  it('POST /logout needs a live token', async () => {
    assert.equal((await t.post('/api/logout', {})).status, 401);
  });

  it("a deleted account's token is a 401 everywhere, never a 500", async () => {
    const parent = await t.newParent({ plan: { students: 2 } });
    await t.db.deleteFrom('users').where('id', '=', parent.user.id).execute();
    const auth = { authorization: `Bearer ${parent.token}` };
    for (const [method, url, payload] of [
      ['GET', '/api/me/subscription'],
      ['GET', '/api/students'],
      ['POST', '/api/handover', {}],
      ['GET', '/api/shop/sandbox/payment_methods'],
      ['POST', '/api/broadcasting/auth', { socket_id: '1.2', channel_name: `private-user.${parent.user.id}` }],
    ] as const) {
      const answer = await t.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      assert.equal(answer.status, 401, `${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    // A public call treats the dead token as no token: saving a card at sign-up still works.
    const card = await t.inject({
      method: 'POST',
      url: '/api/shop/sandbox/payment_methods',
      headers: auth,
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'A' },
    });
    assert.equal(card.status, 200, JSON.stringify(card.body));
  });

  it("a new password spends the students' unopened learning links and the account's hand-over tokens", async () => {
    const parent = await t.newParent({ plan: { students: 2 } });
    const { student } = await createStudent(t.db, parent.user.id);
    const link = await t.get(`/api/students/${student.id}/login_url`, { token: parent.token });
    assert.equal(link.status, 200, JSON.stringify(link.body));
    const token = linkToken(link.body.login_url);
    assert.ok(token, link.body.login_url);
    const handover = await t.post('/api/handover', {}, { token: parent.token, form: true });
    assert.equal(handover.status, 200);

    await t.patchViaPost(
      '/api/change_password',
      {
        current_password: parent.password,
        new_password: 'another-password',
        new_password_confirmation: 'another-password',
      },
      { token: parent.token, form: true },
    );
    assert.equal((await t.post('/api/learn/open', { token })).status, 422);
    assert.equal((await t.post('/api/login', { login_token: handover.body.login_token }, { form: true })).status, 422);
  });
});
