import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../harness';

const BAD = 'These credentials do not match our records.';

describe('POST /api/handover', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it("answers a login token that signs the caller in once, on the portal's own login", async () => {
    const parent = await t.newParent();
    const answer = await t.post('/api/handover', {}, { form: true, token: parent.token });
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body), ['login_token']);
    assert.notEqual(answer.body.login_token, parent.token);

    const first = await t.post('/api/login', { login_token: answer.body.login_token }, { form: true });
    assert.equal(first.status, 200);
    const claims = decodeJwt(first.body.access_token);
    assert.equal(claims.sub, String(parent.user.id));
    assert.equal(claims.adm, 0);

    const second = await t.post('/api/login', { login_token: answer.body.login_token }, { form: true });
    assert.equal(second.status, 422);
    assert.deepEqual(second.body, { message: BAD, errors: { login_token: [BAD] } });
  });

  it('hands an administrator over as an administrator', async () => {
    const token = await t.loginAsAdmin();
    const answer = await t.post('/api/handover', {}, { form: true, token });
    assert.equal(answer.status, 200);
    const signedIn = await t.post('/api/login', { login_token: answer.body.login_token }, { form: true });
    assert.equal(decodeJwt(signedIn.body.access_token).adm, 1);
  });

  it('gives a new token each time', async () => {
    const parent = await t.newParent();
    const a = await t.post('/api/handover', {}, { form: true, token: parent.token });
    const b = await t.post('/api/handover', {}, { form: true, token: parent.token });
    assert.notEqual(a.body.login_token, b.body.login_token);
  });

  it('lets the token lapse after ten minutes', async () => {
    const parent = await t.newParent();
    const answer = await t.post('/api/handover', {}, { form: true, token: parent.token });
    t.clock.advance(10 * 60 + 1);
    try {
      const late = await t.post('/api/login', { login_token: answer.body.login_token }, { form: true });
      assert.equal(late.status, 422);
    } finally {
      t.clock.reset();
    }
  });

  it('needs a valid session: no token, a forged one or an expired one answer 401', async () => {
    const parent = await t.newParent();
    assert.equal((await t.post('/api/handover', {}, { form: true })).status, 401);
    assert.equal((await t.post('/api/handover', {}, { form: true, token: 'not.a.token' })).status, 401);
    t.clock.advance(t.config.sessionTtlSeconds + 1);
    try {
      assert.equal((await t.post('/api/handover', {}, { form: true, token: parent.token })).status, 401);
    } finally {
      t.clock.reset();
    }
  });

  it('takes no fields', async () => {
    const parent = await t.newParent();
    const answer = await t.post('/api/handover', { user_id: 1 }, { form: true, token: parent.token });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { user_id: ['The user id field is prohibited.'] });
  });

  it('keeps only a hash of the token', async () => {
    const parent = await t.newParent();
    const answer = await t.post('/api/handover', {}, { form: true, token: parent.token });
    const rows = await t.db.selectFrom('tokens').select('token_hash').where('user_id', '=', parent.user.id).execute();
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.token_hash !== answer.body.login_token));
  });
});
