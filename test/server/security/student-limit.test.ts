import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStudent, studentLogin, linkToken } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';

/*
 * The student limit is enforced, not only shown: while an account holds more students than its
 * plan allows, every one of its students is refused a login link, a student login and the opening
 * of a link given out before, with the welcome screen's words; removing students (or upgrading)
 * opens them again. Trial style has no limit.
 */

const over = (n: number) => `You have too many students. Please deactivate ${n} student(s) or upgrade your plan`;

describe('the student limit, enforced by the server', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.setSettings({ student_login_enabled: true });
  });
  after(() => t.close());

  async function family(allowed: number, count: number) {
    const parent = await t.newParent({ plan: { students: 3 } });
    const students = [];
    for (let i = 0; i < count; i += 1) {
      const login = studentLogin('limit');
      students.push({
        ...(await createStudent(t.db, parent.user.id, { login, password: 'student-pass' })).student,
        login,
      });
    }
    await t.db.updateTable('subscriptions').set({ students: allowed }).where('user_id', '=', parent.user.id).execute();
    return { parent, students };
  }
  const linkFor = (token: string, studentId: number) => t.get(`/api/students/${studentId}/login_url`, { token });
  const signIn = (login: string) => t.post('/api/student_login', { login, password: 'student-pass' });
  const open = (url: string) => t.post('/api/learn/open', { token: linkToken(url) });

  it('after a downgrade from 3 students to 1, none of the 3 gets a login link or signs in', async () => {
    const { parent, students } = await family(3, 3);
    for (const student of students) assert.equal((await linkFor(parent.token, student.id)).status, 200);
    await t.db.updateTable('subscriptions').set({ students: 1 }).where('user_id', '=', parent.user.id).execute();

    for (const student of students) {
      const link = await linkFor(parent.token, student.id);
      assert.equal(link.status, 403);
      assert.deepEqual(link.body, { message: over(2) });
      const login = await signIn(student.login);
      assert.equal(login.status, 403);
      assert.deepEqual(login.body, { message: over(2) });
    }
  });

  it('a link given out before the downgrade does not open, and opens once students are removed', async () => {
    const { parent, students } = await family(3, 3);
    const url = (await linkFor(parent.token, students[0]!.id)).body.login_url as string;
    await t.db.updateTable('subscriptions').set({ students: 1 }).where('user_id', '=', parent.user.id).execute();
    const refused = await open(url);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { message: over(2) });

    for (const student of students.slice(1))
      assert.equal((await t.delete(`/api/students/${student.id}`, { token: parent.token })).status, 200);
    // The refusal did not spend the link.
    const opened = await open(url);
    assert.equal(opened.status, 200);
    assert.equal(opened.body.student.student_id, students[0]!.id);
    assert.equal((await linkFor(parent.token, students[0]!.id)).status, 200);
    assert.equal((await signIn(students[0]!.login)).status, 200);
  });

  it('refusals over the limit are not counted as wrong guesses', async () => {
    const { students } = await family(1, 2);
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await signIn(students[0]!.login)).status);
    assert.deepEqual(statuses, Array(8).fill(403));
  });

  it('within the allowance, and in trial style, every student signs in', async () => {
    const { parent, students } = await family(2, 2);
    for (const student of students) assert.equal((await linkFor(parent.token, student.id)).status, 200);
    const crowded = await family(1, 3);
    await t.setSettings({ style: 'trial' });
    try {
      for (const student of crowded.students) {
        assert.equal((await linkFor(crowded.parent.token, student.id)).status, 200);
        assert.equal((await signIn(student.login)).status, 200);
      }
    } finally {
      await t.setSettings({ style: 'subscription' });
    }
  });
});
