import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';

describe('rate limits on recovery and password change', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp({ config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
    token = (await t.newParent()).token;
  });
  after(() => t.close());

  const calls = [
    ['POST', '/api/request_password_recovery', { login: 'nobody@soma.test', first_name: 'A', last_name: 'B' }],
    ['POST', '/api/verify_password_recovery', { verification: 'made-up', unique_code: '123456' }],
    [
      'POST',
      '/api/recover_password',
      { verification: 'made-up', password: 'long-enough', password_confirmation: 'long-enough' },
    ],
    [
      'PATCH',
      '/api/change_password',
      { current_password: 'wrong-one', new_password: 'long-enough', new_password_confirmation: 'long-enough' },
    ],
  ] as const;

  for (const [method, url, body] of calls) {
    it(`${method} ${url} answers 429 past its limit`, async () => {
      const send = () =>
        method === 'POST' ? t.post(url, body, { form: true }) : t.patch(url, body, { token, form: true });
      for (let i = 0; i < 3; i += 1) assert.notEqual((await send()).status, 429);
      const answer = await send();
      assert.equal(answer.status, 429);
      assert.deepEqual(answer.body, { message: 'Too Many Attempts.' });
      assert.ok(answer.headers['retry-after']);
    });
  }

  it('keeps counting per client address', async () => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/request_password_recovery',
      remoteAddress: '10.1.2.3',
      payload: { login: 'nobody-else@soma.test', first_name: 'A', last_name: 'B' },
    });
    assert.equal(answer.status, 200);
  });
});
