import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GRADES } from '../../../../server/db/data/grades';
import { createStudent, linkToken } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';
import { assertRefused, wrongCallers, type WrongCallers } from '../profile/callers';

describe("students: the plan's allowance, login links and grades", () => {
  let t: TestApp;
  let callers: WrongCallers;
  before(async () => {
    t = await createTestApp();
    callers = await wrongCallers(t);
  });
  after(() => t.close());

  const add = (token: string, fields: Record<string, unknown> = {}) =>
    t.post(
      '/api/students',
      { first_name: 'Imani', last_name: 'Mutua', gender: 'f', grade: 'Grade 3', ...fields },
      { token, form: true },
    );

  const inTrialStyle = async (run: () => Promise<void>) => {
    await t.setSettings({ style: 'trial' });
    try {
      await run();
    } finally {
      await t.setSettings({ style: 'subscription' });
    }
  };

  describe("POST /api/students and the plan's allowance", () => {
    it('adds students up to the allowance, then refuses with a 422 naming it', async () => {
      const parent = await t.newParent({ plan: { students: 2 } });
      assert.equal((await add(parent.token)).status, 200);
      assert.equal((await add(parent.token)).status, 200);
      const answer = await add(parent.token);
      assert.equal(answer.status, 422);
      const text = 'Your plan allows 2 students. Remove a student or upgrade your plan to add another.';
      assert.deepEqual(answer.body, { message: text, errors: { plan: [text] } });
      assert.equal((await t.get('/api/students', { token: parent.token })).body.length, 2);
    });

    it('says "1 student" for a one-student plan, and refuses when already over it', async () => {
      const parent = await t.newParent({ plan: { students: 1 } });
      await createStudent(t.db, parent.user.id);
      await createStudent(t.db, parent.user.id);
      const answer = await add(parent.token);
      assert.equal(answer.status, 422);
      assert.match(answer.body.message, /^Your plan allows 1 student\. /);
    });

    it('lets only as many parallel adds through as the allowance has room for', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      await createStudent(t.db, parent.user.id);
      const answers = await Promise.all(Array.from({ length: 4 }, () => add(parent.token)));
      assert.equal(answers.filter((answer) => answer.status === 200).length, 2);
      assert.equal(answers.filter((answer) => answer.status === 422).length, 2);
      const count = await t.db.selectFrom('students').select('id').where('parent_id', '=', parent.user.id).execute();
      assert.equal(count.length, 3);
    });

    it('refuses an account without a plan, or whose plan is not active', async () => {
      const text = 'You need an active plan to add students.';
      for (const plan of [undefined, { status: 'pending_payment' as const }, { status: 'expired' as const }]) {
        const parent = await t.newParent({ plan });
        const answer = await add(parent.token);
        assert.equal(answer.status, 422, JSON.stringify(plan));
        assert.deepEqual(answer.body.errors, { plan: [text] });
      }
    });

    it('keeps a cancelled plan usable until its expiry date', async () => {
      const parent = await t.newParent({ plan: { cancelled: true } });
      assert.equal((await add(parent.token)).status, 200);
      t.clock.advance(40 * 24 * 60 * 60);
      try {
        const token = await t.login(parent.email!, parent.password);
        assert.equal((await add(token)).status, 422);
      } finally {
        t.clock.reset();
      }
    });

    // docs/trial.md, "The allowance in trial style": an active plan keeps its allowance; without one, trial style asks for no plan.
    it('in trial style, an active plan keeps its allowance and no active plan is needed', () =>
      inTrialStyle(async () => {
        const unpaid = await t.newParent({ plan: { students: 1, status: 'pending_payment' as const } });
        for (let i = 0; i < 2; i += 1) assert.equal((await add(unpaid.token)).status, 200);

        const trial = await t.newParent({ plan: { students: 1 } });
        await t.db.updateTable('subscriptions').set({ trial: true }).where('user_id', '=', trial.user.id).execute();
        assert.equal((await add(trial.token)).status, 200);
        const trialFull = await add(trial.token);
        assert.equal(
          trialFull.body.message,
          'Your free trial allows 1 student. Remove a student or upgrade your plan to add another.',
        );

        const noPlan = await t.newParent();
        for (let i = 0; i < 3; i += 1) assert.equal((await add(noPlan.token)).status, 200);
        const small = await t.newParent({ plan: { students: 1 } });
        assert.equal((await add(small.token)).status, 200);
        const over = await add(small.token);
        assert.equal(over.status, 422);
        assert.match(over.body.message, /Your plan allows 1 student\./);
      }));
  });

  describe('GET /api/students/{student_id}/login_url', () => {
    it('answers a single-use link to the learning page that opens as the student', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id, { first_name: 'Baraka' });
      const answer = await t.get(`/api/students/${student.id}/login_url`, { token: parent.token });
      assert.equal(answer.status, 200);
      assert.deepEqual(Object.keys(answer.body), ['login_url']);
      const url = new URL(answer.body.login_url);
      assert.equal(`${url.origin}${url.pathname}`, 'http://portal.test/learn');

      const opened = await t.post('/api/learn/open', { token: linkToken(answer.body.login_url) });
      assert.equal(opened.status, 200);
      assert.equal(opened.body.student.student_id, student.id);
      assert.equal(opened.body.student.first_name, 'Baraka');
      assert.equal((await t.post('/api/learn/open', { token: linkToken(answer.body.login_url) })).status, 422);
    });

    it('makes links that die after 5 minutes', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      const answer = await t.get(`/api/students/${student.id}/login_url`, { token: parent.token });
      t.clock.advance(5 * 60 + 1);
      try {
        assert.equal((await t.post('/api/learn/open', { token: linkToken(answer.body.login_url) })).status, 422);
      } finally {
        t.clock.reset();
      }
    });

    it('makes a new link each time', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      const first = await t.get(`/api/students/${student.id}/login_url`, { token: parent.token });
      const second = await t.get(`/api/students/${student.id}/login_url`, { token: parent.token });
      assert.notEqual(first.body.login_url, second.body.login_url);
      assert.equal((await t.post('/api/learn/open', { token: linkToken(first.body.login_url) })).status, 200);
      assert.equal((await t.post('/api/learn/open', { token: linkToken(second.body.login_url) })).status, 200);
    });

    it('refuses while the plan is not active, except in trial style', async () => {
      const parent = await t.newParent({ plan: { status: 'expired' } });
      const { student } = await createStudent(t.db, parent.user.id);
      const answer = await t.get(`/api/students/${student.id}/login_url`, { token: parent.token });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body, {
        message: 'This account has no active plan.',
        errors: { student_id: ['This account has no active plan.'] },
      });
      await inTrialStyle(async () => {
        assert.equal((await t.get(`/api/students/${student.id}/login_url`, { token: parent.token })).status, 200);
      });
    });

    it("answers 404 for another parent's student", async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const other = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, other.user.id);
      assert.equal((await t.get(`/api/students/${student.id}/login_url`, { token: parent.token })).status, 404);
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      await assertRefused(t, callers, { method: 'GET', url: `/api/students/${student.id}/login_url` }, [
        [callers.admin, 403],
      ]);
    });
  });

  describe('GET /api/available_grades', () => {
    it("answers the learning platform's grades to a parent and to an administrator", async () => {
      const parent = await t.newParent();
      for (const token of [parent.token, callers.admin]) {
        const answer = await t.get('/api/available_grades', { token });
        assert.equal(answer.status, 200);
        assert.deepEqual(answer.body, [...GRADES]);
      }
    });

    it('turns away anonymous, expired and student-link callers', async () => {
      await assertRefused(t, callers, { method: 'GET', url: '/api/available_grades' });
    });
  });
});
