import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { routePath } from '../../../server/http/route';
import { createStudent, studentLogin, linkToken } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';
import { probes, registerProbes } from './probes';

describe('route: access rules', () => {
  let t: TestApp;
  let parent: string;
  let admin: string;

  before(async () => {
    t = await createTestApp({ extend: registerProbes });
    parent = (await t.newParent()).token;
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  const cases: Array<[keyof typeof probes, 'anonymous' | 'parent' | 'admin', number]> = [
    ['public', 'anonymous', 200],
    ['public', 'parent', 200],
    ['public', 'admin', 200],
    ['parent', 'anonymous', 401],
    ['parent', 'parent', 200],
    ['parent', 'admin', 403],
    ['admin', 'anonymous', 401],
    ['admin', 'parent', 403],
    ['admin', 'admin', 200],
    ['user', 'anonymous', 401],
    ['user', 'parent', 200],
    ['user', 'admin', 200],
  ];
  for (const [access, who, status] of cases) {
    it(`${access} call as ${who} answers ${status}`, async () => {
      const token = who === 'parent' ? parent : who === 'admin' ? admin : null;
      const answer = await t.get(`/api/probe/${access}`, { token });
      assert.equal(answer.status, status, JSON.stringify(answer.body));
      if (status === 401) assert.deepEqual(answer.body, { message: 'Unauthenticated.' });
      if (status === 403) assert.deepEqual(answer.body, { message: 'This action is unauthorized.' });
    });
  }

  it('passes the verified caller to the handler', async () => {
    const answer = await t.get('/api/probe/user', { token: admin });
    assert.equal(answer.body.caller.admin, 1);
    const asParent = await t.get('/api/probe/user', { token: parent });
    assert.equal(asParent.body.caller.admin, 0);
  });

  it('refuses an expired token with 401, and treats it as anonymous on a public call', async () => {
    const token = (await t.newParent()).token;
    t.clock.advance(t.config.sessionTtlSeconds + 1);
    try {
      assert.equal((await t.get('/api/probe/user', { token })).status, 401);
      assert.equal((await t.get('/api/probe/parent', { token })).status, 401);
      const open = await t.get('/api/probe/public', { token });
      assert.equal(open.status, 200);
      assert.equal(open.body.caller, undefined);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a tampered token, one signed with another key, and a malformed header', async () => {
    const [head, body, signature] = parent.split('.');
    const tampered = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('A') ? 'BB' : 'AA'}`;
    assert.equal((await t.get('/api/probe/user', { token: tampered })).status, 401);

    const forged = await new SignJWT({ adm: 1, pid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('soma:api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server secret, but long enough to be one'));
    assert.equal((await t.get('/api/probe/admin', { token: forged })).status, 401);

    const malformed = await t.get('/api/probe/user', { headers: { authorization: `Token ${parent}` } });
    assert.equal(malformed.status, 401);
  });

  it('refuses a student login link token used as a bearer', async () => {
    const owner = await t.newParent({ plan: { students: 3 } });
    const login = studentLogin();
    await createStudent(t.db, owner.user.id, { login, password: 'student-pass' });
    const answer = await t.post('/api/student_login', { login, password: 'student-pass' }, { form: true });
    assert.equal(answer.status, 200);
    const token = linkToken(answer.body.login_url);
    assert.equal((await t.get('/api/probe/user', { token })).status, 401);
    assert.equal((await t.get('/api/probe/parent', { token })).status, 401);
  });
});

describe('route: requests', () => {
  let t: TestApp;
  let token: string;

  before(async () => {
    t = await createTestApp({ extend: registerProbes });
    token = (await t.newParent()).token;
  });
  after(() => t.close());

  it('maps contract paths: {param}, <tutor> and <card>', () => {
    const call = (path: string, root?: 'static') => ({ ...probes.public, path, root });
    assert.equal(routePath(call('/students/{student_id}/login_url'), 'sandbox'), '/api/students/:student_id/login_url');
    assert.equal(routePath(call('/<tutor>_login_url'), 'sandbox'), '/api/tutor_login_url');
    assert.equal(routePath(call('/shop/<card>/pub_key'), 'stripe'), '/api/shop/stripe/pub_key');
    assert.equal(routePath(call('/shop/<card>/pub_key'), 'sandbox'), '/api/shop/sandbox/pub_key');
    assert.equal(
      routePath(call('/custom_login/avatars/avatars.json', 'static'), 'sandbox'),
      '/custom_login/avatars/avatars.json',
    );
  });

  it('accepts PATCH, and POST carrying _method=PATCH (form or JSON)', async () => {
    const patched = await t.patch('/api/probe/items/7', { name: 'seven' }, { token, form: true });
    assert.deepEqual([patched.status, patched.body], [200, { item_id: 7, name: 'seven' }]);
    const viaForm = await t.patchViaPost('/api/probe/items/8', { name: 'eight' }, { token, form: true });
    assert.deepEqual([viaForm.status, viaForm.body], [200, { item_id: 8, name: 'eight' }]);
    const viaJson = await t.patchViaPost('/api/probe/items/9', { name: 'nine' }, { token });
    assert.deepEqual([viaJson.status, viaJson.body], [200, { item_id: 9, name: 'nine' }]);
    const lower = await t.post('/api/probe/items/9', { name: 'nine', _method: 'patch' }, { token, form: true });
    assert.equal(lower.status, 200);
  });

  it('refuses a POST to a PATCH route without _method=PATCH', async () => {
    const plain = await t.post('/api/probe/items/8', { name: 'eight' }, { token, form: true });
    assert.equal(plain.status, 422);
    assert.deepEqual(plain.body.errors, { _method: ['The _method field must be PATCH.'] });
    const wrong = await t.post('/api/probe/items/8', { name: 'eight', _method: 'DELETE' }, { token, form: true });
    assert.equal(wrong.status, 422);
  });

  it('checks access before validating the body', async () => {
    const answer = await t.patchViaPost('/api/probe/items/x', {}, { form: true });
    assert.equal(answer.status, 401);
  });

  it('validates path parameters with the body, in Laravel shape', async () => {
    const answer = await t.patch('/api/probe/items/abc', { name: '' }, { token, form: true });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body, {
      message: 'The item id field must be an integer. (and 1 more error)',
      errors: { item_id: ['The item id field must be an integer.'], name: ['The name field is required.'] },
    });
  });

  it('refuses unknown fields on a strict request', async () => {
    const answer = await t.get('/api/probe/public', { query: { surprise: 1 } });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { surprise: ['The surprise field is prohibited.'] });
  });

  it('hands multipart files to the handler as File objects', async () => {
    const form = new FormData();
    form.append('title', 'Logo');
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png');
    const encoded = new Response(form);
    const answer = await t.inject({
      method: 'POST',
      url: '/api/probe/upload',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { title: 'Logo', name: 'logo.png', type: 'image/png', size: 4 });
  });

  it('validates multipart files with the contract rules', async () => {
    const form = new FormData();
    form.append('title', 'Notes');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const encoded = new Response(form);
    const answer = await t.inject({
      method: 'POST',
      url: '/api/probe/upload',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { file: ['The file field must be an image.'] });
  });

  it('refuses a file larger than the upload limit', async () => {
    const limited = await createTestApp({ extend: registerProbes, config: { uploadLimitBytes: 10 } });
    try {
      const form = new FormData();
      form.append('title', 'Big');
      form.append('file', new Blob([new Uint8Array(100)], { type: 'image/png' }), 'big.png');
      const encoded = new Response(form);
      const answer = await limited.inject({
        method: 'POST',
        url: '/api/probe/upload',
        headers: { 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      assert.equal(answer.status, 413);
      assert.equal(typeof answer.body.message, 'string');
    } finally {
      await limited.close();
    }
  });

  it('treats an empty JSON body as no fields', async () => {
    const answer = await t.inject({
      method: 'PATCH',
      url: '/api/probe/items/1',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '',
    });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { name: ['The name field is required.'] });
  });

  it('answers 400 for malformed JSON', async () => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, { message: 'The request body is not valid JSON.' });
  });
});
