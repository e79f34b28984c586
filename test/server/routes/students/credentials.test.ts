import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStudent, studentLogin, linkToken } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';
import { assertRefused, wrongCallers, type WrongCallers } from '../profile/callers';

describe("students: a student's login and password, set and reset by the parent", () => {
  let t: TestApp;
  let callers: WrongCallers;
  before(async () => {
    t = await createTestApp();
    callers = await wrongCallers(t);
  });
  after(() => t.close());

  const studentSignIn = (login: string, password: string) =>
    t.post('/api/student_login', { login, password }, { form: true });

  describe('POST /api/students/{student_id}/login', () => {
    it('gives a student without a login its login and password; the student can then sign in', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      const login = studentLogin('Kamau');
      const answer = await t.post(
        `/api/students/${student.id}/login`,
        { login, password: 'tiger7' },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.login, login.toLowerCase());
      assert.equal(answer.body.has_password, true);
      assert.equal((await studentSignIn(login, 'tiger7')).status, 200);
      assert.equal((await studentSignIn(login, 'wrong')).status, 422);
    });

    it('may set a login without a password', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      const login = studentLogin();
      const answer = await t.post(
        `/api/students/${student.id}/login`,
        { login, password: '' },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.body.has_password, false);
      assert.equal((await studentSignIn(login, '')).status, 200);
    });

    it('never changes a login once set', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const login = studentLogin();
      const { student } = await createStudent(t.db, parent.user.id, { login });
      const answer = await t.post(
        `/api/students/${student.id}/login`,
        { login: studentLogin() },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 422);
      const text = 'The login of a student cannot be changed once set.';
      assert.deepEqual(answer.body, { message: text, errors: { login: [text] } });
      const row = await t.db
        .selectFrom('students')
        .select('login')
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.login, login);
    });

    it('answers field errors: login missing, malformed or taken, password too short', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      const taken = studentLogin();
      await createStudent(t.db, parent.user.id, { login: taken });
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ login: ' ' }, { login: ['The login field is required.'] }],
        [
          { login: 'no spaces here' },
          { login: ['The login field must only contain letters, numbers, dots, dashes, underscores and @.'] },
        ],
        [{ login: taken }, { login: ['The login has already been taken.'] }],
        [
          { login: studentLogin(), password: 'abc' },
          { password: ['The password field must be at least 4 characters.'] },
        ],
      ];
      for (const [body, errors] of cases) {
        const answer = await t.post(`/api/students/${student.id}/login`, body, { token: parent.token, form: true });
        assert.equal(answer.status, 422, JSON.stringify(body));
        assert.deepEqual(answer.body.errors, errors, JSON.stringify(body));
      }
    });

    it("refuses another parent's student as missing, and callers who are not parents", async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const other = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, other.user.id);
      const request = {
        method: 'POST' as const,
        url: `/api/students/${student.id}/login`,
        body: { login: studentLogin(), password: 'tiger7' },
      };
      await assertRefused(t, callers, request, [
        [parent.token, 404],
        [callers.admin, 403],
      ]);
      const row = await t.db
        .selectFrom('students')
        .select('login')
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.login, null);
    });
  });

  describe('POST /api/students/{student_id}/password', () => {
    it('sets a new password: the old one stops working, the new one signs in', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const login = studentLogin();
      const { student } = await createStudent(t.db, parent.user.id, { login, password: 'old-pass' });
      const answer = await t.post(
        `/api/students/${student.id}/password`,
        { password: 'new-pass' },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.login, login);
      assert.equal(answer.body.has_password, true);
      assert.equal((await studentSignIn(login, 'old-pass')).status, 422);
      assert.equal((await studentSignIn(login, 'new-pass')).status, 200);
    });

    it("spends the student's login links not yet opened, and only theirs", async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id, { login: studentLogin(), password: 'old-pass' });
      const { student: sibling } = await createStudent(t.db, parent.user.id);
      const link = (id: number) => t.get(`/api/students/${id}/login_url`, { token: parent.token });
      const before = await link(student.id);
      const siblings = await link(sibling.id);
      const viaLogin = await studentSignIn(student.login!, 'old-pass');

      assert.equal(
        (
          await t.post(
            `/api/students/${student.id}/password`,
            { password: 'new-pass' },
            { token: parent.token, form: true },
          )
        ).status,
        200,
      );

      for (const url of [before.body.login_url, viaLogin.body.login_url]) {
        assert.equal((await t.post('/api/learn/open', { token: linkToken(url) })).status, 422);
      }
      assert.equal((await t.post('/api/learn/open', { token: linkToken(siblings.body.login_url) })).status, 200);
      const after = await link(student.id);
      assert.equal((await t.post('/api/learn/open', { token: linkToken(after.body.login_url) })).status, 200);
    });

    it('answers field errors: no password, too short; a student without a login has none to reset', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id, { login: studentLogin(), password: 'old-pass' });
      for (const [password, message] of [
        ['', 'The password field is required.'],
        ['abc', 'The password field must be at least 4 characters.'],
      ]) {
        const answer = await t.post(
          `/api/students/${student.id}/password`,
          { password },
          { token: parent.token, form: true },
        );
        assert.equal(answer.status, 422);
        assert.deepEqual(answer.body.errors, { password: [message] });
      }
      const { student: noLogin } = await createStudent(t.db, parent.user.id);
      const answer = await t.post(
        `/api/students/${noLogin.id}/password`,
        { password: 'new-pass' },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { password: ['This student has no login yet: set a login first.'] });
    });

    it("refuses another parent's student as missing and leaves its password and links alone", async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const other = await t.newParent({ plan: { students: 3 } });
      const login = studentLogin();
      const { student } = await createStudent(t.db, other.user.id, { login, password: 'theirs1' });
      const link = await t.get(`/api/students/${student.id}/login_url`, { token: other.token });
      await assertRefused(
        t,
        callers,
        { method: 'POST', url: `/api/students/${student.id}/password`, body: { password: 'hijacked' } },
        [
          [parent.token, 404],
          [callers.admin, 403],
        ],
      );
      assert.equal((await studentSignIn(login, 'theirs1')).status, 200);
      assert.equal((await t.post('/api/learn/open', { token: linkToken(link.body.login_url) })).status, 200);
    });
  });
});
