import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { loadConfig, type Config } from '../../../server/config';
import { createStudent, studentLogin } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';

/*
 * The login throttle under parallel and respelled guesses: every guess counts before it is
 * checked (an atomic increment), and is counted against the account the login resolves to. A 422
 * means the password was checked; a 429 means it was not. Run on the database counters (PGlite,
 * or PostgreSQL with DATABASE_URL) and on the Redis counters.
 */

const defaults = loadConfig({ SOMA_SANDBOX: '1' });
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A school's address, new on each run: with Redis the per-address ceiling outlives the app. */
const LAB = `10.${[...randomBytes(3)].join('.')}`;

/** Twenty ways people write the Kenyan number +254 followed by these nine digits. */
function spellings(nine: string): string[] {
  const [a, b, c] = [nine.slice(0, 3), nine.slice(3, 6), nine.slice(6)];
  return [
    `+254${nine}`,
    `0${nine}`,
    `0${a} ${b}${c}`,
    `0${a} ${b} ${c}`,
    `(0${a})${b}${c}`,
    `(0${a}) ${b} ${c}`,
    `254${nine}`,
    `00254${nine}`,
    `+254 ${a} ${b} ${c}`,
    `+254-${a}-${b}-${c}`,
    `0${a}-${b}-${c}`,
    `0${a}.${b}.${c}`,
    ` 0${nine} `,
    `+254 (${a}) ${b}${c}`,
    `254 ${a} ${b} ${c}`,
    `0 ${a} ${b} ${c}`,
    `+254${a} ${b}${c}`,
    `0${a}-${b}${c}`,
    `(+254) ${nine}`,
    `00 254 ${a} ${b} ${c}`,
  ];
}

function throttledApp(redis: boolean): Promise<TestApp> {
  const config: Partial<Config> = {
    authRateLimit: defaults.authRateLimit,
    loginThrottle: { ...defaults.loginThrottle, redisPrefix: `soma-test-${randomBytes(6).toString('hex')}:` },
    recoveryLock: defaults.recoveryLock,
    recoveryRequests: defaults.recoveryRequests,
    ...(redis ? { redisUrl: REDIS_URL } : {}),
  };
  return createTestApp({ config });
}

for (const counters of ['database', 'redis'] as const) {
  describe(`parallel and respelled guesses (${counters} counters)`, () => {
    let t: TestApp;
    before(async () => {
      t = await throttledApp(counters === 'redis');
      await t.setSettings({ student_login_enabled: true });
    });
    after(() => t.close());

    const login = (address: string, body: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const statuses = (answers: Array<{ status: number }>) => {
      const tally: Record<number, number> = {};
      for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
      return tally;
    };

    it('60 parallel wrong logins from one address check at most 5, and the right password then waits', async () => {
      const parent = await t.newParent();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => login(LAB, { login: parent.email, password: `guess-${i}` })),
      );
      const tally = statuses(answers);
      assert.ok((tally[422] ?? 0) <= 5, `checked ${tally[422]} guesses: ${JSON.stringify(tally)}`);
      assert.ok((tally[422] ?? 0) >= 1, JSON.stringify(tally));
      assert.equal((tally[422] ?? 0) + (tally[429] ?? 0), 60, JSON.stringify(tally));
      const right = await login(LAB, { login: parent.email, password: parent.password });
      assert.equal(right.status, 429);
      assert.match(right.body.message, /^Too many login attempts\. Please try again in \d+ seconds\.$/);
    });

    it('60 parallel guesses with the right password among them never sign in past the limit', async () => {
      const parent = await t.newParent();
      const bodies = Array.from({ length: 60 }, (_, i) => ({
        login: parent.email,
        password: i === 30 ? parent.password : `guess-${i}`,
      }));
      const answers = await Promise.all(bodies.map((body) => login(LAB, body)));
      const tally = statuses(answers);
      // At most five were checked; the right one answered 200 only if it was among them.
      assert.ok((tally[422] ?? 0) + (tally[200] ?? 0) <= 5, JSON.stringify(tally));
    });

    it('60 parallel wrong logins from 60 addresses check at most the per-account limit (20)', async () => {
      const parent = await t.newParent();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          login(`198.51.100.${i + 1}`, { login: parent.email, password: `guess-${i}` }),
        ),
      );
      const tally = statuses(answers);
      assert.ok((tally[422] ?? 0) <= defaults.loginThrottle.account.max, JSON.stringify(tally));
      assert.equal((tally[422] ?? 0) + (tally[429] ?? 0), 60, JSON.stringify(tally));
      // The owner, from an address of their own, waits too: the account is under attack from everywhere.
      assert.equal((await login('203.0.113.9', { login: parent.email, password: parent.password })).status, 429);
    });

    it('20 spellings of one phone number, and its email, share one counter', async () => {
      const parent = await t.newParent({ phone_number: '+254712345678' });
      const answers = [];
      for (const [i, spelling] of spellings('712345678').entries())
        answers.push(await login(LAB, { login: spelling, password: `guess-${i}` }));
      assert.deepEqual(
        answers.map((a) => a.status),
        [...Array(5).fill(422), ...Array(15).fill(429)],
      );
      assert.equal((await login(LAB, { login: '0712 345 678', password: parent.password })).status, 429);
      assert.equal((await login(LAB, { login: parent.email!.toUpperCase(), password: parent.password })).status, 429);
      // Every spelling signs in once the window is over.
      if (counters === 'database') {
        t.clock.advance(defaults.loginThrottle.decaySeconds + 1);
        assert.equal((await login(LAB, { login: '(0712) 345 678', password: parent.password })).status, 200);
      }
    });

    it('20 spellings of one phone number, in parallel, check at most 5', async () => {
      await t.newParent({ phone_number: '+254733000111' });
      const answers = await Promise.all(
        spellings('733000111').map((spelling, i) => login(LAB, { login: spelling, password: `guess-${i}` })),
      );
      const tally = statuses(answers);
      assert.ok((tally[422] ?? 0) <= 5, JSON.stringify(tally));
    });

    it('a school lab of 40 behind one address signs in at once, while one account there is under attack', async () => {
      const students: string[] = [];
      for (let family = 0; family < 8; family += 1) {
        const parent = await t.newParent({ plan: { students: 5 } });
        for (let i = 0; i < 5; i += 1) {
          const name = studentLogin('lab');
          await createStudent(t.db, parent.user.id, { login: name, password: 'lab-password' });
          students.push(name);
        }
      }
      const victim = await t.newParent();
      const student = (name: string, password: string) =>
        t.inject({
          method: 'POST',
          url: '/api/student_login',
          remoteAddress: LAB,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ login: name, password }),
        });
      // A few mistype first; then the whole lab at once, with the attacker's guesses among them.
      for (const name of students.slice(0, 5)) assert.equal((await student(name, 'mistyped')).status, 422);
      const [lab, attack] = await Promise.all([
        Promise.all(students.map((name) => student(name, 'lab-password'))),
        Promise.all(Array.from({ length: 40 }, (_, i) => login(LAB, { login: victim.email, password: `guess-${i}` }))),
      ]);
      assert.deepEqual(statuses(lab), { 200: 40 });
      assert.ok((statuses(attack)[422] ?? 0) <= 5, JSON.stringify(statuses(attack)));
      // Forty parents at a parents' evening, on the same address, sign in at once too.
      const parents = await Promise.all(Array.from({ length: 40 }, () => t.newParent()));
      const evening = await Promise.all(parents.map((p) => login(LAB, { login: p.email, password: p.password })));
      assert.deepEqual(statuses(evening), { 200: 40 });
    });
  });
}
