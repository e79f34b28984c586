import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStudent } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';

/*
 * An administrator finds an account holder by part of the email or phone number (however the
 * number is written) and ends every session of one: its tokens, sign-in tokens and learning links
 * stop at once. Parents cannot do either; administrators are never found or ended this way.
 */

describe('administrators: finding a parent and ending their sessions', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  const search = (text: string, token = admin) => t.get('/api/parents', { token, query: { search: text } });

  it('finds parents by part of the email, case aside, and by the phone number as people write it', async () => {
    const tag = `${process.pid}${Date.now().toString(36)}`;
    const parent = await t.newParent({
      email: `wanjiku.${tag}@example.org`,
      phone_number: '+254711222333',
      first_name: 'Wanjiku',
      last_name: 'Kamau',
    });
    const row = {
      parent_id: parent.user.id,
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      email: parent.email,
      phone_number: '+254711222333',
    };
    assert.deepEqual((await search(`WANJIKU.${tag}@Example`)).body, [row]);
    for (const phone of ['0711 222 333', '+254711222333', '711222', '(0711) 222-333']) {
      const answer = await search(phone);
      assert.equal(answer.status, 200, phone);
      assert.deepEqual(
        answer.body.filter((found: { parent_id: number }) => found.parent_id === parent.user.id),
        [row],
        phone,
      );
    }
    assert.deepEqual((await search('nobody-matches-this')).body, []);
  });

  it('takes % and _ as plain characters, needs three characters, and never lists administrators', async () => {
    await t.newParent();
    assert.deepEqual((await search('%%%')).body, []);
    assert.deepEqual((await search('___')).body, []);
    const short = await search('ab');
    assert.equal(short.status, 422);
    assert.deepEqual(short.body.errors, { search: ['The search field must be at least 3 characters.'] });
    const admins = (await search('admin@soma')).body as Array<{ email: string }>;
    assert.deepEqual(
      admins.filter((found) => found.email === 'admin@soma.test'),
      [],
    );
  });

  it('answers at most 20', async () => {
    for (let i = 0; i < 22; i += 1) await t.newParent({ email: `crowd-${process.pid}-${i}@many.test` });
    assert.equal((await search(`crowd-${process.pid}-`)).body.length, 20);
  });

  it('ends every session of a parent at once: tokens, sign-in tokens and learning links', async () => {
    const parent = await t.newParent({ plan: { students: 2 } });
    const other = await t.login(parent.email!, parent.password);
    const { student } = await createStudent(t.db, parent.user.id);
    const link = (await t.get(`/api/students/${student.id}/login_url`, { token: parent.token })).body
      .login_url as string;
    const handover = (await t.post('/api/handover', {}, { token: parent.token })).body.login_token as string;

    const answer = await t.post(`/api/parents/${parent.user.id}/logout`, {}, { token: admin });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { success: true });
    for (const token of [parent.token, other]) assert.equal((await t.get('/api/me', { token })).status, 401);
    assert.equal((await t.post('/api/login', { login_token: handover })).status, 422);
    assert.equal(
      (await t.post('/api/learn/open', { token: new URLSearchParams(new URL(link).hash.slice(1)).get('token') }))
        .status,
      422,
    );
    // The parent signs in again as usual.
    assert.equal((await t.post('/api/login', { login: parent.email, password: parent.password })).status, 200);
  });

  it('is 404 for an unknown id or an administrator, and refused to parents', async () => {
    const adminRow = await t.db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirstOrThrow();
    assert.equal((await t.post(`/api/parents/${adminRow.id}/logout`, {}, { token: admin })).status, 404);
    assert.equal((await t.post('/api/parents/2147483647/logout', {}, { token: admin })).status, 404);
    assert.equal(
      (await t.get('/api/me', { token: admin })).status,
      403,
      'the administrator is still signed in (and no parent)',
    );
    const parent = await t.newParent();
    const victim = await t.newParent();
    assert.equal((await search('soma.test', parent.token)).status, 403);
    assert.equal((await t.post(`/api/parents/${victim.user.id}/logout`, {}, { token: parent.token })).status, 403);
    assert.equal((await t.get('/api/me', { token: victim.token })).status, 200);
  });
});
