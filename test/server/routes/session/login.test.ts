import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { createStudent, studentLogin } from '../../fixtures';
import { ADMIN, createTestApp, type TestApp } from '../../harness';

const BAD = 'These credentials do not match our records.';

describe('POST /api/login', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('signs a parent in by email and answers a session token', async () => {
    const parent = await t.newParent();
    const answer = await t.post('/api/login', { login: parent.email, password: parent.password }, { form: true });
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body), ['access_token']);
    const claims = decodeJwt(answer.body.access_token);
    assert.equal(claims.sub, String(parent.user.id));
    assert.equal(claims.adm, 0);
    assert.equal(claims.pid, parent.user.id);
    assert.equal(claims.exp! - claims.iat!, t.config.sessionTtlSeconds);
  });

  it('signs an administrator in with adm = 1', async () => {
    const answer = await t.post('/api/login', ADMIN, { form: true });
    assert.equal(answer.status, 200);
    assert.equal(decodeJwt(answer.body.access_token).adm, 1);
  });

  it('takes the email in any case and with spaces around it, as JSON too', async () => {
    const parent = await t.newParent();
    const answer = await t.post('/api/login', {
      login: `  ${parent.email!.toUpperCase()} `,
      password: parent.password,
    });
    assert.equal(answer.status, 200);
  });

  it('signs a parent in by phone number, however it is written', async () => {
    const parent = await t.newParent({ phone_number: '+254712345678' });
    for (const login of ['+254712345678', '0712345678', '0712 345 678', '254712345678', '+254 712-345-678']) {
      const answer = await t.post('/api/login', { login, password: parent.password }, { form: true });
      assert.equal(answer.status, 200, login);
    }
  });

  it('answers one generic 422 for a wrong password, an unknown email and an unknown phone', async () => {
    const parent = await t.newParent();
    for (const body of [
      { login: parent.email, password: 'wrong-password' },
      { login: 'nobody@soma.test', password: parent.password },
      { login: '0799999999', password: parent.password },
      { login: 'not-a-phone', password: parent.password },
    ]) {
      const answer = await t.post('/api/login', body, { form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body, { message: BAD, errors: { login: [BAD] } });
    }
  });

  it("refuses a student's credentials", async () => {
    const parent = await t.newParent({ plan: {} });
    const login = studentLogin();
    await createStudent(t.db, parent.user.id, { login, password: 'student-pass' });
    const answer = await t.post('/api/login', { login, password: 'student-pass' }, { form: true });
    assert.equal(answer.status, 422);
  });

  it('requires login and password', async () => {
    const missing = await t.post('/api/login', { login: '', password: '' }, { form: true });
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, {
      login: ['The login field is required.'],
      password: ['The password field is required.'],
    });
    const noPassword = await t.post('/api/login', { login: 'someone@soma.test' }, { form: true });
    assert.deepEqual(noPassword.body, {
      message: 'The password field is required.',
      errors: { password: ['The password field is required.'] },
    });
  });

  it('refuses fields it does not know', async () => {
    const answer = await t.post('/api/login', { login: 'a@soma.test', password: 'x', remember: 1 }, { form: true });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { remember: ['The remember field is prohibited.'] });
  });

  it('is open to callers who already hold a token', async () => {
    const parent = await t.newParent();
    const answer = await t.post(
      '/api/login',
      { login: parent.email, password: parent.password },
      { form: true, token: parent.token },
    );
    assert.equal(answer.status, 200);
  });
});

describe('POST /api/login with a login token', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('signs in once with a single-use token', async () => {
    const parent = await t.newParent();
    const loginToken = await t.app.services.accounts.issueLoginToken(parent.user.id);
    const first = await t.post('/api/login', { login_token: loginToken }, { form: true });
    assert.equal(first.status, 200);
    assert.equal(decodeJwt(first.body.access_token).sub, String(parent.user.id));
    const second = await t.post('/api/login', { login_token: loginToken }, { form: true });
    assert.equal(second.status, 422);
    assert.deepEqual(second.body, { message: BAD, errors: { login_token: [BAD] } });
  });

  it('refuses an expired token and an unknown one', async () => {
    const parent = await t.newParent();
    const loginToken = await t.app.services.accounts.issueLoginToken(parent.user.id);
    t.clock.advance(10 * 60 + 1);
    try {
      assert.equal((await t.post('/api/login', { login_token: loginToken }, { form: true })).status, 422);
    } finally {
      t.clock.reset();
    }
    assert.equal((await t.post('/api/login', { login_token: 'made-up-token' }, { form: true })).status, 422);
  });

  it('keeps only a hash of the token', async () => {
    const parent = await t.newParent();
    const loginToken = await t.app.services.accounts.issueLoginToken(parent.user.id);
    const rows = await t.db.selectFrom('tokens').select('token_hash').where('user_id', '=', parent.user.id).execute();
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.token_hash !== loginToken));
  });

  it('requires the token and refuses it mixed with a password login', async () => {
    const empty = await t.post('/api/login', { login_token: '' }, { form: true });
    assert.deepEqual(empty.body.errors, { login_token: ['The login token field is required.'] });
    const mixed = await t.post('/api/login', { login_token: 'x', login: 'a@soma.test' }, { form: true });
    assert.equal(mixed.status, 422);
    assert.deepEqual(mixed.body.errors, { login: ['The login field is prohibited.'] });
  });
});
