import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../server/config';
import { createStudent, studentLogin } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';

/*
 * Issue finding 3: rate limits that fit a school. Failed attempts are limited per account and
 * address together (Laravel's login throttle); the address alone has a much higher ceiling; an
 * account's recovery codes lock after 5 wrong tries, whichever code they were aimed at.
 */

const LAB = '10.20.30.40';
const defaults = loadConfig({ SOMA_SANDBOX: '1' });

describe('rate limits that fit a school', () => {
  let t: TestApp;
  before(async () => {
    // The production defaults, not the harness's generous ceiling.
    t = await createTestApp({
      config: {
        authRateLimit: defaults.authRateLimit,
        loginThrottle: defaults.loginThrottle,
        recoveryLock: defaults.recoveryLock,
      },
    });
    await t.setSettings({ student_login_enabled: true });
  });
  after(() => t.close());

  const from = (address: string, url: string, payload: Record<string, unknown>) =>
    t.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('defaults: 5 failures per account and address a minute, 20 per account in 15 minutes, 100 per address a minute; 300 requests per address and route', () => {
    assert.deepEqual(defaults.loginThrottle, {
      maxAttempts: 5,
      decaySeconds: 60,
      account: { max: 20, decaySeconds: 900 },
      address: { max: 100, decaySeconds: 60 },
      redisPrefix: 'soma-throttle:',
    });
    assert.equal(defaults.authRateLimit.max, 300);
    assert.deepEqual(defaults.recoveryLock, { maxWrong: 5, lockSeconds: 900 });
    assert.deepEqual(defaults.recoveryRequests, { max: 3, windowSeconds: 900 });
  });

  it('a lab of 40 students signs in from one address within a minute while one account there is under brute force', async () => {
    // Forty children of eight families, five each.
    const students: string[] = [];
    for (let family = 0; family < 8; family += 1) {
      const parent = await t.newParent({ plan: { students: 5 } });
      for (let i = 0; i < 5; i += 1) {
        const login = studentLogin('lab');
        await createStudent(t.db, parent.user.id, { login, password: 'lab-password' });
        students.push(login);
      }
    }
    const victim = await t.newParent();
    const started = Date.now();
    let throttled = 0;
    for (let i = 0; i < 40; i += 1) {
      // Each student signs in once (a few mistype first), and between them the attacker guesses.
      if (i % 8 === 0)
        assert.equal((await from(LAB, '/api/student_login', { login: students[i], password: 'mistyped' })).status, 422);
      const signedIn = await from(LAB, '/api/student_login', { login: students[i], password: 'lab-password' });
      assert.equal(signedIn.status, 200, `student ${i}: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
      const guess = await from(LAB, '/api/login', { login: victim.email, password: `guess-${i}` });
      if (guess.status === 429) throttled += 1;
      else assert.equal(guess.status, 422);
    }
    assert.ok(Date.now() - started < 60_000, 'the lab signed in within a minute');
    assert.equal(throttled, 35, 'the attacker had 5 guesses, then every one was refused');
    // The account's owner at home is not locked out by the attack on the lab's address.
    const owner = await from('192.0.2.7', '/api/login', { login: victim.email, password: victim.password });
    assert.equal(owner.status, 200);
  });

  it('the brute-forced account answers 429 with the wait, even for the right password, until the window ends', async () => {
    const parent = await t.newParent();
    for (let i = 0; i < 5; i += 1)
      assert.equal((await from(LAB, '/api/login', { login: parent.email, password: `wrong-${i}` })).status, 422);
    const blocked = await from(LAB, '/api/login', { login: parent.email!.toUpperCase(), password: parent.password });
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.message, /^Too many login attempts\. Please try again in \d+ seconds\.$/);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    t.clock.advance(61);
    assert.equal((await from(LAB, '/api/login', { login: parent.email, password: parent.password })).status, 200);
  });

  it('a success forgets the failures', async () => {
    const parent = await t.newParent();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await from(LAB, '/api/login', { login: parent.email, password: 'wrong' });
      assert.equal((await from(LAB, '/api/login', { login: parent.email, password: parent.password })).status, 200);
    }
  });

  it('the current password behind a session is throttled the same way', async () => {
    const parent = await t.newParent();
    const change = (current: string) =>
      t.inject({
        method: 'POST',
        url: '/api/change_password',
        remoteAddress: LAB,
        headers: { authorization: `Bearer ${parent.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({
          _method: 'PATCH',
          current_password: current,
          new_password: 'new-password-1',
          new_password_confirmation: 'new-password-1',
        }),
      });
    for (let i = 0; i < 5; i += 1) assert.equal((await change(`wrong-${i}`)).status, 422);
    assert.equal((await change(parent.password)).status, 429);
  });

  it("an account's recovery locks after 5 wrong codes, across new codes, the right code too", async () => {
    const parent = await t.newParent();
    const lastCode = async () => {
      const row = await t.db
        .selectFrom('outbox')
        .select(['id', 'body'])
        .where('recipient', '=', parent.email!)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? { id: row.id, code: row.body.match(/\b(\d{6})\b/)![1] } : null;
    };
    const request = async (address: string) =>
      (
        await from(address, '/api/request_password_recovery', {
          login: parent.email,
          first_name: 'Test',
          last_name: 'Parent',
        })
      ).body.verification as string;
    // Wrong codes from different addresses (the per-address throttle alone would not stop them), on two codes.
    let verification = await request('198.51.100.1');
    for (let i = 0; i < 3; i += 1) {
      assert.equal(
        (await from(`198.51.100.${i + 1}`, '/api/verify_password_recovery', { verification, unique_code: '000000' }))
          .status,
        422,
      );
    }
    verification = await request('198.51.100.9');
    for (let i = 0; i < 2; i += 1) {
      assert.equal(
        (await from(`198.51.100.${i + 10}`, '/api/verify_password_recovery', { verification, unique_code: '000001' }))
          .status,
        422,
      );
    }
    const sent = await lastCode();
    const right = await from('198.51.100.20', '/api/verify_password_recovery', {
      verification,
      unique_code: sent!.code,
    });
    assert.equal(right.status, 422, 'the right code is dead once the account is locked');
    // No new code is sent while the lock lasts; the answer looks the same.
    const before = (await lastCode())!.id;
    await request('198.51.100.21');
    assert.equal((await lastCode())!.id, before);
    // After the lock, recovery works again.
    t.clock.advance(defaults.recoveryLock.lockSeconds + 1);
    verification = await request('198.51.100.22');
    const fresh = await lastCode();
    assert.notEqual(fresh!.id, before);
    assert.equal(
      (await from('198.51.100.22', '/api/verify_password_recovery', { verification, unique_code: fresh!.code })).status,
      200,
    );
  });

  it('the address alone still has a ceiling', async () => {
    const small = await createTestApp({ config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i += 1) {
        const answer = await small.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: LAB,
          payload: { login: `someone-${i}@soma.test`, password: 'x' },
        });
        assert.equal(answer.status, 422);
      }
      const answer = await small.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: LAB,
        payload: { login: 'other@soma.test', password: 'x' },
      });
      assert.equal(answer.status, 429);
    } finally {
      await small.close();
    }
  });
});
