import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';

const BAD_CODE = 'The code is invalid or has expired.';
const EXPIRED = 'This password reset has expired. Please start again.';

describe('password recovery: request, verify, reset', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const request = (body: Record<string, unknown>) => t.post('/api/request_password_recovery', body, { form: true });
  const verify = (verification: string, unique_code: string) =>
    t.post('/api/verify_password_recovery', { verification, unique_code }, { form: true });
  const reset = (verification: string, password = 'a-new-password', confirmation = password) =>
    t.post('/api/recover_password', { verification, password, password_confirmation: confirmation }, { form: true });

  /** The code of the newest message to this recipient, and how many messages it has had. */
  const lastCode = async (recipient: string) => {
    const rows = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .execute();
    return { code: rows[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? null, count: rows.length, message: rows[0] };
  };

  const parentFor = (fields: Parameters<TestApp['newParent']>[0] = {}) =>
    t.newParent({ first_name: 'Njeri', last_name: 'Kariuki', ...fields });

  /** Steps 1 and 2 for a parent, answering step 3's verification. */
  const verified = async (parent: { email: string | null }) => {
    const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
    const { code } = await lastCode(parent.email!);
    const step2 = await verify(step1.body.verification, code!);
    assert.equal(step2.status, 200);
    return step2.body.verification as string;
  };

  describe('POST /api/request_password_recovery', () => {
    it('sends a 6-digit code by email and answers a verification handle and the login', async () => {
      const parent = await parentFor();
      const answer = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      assert.equal(answer.status, 200);
      assert.deepEqual(Object.keys(answer.body).sort(), ['login', 'verification']);
      assert.equal(answer.body.login, parent.email);
      assert.ok(answer.body.verification.length >= 32);
      const { code, message } = await lastCode(parent.email!);
      assert.match(code!, /^\d{6}$/);
      assert.equal(message!.channel, 'email');
      assert.equal(message!.user_id, parent.user.id);
      assert.match(message!.body, /expires in 15 minutes/);
    });

    it('texts the code to the phone when the login is a phone number, however it is written', async () => {
      const parent = await parentFor({ phone_number: '+254722100200' });
      const answer = await request({ login: '0722 100 200', first_name: 'njeri', last_name: ' KARIUKI ' });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.login, '0722 100 200');
      const { code, message } = await lastCode('+254722100200');
      assert.match(code!, /^\d{6}$/);
      assert.equal(message!.channel, 'sms');
      assert.equal(parent.phone_number, '+254722100200');
    });

    it('keeps only hashes of the handle and the code', async () => {
      const parent = await parentFor();
      const answer = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      const row = await t.db
        .selectFrom('recovery_codes')
        .selectAll()
        .where('user_id', '=', parent.user.id)
        .executeTakeFirstOrThrow();
      assert.notEqual(row.verification_hash, answer.body.verification);
      assert.ok(!row.code_hash.includes(code!));
      assert.equal(row.expires_at.getTime() - row.created_at.getTime() > 14 * 60 * 1000, true);
    });

    it('answers the same, and sends nothing, when no account matches', async () => {
      const parent = await parentFor();
      const real = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const before = await t.db.selectFrom('outbox').select('id').execute();
      for (const body of [
        { login: 'nobody@soma.test', first_name: 'Njeri', last_name: 'Kariuki' },
        { login: parent.email, first_name: 'Someone', last_name: 'Else' },
        { login: '0799 999 999', first_name: 'Njeri', last_name: 'Kariuki' },
      ]) {
        const answer = await request(body);
        assert.equal(answer.status, real.status, JSON.stringify(body));
        assert.deepEqual(Object.keys(answer.body), Object.keys(real.body));
        assert.equal(answer.body.login, body.login);
        assert.equal(answer.body.verification.length, real.body.verification.length);
        assert.equal(answer.headers['content-type'], real.headers['content-type']);
        // A made-up handle fails exactly like a real one with a wrong code.
        assert.deepEqual(
          (await verify(answer.body.verification, '000000')).body,
          (await verify('x'.repeat(43), '000000')).body,
        );
      }
      assert.equal((await t.db.selectFrom('outbox').select('id').execute()).length, before.length);
    });

    it('says so, and sends nothing, when the login is neither an email address nor a phone number', async () => {
      const before = await t.db.selectFrom('outbox').select('id').execute();
      for (const login of ['not a login', '12']) {
        const answer = await request({ login, first_name: 'Njeri', last_name: 'Kariuki' });
        assert.equal(answer.status, 422, login);
        assert.deepEqual(answer.body.errors, {
          login: ['Enter the email address or the phone number of your account.'],
        });
      }
      assert.equal((await t.db.selectFrom('outbox').select('id').execute()).length, before.length);
    });

    it('keeps the earlier code working until it expires when a new one is requested', async () => {
      const parent = await parentFor();
      const first = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code: firstCode } = await lastCode(parent.email!);
      const second = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code: secondCode } = await lastCode(parent.email!);
      assert.equal((await verify(first.body.verification, firstCode!)).status, 200);
      assert.equal((await verify(second.body.verification, secondCode!)).status, 200);
    });

    it('requires the login and both names', async () => {
      const answer = await request({ login: ' ', first_name: '' });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        login: ['The login field is required.'],
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
      });
    });
  });

  describe('POST /api/verify_password_recovery', () => {
    it('answers a new handle for step 3 when the code is right, spaces allowed', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      const answer = await verify(step1.body.verification, `${code!.slice(0, 3)} ${code!.slice(3)}`);
      assert.equal(answer.status, 200);
      assert.deepEqual(Object.keys(answer.body), ['verification']);
      assert.notEqual(answer.body.verification, step1.body.verification);
    });

    it('takes a code once: neither the code nor the first handle works again, nor reaches step 3', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      assert.equal((await verify(step1.body.verification, code!)).status, 200);
      const again = await verify(step1.body.verification, code!);
      assert.equal(again.status, 422);
      assert.deepEqual(again.body, { message: BAD_CODE, errors: { unique_code: [BAD_CODE] } });
      assert.equal((await reset(step1.body.verification)).status, 422);
    });

    it('refuses a code after 15 minutes', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      t.clock.advance(15 * 60 + 1);
      try {
        const answer = await verify(step1.body.verification, code!);
        assert.equal(answer.status, 422);
        assert.deepEqual(answer.body.errors, { unique_code: [BAD_CODE] });
      } finally {
        t.clock.reset();
      }
    });

    it('still takes a code just before 15 minutes', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      t.clock.advance(15 * 60 - 5);
      try {
        assert.equal((await verify(step1.body.verification, code!)).status, 200);
      } finally {
        t.clock.reset();
      }
    });

    it('kills a code after 5 wrong tries, the right one included afterwards', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < 5; i += 1) {
        const answer = await verify(step1.body.verification, wrong);
        assert.equal(answer.status, 422);
        assert.deepEqual(answer.body.errors, { unique_code: [BAD_CODE] });
      }
      assert.equal((await verify(step1.body.verification, code!)).status, 422);
    });

    it('lets the right code through after 4 wrong tries', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < 4; i += 1) assert.equal((await verify(step1.body.verification, wrong)).status, 422);
      assert.equal((await verify(step1.body.verification, code!)).status, 200);
    });

    it('counts parallel guesses one try each', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      const { code } = await lastCode(parent.email!);
      const wrong = code === '111111' ? '222222' : '111111';
      const answers = await Promise.all(Array.from({ length: 8 }, () => verify(step1.body.verification, wrong)));
      assert.ok(answers.every((answer) => answer.status === 422));
      const row = await t.db
        .selectFrom('recovery_codes')
        .select('tries')
        .where('user_id', '=', parent.user.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.tries, 5);
      assert.equal((await verify(step1.body.verification, code!)).status, 422);
    });

    it('requires the handle and the code', async () => {
      const answer = await t.post('/api/verify_password_recovery', {}, { form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, {
        verification: ['The verification field is required.'],
        unique_code: ['The unique code field is required.'],
      });
    });
  });

  describe('POST /api/recover_password', () => {
    it('sets the password and answers a single-use login token that POST /login takes', async () => {
      const parent = await parentFor();
      const handle = await verified(parent);
      const answer = await reset(handle, 'recovered-password');
      assert.equal(answer.status, 200);
      assert.deepEqual(Object.keys(answer.body), ['login_token']);

      const login = await t.post('/api/login', { login_token: answer.body.login_token }, { form: true });
      assert.equal(login.status, 200);
      assert.ok(login.body.access_token);
      assert.equal((await t.post('/api/login', { login_token: answer.body.login_token }, { form: true })).status, 422);

      await t.login(parent.email!, 'recovered-password');
      assert.equal(
        (await t.post('/api/login', { login: parent.email, password: parent.password }, { form: true })).status,
        422,
      );
    });

    it('takes a handle once', async () => {
      const parent = await parentFor();
      const handle = await verified(parent);
      assert.equal((await reset(handle)).status, 200);
      const again = await reset(handle, 'another-password');
      assert.equal(again.status, 422);
      assert.deepEqual(again.body, { message: EXPIRED, errors: { verification: [EXPIRED] } });
    });

    it('refuses a step-1 handle whose code was never checked, and a made-up one', async () => {
      const parent = await parentFor();
      const step1 = await request({ login: parent.email, first_name: 'Njeri', last_name: 'Kariuki' });
      for (const handle of [step1.body.verification, 'made-up-handle']) {
        const answer = await reset(handle);
        assert.equal(answer.status, 422);
        assert.deepEqual(answer.body.errors, { verification: [EXPIRED] });
      }
    });

    it('refuses a checked handle after 15 more minutes', async () => {
      const parent = await parentFor();
      const handle = await verified(parent);
      t.clock.advance(15 * 60 + 1);
      try {
        assert.equal((await reset(handle)).status, 422);
      } finally {
        t.clock.reset();
      }
    });

    it('refuses a short password and a confirmation that does not match, and keeps the handle', async () => {
      const parent = await parentFor();
      const handle = await verified(parent);
      const short = await reset(handle, 'short');
      assert.equal(short.status, 422);
      assert.deepEqual(short.body.errors, { password: ['The password field must be at least 8 characters.'] });
      const mismatch = await reset(handle, 'long-enough-1', 'long-enough-2');
      assert.equal(mismatch.status, 422);
      assert.deepEqual(mismatch.body.errors, {
        password_confirmation: ['The password confirmation field must match password.'],
      });
      assert.equal((await reset(handle)).status, 200);
    });

    it('requires every field', async () => {
      const answer = await t.post('/api/recover_password', {}, { form: true });
      assert.equal(answer.status, 422);
      assert.deepEqual(Object.keys(answer.body.errors).sort(), ['password', 'password_confirmation', 'verification']);
    });
  });
});
