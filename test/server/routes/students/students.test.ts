import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStudent } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';
import { assertRefused, wrongCallers, type WrongCallers } from '../profile/callers';

const DEFAULT_AVATAR = JSON.stringify({ icon: null, color: '#fcb034' });

describe('students: list, read, create, update, delete', () => {
  let t: TestApp;
  let callers: WrongCallers;
  let region: { id: number; name: string; code: string };
  before(async () => {
    t = await createTestApp();
    callers = await wrongCallers(t);
    region = await t.db
      .selectFrom('regions')
      .select(['id', 'name', 'code'])
      .where('code', '=', '047')
      .executeTakeFirstOrThrow();
  });
  after(() => t.close());

  const parentWithPlan = (students = 5) => t.newParent({ plan: { students } });
  const add = (token: string, fields: Record<string, unknown> = {}) =>
    t.post(
      '/api/students',
      { first_name: 'Imani', last_name: 'Mutua', gender: 'f', grade: 'Grade 3', ...fields },
      { token, form: true },
    );

  describe('GET /api/students', () => {
    it("answers the holder's students only, oldest first, with their regions", async () => {
      const parent = await parentWithPlan();
      const other = await parentWithPlan();
      const { student: first } = await createStudent(t.db, parent.user.id, {
        first_name: 'Baraka',
        region_id: region.id,
      });
      const { student: second } = await createStudent(t.db, parent.user.id, { first_name: 'Zuri', avatar: null });
      await createStudent(t.db, other.user.id, { first_name: 'Not mine' });

      const answer = await t.get('/api/students', { token: parent.token });
      assert.equal(answer.status, 200);
      assert.deepEqual(
        answer.body.map((s: { student_id: number }) => s.student_id),
        [first.id, second.id],
      );
      assert.deepEqual(answer.body[0], {
        student_id: first.id,
        first_name: 'Baraka',
        last_name: 'Student',
        avatar: DEFAULT_AVATAR,
        gender: 'o',
        age: 10,
        school: null,
        grade: 'Grade 4',
        region_id: region.id,
        region: { region_id: region.id, name: region.name, code: region.code },
        login: null,
        has_password: false,
      });
      assert.equal(answer.body[1].region, null);
      assert.equal(answer.body[1].avatar, DEFAULT_AVATAR);
    });

    it('answers an empty list for an account without students', async () => {
      const parent = await t.newParent();
      const answer = await t.get('/api/students', { token: parent.token });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, []);
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      await assertRefused(t, callers, { method: 'GET', url: '/api/students' }, [[callers.admin, 403]]);
    });
  });

  describe('GET /api/students/{student_id}', () => {
    it('answers one of the holder’s students', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id, { login: 'kioko-reads', password: 'secret-pass' });
      const answer = await t.get(`/api/students/${student.id}`, { token: parent.token });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.student_id, student.id);
      assert.equal(answer.body.login, 'kioko-reads');
      assert.equal(answer.body.has_password, true);
      assert.equal(answer.body.password_hash, undefined);
    });

    it("answers 404 for another parent's student and for none at all", async () => {
      const parent = await parentWithPlan();
      const other = await parentWithPlan();
      const { student } = await createStudent(t.db, other.user.id);
      for (const id of [student.id, 999_999]) {
        const answer = await t.get(`/api/students/${id}`, { token: parent.token });
        assert.equal(answer.status, 404);
        assert.deepEqual(answer.body, { message: 'Not Found' });
      }
    });

    it('answers 422 for an id that is not a number', async () => {
      const parent = await parentWithPlan();
      const answer = await t.get('/api/students/abc', { token: parent.token });
      assert.equal(answer.status, 422);
      assert.deepEqual(Object.keys(answer.body.errors), ['student_id']);
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id);
      await assertRefused(t, callers, { method: 'GET', url: `/api/students/${student.id}` }, [[callers.admin, 403]]);
    });
  });

  describe('POST /api/students', () => {
    it('adds a student with every field, the login lower-cased and the password hashed', async () => {
      const parent = await parentWithPlan();
      const answer = await add(parent.token, {
        avatar: JSON.stringify({ icon: 'owl.svg', color: 'green', extra: 'dropped' }),
        age: '9',
        school: ' Hillside Academy ',
        region: region.id,
        login: ' Imani.M ',
        password: 'reads-a-lot',
      });
      assert.equal(answer.status, 200);
      const { student_id, ...rest } = answer.body;
      assert.ok(student_id > 0);
      assert.deepEqual(rest, {
        first_name: 'Imani',
        last_name: 'Mutua',
        avatar: JSON.stringify({ icon: 'owl.svg', color: '#168d44' }),
        gender: 'f',
        age: 9,
        school: 'Hillside Academy',
        grade: 'Grade 3',
        region_id: region.id,
        region: { region_id: region.id, name: region.name, code: region.code },
        login: 'imani.m',
        has_password: true,
      });
      const row = await t.db.selectFrom('students').selectAll().where('id', '=', student_id).executeTakeFirstOrThrow();
      assert.equal(row.parent_id, parent.user.id);
      assert.match(row.password_hash!, /^scrypt\$/);

      await t.setSettings({ student_login_enabled: true });
      const login = await t.post('/api/student_login', { login: 'IMANI.M', password: 'reads-a-lot' }, { form: true });
      assert.equal(login.status, 200);
    });

    it('adds a student with only the required fields', async () => {
      const parent = await parentWithPlan();
      const answer = await add(parent.token, { age: '', school: '', region: '', avatar: '', login: '', password: '' });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.avatar, DEFAULT_AVATAR);
      assert.equal(answer.body.age, null);
      assert.equal(answer.body.school, null);
      assert.equal(answer.body.region_id, null);
      assert.equal(answer.body.region, null);
      assert.equal(answer.body.login, null);
      assert.equal(answer.body.has_password, false);
    });

    it('adds a student with a login and no password', async () => {
      const parent = await parentWithPlan();
      const answer = await add(parent.token, { login: `no-pass-${parent.user.id}` });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.has_password, false);
    });

    it('requires first name, last name, gender and grade', async () => {
      const parent = await parentWithPlan();
      const answer = await t.post('/api/students', {}, { token: parent.token, form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        gender: ['The gender field is required.'],
        grade: ['The grade field is required.'],
      });
    });

    it('refuses a bad gender, age, grade, region and avatar, each on its field', async () => {
      const parent = await parentWithPlan();
      const colours = '#104f66, #168d44, #ed174b, #fcb034';
      const avatarError = `The avatar field must be a JSON object with an icon (a name or null) and a color (${colours}).`;
      for (const [fields, field, text] of [
        [{ gender: 'x' }, 'gender', 'The gender field must be one of m, f, o.'],
        [{ age: '0' }, 'age', 'The age field must be between 1 and 120.'],
        [{ age: '121' }, 'age', 'The age field must be between 1 and 120.'],
        [{ age: 'ten' }, 'age', 'The age field must be an integer.'],
        [{ grade: 'Grade 99' }, 'grade', 'The selected grade is invalid.'],
        [{ region: 999_999 }, 'region', 'The selected region is invalid.'],
        [{ avatar: '{not json' }, 'avatar', 'The avatar field must be a valid JSON string.'],
        [{ avatar: '[1, 2]' }, 'avatar', avatarError],
        [{ avatar: '"owl"' }, 'avatar', avatarError],
        [{ avatar: JSON.stringify({ icon: 'owl.svg', color: 'purple' }) }, 'avatar', avatarError],
        [{ avatar: JSON.stringify({ icon: 42, color: '#104f66' }) }, 'avatar', avatarError],
      ] as const) {
        const answer = await add(parent.token, fields);
        assert.equal(answer.status, 422, JSON.stringify(fields));
        assert.deepEqual(answer.body.errors, { [field]: [text] }, JSON.stringify(fields));
      }
    });

    it('refuses a login another student has, in any case', async () => {
      const parent = await parentWithPlan();
      const other = await parentWithPlan();
      const login = `shared-${parent.user.id}`;
      assert.equal((await add(other.token, { login })).status, 200);
      const answer = await add(parent.token, { login: login.toUpperCase() });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { login: ['The login has already been taken.'] });
    });

    it('refuses a malformed login, a short password, and a password without a login', async () => {
      const parent = await parentWithPlan();
      for (const [fields, errors] of [
        [{ login: 'ab' }, { login: ['The login field must be at least 3 characters.'] }],
        [
          { login: 'two words' },
          { login: ['The login field must only contain letters, numbers, dots, dashes, underscores and @.'] },
        ],
        [
          { login: `pw-${parent.user.id}`, password: 'abc' },
          { password: ['The password field must be at least 4 characters.'] },
        ],
        [{ password: 'secret-pass' }, { login: ['The login field is required when password is present.'] }],
      ] as const) {
        const answer = await add(parent.token, fields);
        assert.equal(answer.status, 422, JSON.stringify(fields));
        assert.deepEqual(answer.body.errors, errors, JSON.stringify(fields));
      }
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      const body = { first_name: 'A', last_name: 'B', gender: 'm', grade: 'Grade 1' };
      await assertRefused(t, callers, { method: 'POST', url: '/api/students', body }, [[callers.admin, 403]]);
    });
  });

  describe('PATCH /api/students/{student_id}', () => {
    const edit = (token: string, id: number, fields: Record<string, unknown>) =>
      t.patch(
        `/api/students/${id}`,
        { first_name: 'Imani', last_name: 'Mutua', gender: 'f', grade: 'Grade 3', ...fields },
        { token, form: true },
      );

    it('changes the profile fields and answers the student', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id, {
        login: `keep-${parent.user.id}`,
        school: 'Old School',
      });
      const answer = await edit(parent.token, student.id, {
        first_name: 'Neema',
        gender: 'o',
        grade: 'Grade 5',
        age: '11',
        region: region.id,
        avatar: JSON.stringify({ icon: 'cat.svg', color: '#ed174b' }),
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.first_name, 'Neema');
      assert.equal(answer.body.gender, 'o');
      assert.equal(answer.body.grade, 'Grade 5');
      assert.equal(answer.body.age, 11);
      assert.equal(answer.body.school, 'Old School');
      assert.deepEqual(answer.body.region, { region_id: region.id, name: region.name, code: region.code });
      assert.equal(answer.body.avatar, JSON.stringify({ icon: 'cat.svg', color: '#ed174b' }));
      assert.equal(answer.body.login, `keep-${parent.user.id}`);
    });

    it('takes the POST with _method=PATCH the SDK sends', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id);
      const answer = await t.patchViaPost(
        `/api/students/${student.id}`,
        { first_name: 'Via', last_name: 'Post', gender: 'm', grade: 'Grade 1' },
        { token: parent.token, form: true },
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.body.first_name, 'Via');
    });

    it('clears the optional fields sent blank and keeps those not sent', async () => {
      const parent = await parentWithPlan();
      const avatar = JSON.stringify({ icon: 'sun.svg', color: '#104f66' });
      const { student } = await createStudent(t.db, parent.user.id, {
        age: 8,
        school: 'Hillside',
        region_id: region.id,
        avatar,
      });
      const kept = await edit(parent.token, student.id, {});
      assert.equal(kept.body.age, 8);
      assert.equal(kept.body.school, 'Hillside');
      assert.equal(kept.body.region_id, region.id);
      assert.equal(kept.body.avatar, avatar);

      const cleared = await edit(parent.token, student.id, { age: '', school: '', region: '', avatar: '' });
      assert.equal(cleared.status, 200);
      assert.equal(cleared.body.age, null);
      assert.equal(cleared.body.school, null);
      assert.equal(cleared.body.region, null);
      assert.equal(cleared.body.avatar, DEFAULT_AVATAR);
    });

    it('never changes the login or the password', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id, { login: `fixed-${parent.user.id}` });
      const answer = await edit(parent.token, student.id, { login: 'something-else', password: 'new-password' });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        login: ['The login field is prohibited.'],
        password: ['The password field is prohibited.'],
      });
      const row = await t.db.selectFrom('students').selectAll().where('id', '=', student.id).executeTakeFirstOrThrow();
      assert.equal(row.login, `fixed-${parent.user.id}`);
      assert.equal(row.password_hash, null);
    });

    it('refuses bad fields as creating does', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id);
      const answer = await edit(parent.token, student.id, { first_name: '', grade: 'Year 1', region: 999_999 });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { first_name: ['The first name field is required.'] });
      const second = await edit(parent.token, student.id, { grade: 'Year 1', region: 999_999 });
      assert.deepEqual(second.body.errors, {
        grade: ['The selected grade is invalid.'],
        region: ['The selected region is invalid.'],
      });
    });

    it("answers 404 for another parent's student, and leaves it alone", async () => {
      const parent = await parentWithPlan();
      const other = await parentWithPlan();
      const { student } = await createStudent(t.db, other.user.id, { first_name: 'Theirs' });
      const answer = await edit(parent.token, student.id, { first_name: 'Mine now' });
      assert.equal(answer.status, 404);
      const row = await t.db
        .selectFrom('students')
        .select('first_name')
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.first_name, 'Theirs');
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id);
      const body = { first_name: 'A', last_name: 'B', gender: 'm', grade: 'Grade 1' };
      await assertRefused(t, callers, { method: 'PATCH', url: `/api/students/${student.id}`, body }, [
        [callers.admin, 403],
      ]);
    });
  });

  describe('DELETE /api/students/{student_id}', () => {
    it('removes the student and answers 1', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id);
      await t.app.services.accounts.studentLoginUrl(student);
      const answer = await t.delete(`/api/students/${student.id}`, { token: parent.token });
      assert.equal(answer.status, 200);
      assert.equal(answer.body, 1);
      assert.equal((await t.get(`/api/students/${student.id}`, { token: parent.token })).status, 404);
      assert.equal((await t.delete(`/api/students/${student.id}`, { token: parent.token })).status, 404);
      const links = await t.db.selectFrom('tokens').select('id').where('student_id', '=', student.id).execute();
      assert.deepEqual(links, []);
    });

    it("answers 404 for another parent's student, and keeps it", async () => {
      const parent = await parentWithPlan();
      const other = await parentWithPlan();
      const { student } = await createStudent(t.db, other.user.id);
      assert.equal((await t.delete(`/api/students/${student.id}`, { token: parent.token })).status, 404);
      assert.ok(await t.db.selectFrom('students').select('id').where('id', '=', student.id).executeTakeFirst());
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      const parent = await parentWithPlan();
      const { student } = await createStudent(t.db, parent.user.id);
      await assertRefused(t, callers, { method: 'DELETE', url: `/api/students/${student.id}` }, [[callers.admin, 403]]);
      assert.ok(await t.db.selectFrom('students').select('id').where('id', '=', student.id).executeTakeFirst());
    });
  });
});
