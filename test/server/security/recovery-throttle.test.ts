import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../harness';

/*
 * Password recovery under a flood: requests are counted per account (every spelling of its login,
 * whether or not the names match) so that at most 3 messages go out in 15 minutes; a new request
 * never cancels a code already sent; wrong codes count before they are checked, so parallel
 * guesses cannot pass the account's lock together.
 */

const defaults = loadConfig({ SOMA_SANDBOX: '1' });

describe('recovery requests and code checks are throttled', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      config: { recoveryLock: defaults.recoveryLock, recoveryRequests: defaults.recoveryRequests },
    });
  });
  after(() => t.close());

  const request = (login: string, address = '192.0.2.10', names = { first_name: 'Test', last_name: 'Parent' }) =>
    t.inject({
      method: 'POST',
      url: '/api/request_password_recovery',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login, ...names }),
    });
  const verify = (verification: string, unique_code: string) =>
    t.post('/api/verify_password_recovery', { verification, unique_code });
  const messages = async (userId: number) =>
    (await t.db.selectFrom('outbox').select(['id', 'body']).where('user_id', '=', userId).orderBy('id').execute()).map(
      (row) => ({
        id: row.id,
        code: row.body.match(/\b(\d{6})\b/)![1]!,
      }),
    );

  it('40 parallel requests for one account, from 40 addresses and in two spellings, send at most 3 messages', async () => {
    const parent = await t.newParent({ phone_number: '+254744000555' });
    const logins = ['0744 000 555', '+254744000555', parent.email!.toUpperCase(), '(0744)000555'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => request(logins[i % logins.length]!, `198.51.100.${i + 1}`)),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    assert.equal(ok.length, defaults.recoveryRequests.max);
    assert.equal(refused.length, 40 - defaults.recoveryRequests.max);
    assert.match(refused[0]!.body.message, /^Too many password reset requests\. Please try again in 15 minutes\.$/);
    assert.ok(Number(refused[0]!.headers['retry-after']) > 800);
    assert.equal((await messages(parent.user.id)).length, defaults.recoveryRequests.max);
    // After the window, the owner can ask again.
    t.clock.advance(defaults.recoveryRequests.windowSeconds + 1);
    assert.equal((await request(parent.email!)).status, 200);
    assert.equal((await messages(parent.user.id)).length, defaults.recoveryRequests.max + 1);
  });

  it('a login with no account is limited the same way, so the limit tells nothing', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await request('nobody-here@soma.test')).status);
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    // Names that do not match count too.
    const parent = await t.newParent();
    for (let i = 0; i < 3; i += 1)
      assert.equal((await request(parent.email!, undefined, { first_name: 'Wrong', last_name: 'Name' })).status, 200);
    assert.equal((await request(parent.email!)).status, 429);
    assert.equal((await messages(parent.user.id)).length, 0);
  });

  it("another request does not cancel the owner's pending code", async () => {
    const parent = await t.newParent();
    const mine = (await request(parent.email!)).body.verification as string;
    const [sent] = await messages(parent.user.id);
    // Someone else asks for the same account twice more.
    await request(parent.email!, '203.0.113.50');
    await request(parent.email!, '203.0.113.51');
    assert.equal((await messages(parent.user.id)).length, 3);
    assert.equal((await verify(mine, sent!.code)).status, 200);
  });

  it('60 parallel wrong codes across three codes count at most 5 wrong, then every code is dead', async () => {
    const parent = await t.newParent();
    const handles: string[] = [];
    for (let i = 0; i < 3; i += 1) handles.push((await request(parent.email!, `192.0.2.${60 + i}`)).body.verification);
    const sent = await messages(parent.user.id);
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => verify(handles[i % 3]!, wrong(sent[i % 3]!.code))),
    );
    assert.ok(answers.every((a) => a.status === 422));
    const lock = await t.db
      .selectFrom('auth_throttles')
      .select('attempts')
      .where('key', '=', `recovery-lock|user:${parent.user.id}`)
      .executeTakeFirstOrThrow();
    assert.equal(lock.attempts, defaults.recoveryLock.maxWrong);
    for (const [i, handle] of handles.entries()) assert.equal((await verify(handle, sent[i]!.code)).status, 422);
  });

  it('a right code is not counted as a wrong one', async () => {
    const parent = await t.newParent();
    for (let i = 0; i < 3; i += 1) {
      const handle = (await request(parent.email!, `192.0.2.${80 + i}`)).body.verification;
      const sent = (await messages(parent.user.id)).at(-1)!;
      assert.equal((await verify(handle, sent.code)).status, 200);
    }
    const lock = await t.db
      .selectFrom('auth_throttles')
      .select('attempts')
      .where('key', '=', `recovery-lock|user:${parent.user.id}`)
      .executeTakeFirst();
    assert.equal(lock?.attempts ?? 0, 0);
  });
});
