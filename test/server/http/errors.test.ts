import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';
import { FAILURE_TEXT, registerProbes } from './probes';

const noStack = (body: unknown) => {
  const text = JSON.stringify(body);
  assert.ok(!/at .*\(.*:\d+:\d+\)|\.ts:\d+|node_modules/.test(text), `stack-like text leaked: ${text}`);
};

describe('error answers', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ extend: registerProbes })));
  after(() => t.close());

  it('401 is { message } only', async () => {
    const answer = await t.get('/api/probe/user');
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.body, { message: 'Unauthenticated.' });
  });

  it('403 is { message } only', async () => {
    const answer = await t.get('/api/probe/admin', { token: (await t.newParent()).token });
    assert.equal(answer.status, 403);
    assert.deepEqual(answer.body, { message: 'This action is unauthorized.' });
  });

  it('404 is { message } for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await t.inject({ method, url: '/api/no/such/thing' });
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, { message: 'Not Found' });
    }
  });

  it('422 is { message, errors } with field lists', async () => {
    const answer = await t.post('/api/login', {}, { form: true });
    assert.equal(answer.status, 422);
    assert.equal(answer.body.message, 'The login field is required. (and 1 more error)');
    assert.deepEqual(answer.body.errors, {
      login: ['The login field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('500 is a generic message, logged with the request id, with no stack', async () => {
    const answer = await t.get('/api/probe/fail');
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, { message: 'Server Error' });
    noStack(answer.body);
    const requestId = answer.headers['x-request-id'];
    assert.ok(requestId);
    const logged = t.logs.find((line) => line.request_id === requestId && line.level >= 50);
    assert.ok(logged, 'the failure is logged under the request id');
    assert.match(logged.err.message, new RegExp(FAILURE_TEXT));
    assert.ok(logged.err.stack, 'the log keeps the stack');
  });

  it('500 when an answer breaks its response struct (tests check every answer)', async () => {
    const answer = await t.get('/api/probe/bad_answer');
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, { message: 'Server Error' });
    assert.ok(t.logs.some((line) => /probe\.badAnswer does not match/.test(line.err?.message ?? '')));
  });

  it('keeps a request id given by a load balancer', async () => {
    const answer = await t.get('/api/app', { headers: { 'x-request-id': 'lb-1234' } });
    assert.equal(answer.headers['x-request-id'], 'lb-1234');
  });
});

describe('429 on rate-limited calls', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { authRateLimit: { max: 2, windowMs: 60_000 } } })));
  after(() => t.close());

  for (const [url, body] of [
    ['/api/login', { login: 'nobody@soma.test', password: 'wrong-password' }],
    ['/api/student_login', { login: 'nobody', password: 'wrong-password' }],
    ['/api/signup', { first_name: 'A' }],
  ] as const) {
    it(`${url} answers 429 { message } past its limit`, async () => {
      for (let i = 0; i < 2; i += 1) assert.notEqual((await t.post(url, body, { form: true })).status, 429);
      const answer = await t.post(url, body, { form: true });
      assert.equal(answer.status, 429);
      assert.deepEqual(answer.body, { message: 'Too Many Attempts.' });
      assert.ok(answer.headers['retry-after']);
    });
  }

  it('does not limit other calls', async () => {
    for (let i = 0; i < 5; i += 1) assert.equal((await t.get('/api/app')).status, 200);
  });
});
