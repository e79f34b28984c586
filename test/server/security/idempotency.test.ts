import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../harness';

/*
 * Issue finding 6: concurrent retries under one Idempotency-Key all receive the first answer, as
 * Stripe's keys do, instead of one 200 and 'email taken' for the rest.
 */

describe('Idempotency-Key: every retry gets the first answer', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.setSettings({ style: 'trial' });
  });
  after(() => t.close());

  let sequence = 0;
  const person = () => {
    sequence += 1;
    return {
      first_name: 'Wanjiru',
      last_name: 'Otieno',
      email: `idem-${process.pid}-${sequence}@soma.test`,
      password: 'long-enough-password',
      password_confirmation: 'long-enough-password',
    };
  };
  const signup = (body: unknown, key: string) => t.post('/api/signup', body, { headers: { 'idempotency-key': key } });

  it('four concurrent sign-ups under one key: one account, four 200s signing in to it', async () => {
    const body = person();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => signup(body, key)));
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 200],
      JSON.stringify(answers.map((a) => a.body)),
    );
    const accounts = await t.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
    assert.equal(accounts.length, 1);
    // The record keeps no session token: each retry gets a session of its own, for the same account.
    const subjects = answers.map((a) => decodeJwt(a.body.access_token).sub);
    assert.deepEqual(subjects, Array(4).fill(String(accounts[0]!.id)));
    const later = await signup(body, key);
    assert.equal(later.status, 200);
    assert.equal(decodeJwt(later.body.access_token).sub, String(accounts[0]!.id));
    assert.deepEqual(Object.keys(later.body), Object.keys(answers[0]!.body));
  });

  it('another request under a used key is refused, naming the key', async () => {
    const key = randomUUID();
    assert.equal((await signup(person(), key)).status, 200);
    const other = await signup(person(), key);
    assert.equal(other.status, 422);
    assert.ok(other.body.errors.idempotency_key);
  });

  it('a first request that failed keeps nothing: the corrected retry is answered afresh', async () => {
    const key = randomUUID();
    const body = person();
    const refused = await signup({ ...body, password_confirmation: 'does-not-match' }, key);
    assert.equal(refused.status, 422);
    const taken = await signup({ ...person(), email: body.email }, randomUUID());
    assert.equal(taken.status, 200);
    // The same key, now for a request that fails in the service (email taken), then a good one.
    const failed = await signup(body, key);
    assert.equal(failed.status, 422);
    const fixed = await signup({ ...body, email: `fixed-${body.email}` }, key);
    assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
  });

  it('keys of different callers are apart', async () => {
    const key = randomUUID();
    const a = await t.newParent();
    const b = await t.newParent();
    const body = { bundle: 1, payment: { method: 'mpesa', info: { phone_number: '0712000000' } } };
    const first = await t.post('/api/shop/pay', body, { token: a.token, headers: { 'idempotency-key': key } });
    const second = await t.post('/api/shop/pay', body, { token: b.token, headers: { 'idempotency-key': key } });
    assert.equal(first.status, second.status);
    if (first.status === 200) assert.notEqual(first.body.order_id, second.body.order_id);
  });
});
