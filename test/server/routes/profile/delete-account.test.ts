import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStudent } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';

/*
 * DELETE /me: the account holder deletes the account with their password. The account, its
 * students and plan are gone, and every session of it ends at once; a wrong password changes
 * nothing and counts as a guess.
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
    assert.equal(
      await t.db.selectFrom('users').select('id').where('id', '=', parent.user.id).executeTakeFirst(),
      undefined,
    );
    assert.deepEqual(
      await t.db.selectFrom('students').select('id').where('parent_id', '=', parent.user.id).execute(),
      [],
    );
    assert.deepEqual(
      await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', parent.user.id).execute(),
      [],
    );
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
});
