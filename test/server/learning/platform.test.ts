import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { GRADES } from '../../../server/db/data/grades';
import { PlatformError } from '../../../server/providers/learning';
import { httpLearning } from '../../../server/providers/learning-http';
import { startPlatform, type PlatformStandIn } from '../../support/platform';
import { createStudent, studentLogin } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';

const TIMEOUT_MS = 400;

describe('the HTTP learning platform adapter, against a platform answering from docs/platform-openapi.yaml', () => {
  let platform: PlatformStandIn;
  before(async () => {
    platform = await startPlatform();
    platform.slowMs = TIMEOUT_MS * 3;
  });
  after(() => platform.stop());
  afterEach(() => {
    platform.mode = 'ok';
    assert.deepEqual(platform.refusals.splice(0), [], 'every request matched the document');
  });

  const adapter = (settings: Partial<PlatformStandIn['settings']> = {}) => {
    const { platform: url, platform_key: key, platform_school_id: schoolId } = { ...platform.settings, ...settings };
    return httpLearning({ url, key, schoolId }, { timeoutMs: TIMEOUT_MS });
  };
  const fails = async (call: Promise<unknown>, message: string) => {
    await assert.rejects(call, (error: Error) => error instanceof PlatformError && error.message === message);
  };

  it("reads the school's grades, and an empty list as empty", async () => {
    assert.deepEqual(await adapter().grades(), platform.example('grades', 'grades').grades);
    platform.mode = 'empty';
    assert.deepEqual(await adapter().grades(), []);
  });

  it('says what failed: a refused key, an unknown school, a failure, a timeout, an answer not understood', async () => {
    platform.mode = 'unauthorised';
    await fails(adapter().grades(), 'The learning platform refused the platform key (401).');
    platform.mode = 'failing';
    await fails(adapter().grades(), 'The learning platform failed (500).');
    platform.mode = 'slow';
    const started = Date.now();
    await fails(adapter().grades(), 'The learning platform did not answer within 0.4 seconds.');
    assert.ok(Date.now() - started < TIMEOUT_MS * 2.5);
    platform.mode = 'garbled';
    await fails(adapter().grades(), "The learning platform's answer was not understood.");
    platform.mode = 'ok';
    await fails(
      adapter({ platform_school_id: 'elsewhere' }).grades(),
      'The learning platform does not know this school (404). Check the school ID.',
    );
    await fails(adapter({ platform_key: 'wrong' }).grades(), 'The learning platform refused the platform key (401).');
    await fails(
      adapter({ platform: 'http://127.0.0.1:9/api' }).grades(),
      'The learning platform could not be reached. Check the platform URL.',
    );
    platform.refusals.splice(0);
  });

  it("asks for a student's sign-in URL with the student as the document writes one", async () => {
    const student = {
      student_id: 12,
      account_id: 7,
      first_name: 'Imani',
      last_name: 'Otieno',
      grade: 'Grade 3',
      login: null,
    };
    const url = await adapter().studentLoginUrl(student, async () => assert.fail('no portal link with a platform'));
    assert.equal(url, platform.example('studentLogin', 'url').login_url);
    assert.deepEqual(platform.requests.at(-1), {
      method: 'POST',
      path: '/api/schools/kilimani-primary/students/login',
      body: { student },
    });
  });

  it("asks for the account holder's learning id and tutor sign-in", async () => {
    const account = {
      account_id: 7,
      email: 'wanjiru@example.com',
      phone_number: null,
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      tutor_id: null,
    };
    assert.equal(await adapter().tutorId(account), platform.example('tutorAccount', 'known').learning_id);
    assert.deepEqual(platform.requests.at(-1)!.body, {
      account_id: 7,
      email: 'wanjiru@example.com',
      phone_number: null,
      first_name: 'Wanjiru',
      last_name: 'Kamau',
    });
    platform.mode = 'empty';
    assert.equal(await adapter().tutorId(account), null);
    platform.mode = 'ok';
    assert.equal(
      await adapter().tutorLoginUrl('T-2041', ['12', '15']),
      platform.example('tutorLogin', 'url').login_url,
    );
    assert.deepEqual(platform.requests.at(-1)!.body, { learning_id: 'T-2041', course_ids: ['12', '15'] });
  });
});

