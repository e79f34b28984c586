import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStudent, studentLogin, linkToken } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';

const BAD = 'These credentials do not match our records.';

describe('POST /api/student_login', () => {
  let t: TestApp;
  let parentId: number;
  before(async () => {
    t = await createTestApp();
    parentId = (await t.newParent({ plan: { students: 5 } })).user.id;
    // Room for every student this file adds: over its allowance an account's students are refused.
    await t.db.updateTable('subscriptions').set({ students: 100 }).where('user_id', '=', parentId).execute();
  });
  after(() => t.close());

  const student = async (password: string | null = 'student-pass', owner = parentId) => {
    const login = studentLogin();
    const { student: row } = await createStudent(t.db, owner, { login, password, first_name: 'Baraka' });
    return { login, password, row };
  };

  it("answers a single-use link to the portal's /learn page", async () => {
    const { login, password, row } = await student();
    const answer = await t.post('/api/student_login', { login, password }, { form: true });
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body), ['login_url']);
    const url = new URL(answer.body.login_url);
    assert.equal(`${url.origin}${url.pathname}`, 'http://portal.test/learn');

    const opened = await t.post('/api/learn/open', { token: linkToken(answer.body.login_url) });
    assert.equal(opened.status, 200);
    assert.equal(opened.body.student.student_id, row.id);
    assert.equal(opened.body.student.first_name, 'Baraka');

    const again = await t.post('/api/learn/open', { token: linkToken(answer.body.login_url) });
    assert.equal(again.status, 422);
    assert.deepEqual(again.body.errors, { token: ['This login link is invalid or has expired.'] });
  });

  it('starts a learning session that brings the page back after a reload, until it ends', async () => {
    const { login, password, row } = await student();
    const answer = await t.post('/api/student_login', { login, password }, { form: true });
    const opened = await t.post('/api/learn/open', { token: linkToken(answer.body.login_url) });
    const { session, expires_at } = opened.body;
    assert.equal(Date.parse(expires_at) - Date.now() > (t.config.sessionTtlSeconds - 60) * 1000, true);

    const resumed = await t.post('/api/learn/session', { session });
    assert.equal(resumed.status, 200);
    assert.deepEqual(resumed.body.student, opened.body.student);
    assert.equal((await t.post('/api/learn/session', { session })).status, 200, 'as often as the page reloads');

    const ended = {
      message: 'This learning session has ended. Ask for a new link.',
      errors: { session: ['This learning session has ended. Ask for a new link.'] },
    };
    // Not a link: a session is no way in through POST /learn/open, nor a link a session.
    assert.equal((await t.post('/api/learn/open', { token: session })).status, 422);
    assert.deepEqual((await t.post('/api/learn/session', { session: linkToken(answer.body.login_url) })).body, ended);
    try {
      t.clock.advance(t.config.sessionTtlSeconds + 1);
      assert.deepEqual((await t.post('/api/learn/session', { session })).body, ended);
    } finally {
      t.clock.reset();
    }
    await t.db.deleteFrom('students').where('id', '=', row.id).execute();
    assert.deepEqual((await t.post('/api/learn/session', { session })).body, ended);
  });

  it('makes links that die after 5 minutes', async () => {
    const { login, password } = await student();
    const answer = await t.post('/api/student_login', { login, password }, { form: true });
    t.clock.advance(5 * 60 + 1);
    try {
      assert.equal((await t.post('/api/learn/open', { token: linkToken(answer.body.login_url) })).status, 422);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a forged or altered link', async () => {
    const { login, password } = await student();
    const token = linkToken((await t.post('/api/student_login', { login, password }, { form: true })).body.login_url);
    const [head, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: '1', aud: 'soma:learn', jti: 'x', exp: 9999999999 })).toString(
      'base64url',
    );
    assert.equal((await t.post('/api/learn/open', { token: `${head}.${claims}.${signature}` })).status, 422);
    assert.equal((await t.post('/api/learn/open', { token: 'nonsense' })).status, 422);
  });

  it('lets a student without a password in with the login alone', async () => {
    const { login } = await student(null);
    const answer = await t.post('/api/student_login', { login }, { form: true });
    assert.equal(answer.status, 200);
  });

  it('answers one generic 422 for a wrong password, a missing password and an unknown login', async () => {
    const { login } = await student();
    for (const body of [{ login, password: 'wrong-pass' }, { login }, { login: 'no-such-student', password: 'x' }]) {
      const answer = await t.post('/api/student_login', body, { form: true });
      assert.equal(answer.status, 422, JSON.stringify(body));
      assert.deepEqual(answer.body, { message: BAD, errors: { login: [BAD] } });
    }
  });

  it("refuses a parent's credentials", async () => {
    const parent = await t.newParent();
    const answer = await t.post(
      '/api/student_login',
      { login: parent.email, password: parent.password },
      { form: true },
    );
    assert.equal(answer.status, 422);
  });

  it('requires the login', async () => {
    const answer = await t.post('/api/student_login', { login: ' ', password: 'x' }, { form: true });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { login: ['The login field is required.'] });
  });

  it('refuses students of an account whose plan is not active', async () => {
    for (const status of ['expired', 'pending_payment', 'failed_declined'] as const) {
      const owner = await t.newParent({ plan: { status } });
      const { login, password } = await student('student-pass', owner.user.id);
      const answer = await t.post('/api/student_login', { login, password }, { form: true });
      assert.equal(answer.status, 422, status);
      assert.deepEqual(answer.body.errors, { login: ['This account has no active plan.'] });
    }
    const noPlan = await t.newParent();
    const { login, password } = await student('student-pass', noPlan.user.id);
    assert.equal((await t.post('/api/student_login', { login, password }, { form: true })).status, 422);
  });

  it('lets students of an account without a plan in, in trial style', async () => {
    await t.setSettings({ style: 'trial' });
    try {
      const noPlan = await t.newParent();
      const { login, password } = await student('student-pass', noPlan.user.id);
      assert.equal((await t.post('/api/student_login', { login, password }, { form: true })).status, 200);
    } finally {
      await t.setSettings({ style: 'subscription' });
    }
  });

  it('answers 403 when student login is off', async () => {
    const { login, password } = await student();
    await t.setSettings({ student_login_enabled: false });
    try {
      const answer = await t.post('/api/student_login', { login, password }, { form: true });
      assert.equal(answer.status, 403);
      assert.deepEqual(answer.body, { message: 'Student login is not enabled.' });
    } finally {
      await t.setSettings({ student_login_enabled: true });
    }
  });

  it('keeps only a hash of the link id', async () => {
    const { login, password, row } = await student();
    const token = linkToken((await t.post('/api/student_login', { login, password }, { form: true })).body.login_url);
    const rows = await t.db.selectFrom('tokens').selectAll().where('student_id', '=', row.id).execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.kind, 'student_link');
    assert.ok(!token.includes(rows[0]!.token_hash));
  });
});