describe('the portal with a learning platform set', () => {
  let platform: PlatformStandIn;
  let t: TestApp;
  let admin: string;
  before(async () => {
    platform = await startPlatform();
    platform.slowMs = TIMEOUT_MS * 3;
    t = await createTestApp({ config: { platformTimeoutMs: TIMEOUT_MS } });
    admin = await t.loginAsAdmin();
  });
  after(async () => {
    await t.close();
    await platform.stop();
  });
  afterEach(async () => {
    platform.mode = 'ok';
    await t.setSettings({
      platform: '',
      platform_key: '',
      platform_school_id: '',
      tutor_enabled: false,
      tutor_course_ids: '',
    });
  });

  it("answers the built-in grades while no platform is set, and the platform's from the next call on", async () => {
    assert.deepEqual((await t.get('/api/available_grades', { token: admin })).body, [...GRADES]);
    await t.setSettings(platform.settings);
    assert.deepEqual(
      (await t.get('/api/available_grades', { token: admin })).body,
      platform.example('grades', 'grades').grades,
    );
    platform.mode = 'empty';
    assert.deepEqual((await t.get('/api/available_grades', { token: admin })).body, []);
  });

  it("answers the platform's failure as a 422 that says why", async () => {
    await t.setSettings(platform.settings);
    for (const [mode, message] of [
      ['unauthorised', 'The learning platform refused the platform key (401).'],
      ['failing', 'The learning platform failed (500).'],
      ['slow', 'The learning platform did not answer within 0.4 seconds.'],
    ] as const) {
      platform.mode = mode;
      const answer = await t.get('/api/available_grades', { token: admin });
      assert.equal(answer.status, 422, mode);
      assert.deepEqual(answer.body, { message, errors: { platform: [message] } });
    }
  });

  it("checks a student's grade against the platform's grades", async () => {
    await t.setSettings(platform.settings);
    const parent = await t.newParent({ plan: { students: 2 } });
    const fields = { first_name: 'Imani', last_name: 'Otieno', gender: 'f' };
    assert.equal((await t.post('/api/students', { ...fields, grade: 'Grade 9' }, { token: parent.token })).status, 422);
    assert.equal((await t.post('/api/students', { ...fields, grade: 'PP2' }, { token: parent.token })).status, 200);
  });

  it("sends a student to the platform's sign-in URL, by their login or by the account holder's link", async () => {
    await t.setSettings(platform.settings);
    const parent = await t.newParent({ plan: { students: 2 } });
    const login = studentLogin();
    const { student } = await createStudent(t.db, parent.user.id, {
      first_name: 'Imani',
      login,
      password: 'student-pass-1',
      grade: 'PP1',
    });
    const url = platform.example('studentLogin', 'url').login_url;
    const signedIn = await t.post('/api/student_login', { login, password: 'student-pass-1' }, { form: true });
    assert.deepEqual(signedIn.body, { login_url: url });
    assert.deepEqual(platform.requests.at(-1)!.body, {
      student: {
        student_id: student.id,
        account_id: parent.user.id,
        first_name: 'Imani',
        last_name: 'Student',
        grade: 'PP1',
        login,
      },
    });
    assert.deepEqual((await t.get(`/api/students/${student.id}/login_url`, { token: parent.token })).body, {
      login_url: url,
    });
    platform.mode = 'failing';
    const refused = await t.get(`/api/students/${student.id}/login_url`, { token: parent.token });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.message, 'The learning platform failed (500).');
  });

  it('gives the account holder has_tutor_id from the platform, and its tutor sign-in with the course ids', async () => {
    await t.setSettings({ ...platform.settings, tutor_enabled: true, tutor_course_ids: '12,15' });
    const parent = await t.newParent({ tutor_id: null });
    assert.equal((await t.get('/api/me', { token: parent.token })).body.has_tutor_id, true);
    const tutor = await t.get('/api/tutor_login_url', { token: parent.token });
    assert.deepEqual(tutor.body, { login_url: platform.example('tutorLogin', 'url').login_url });
    assert.deepEqual(platform.requests.at(-1)!.body, {
      learning_id: platform.example('tutorAccount', 'known').learning_id,
      course_ids: ['12', '15'],
    });

    // A failing platform leaves what was known; a platform that knows no such account takes the tile away.
    platform.mode = 'failing';
    const kept = await t.get('/api/me', { token: parent.token });
    assert.equal(kept.status, 200);
    assert.equal(kept.body.has_tutor_id, true);
    platform.mode = 'empty';
    assert.equal((await t.get('/api/me', { token: parent.token })).body.has_tutor_id, false);
    assert.equal((await t.get('/api/tutor_login_url', { token: parent.token })).status, 422);
  });
});
