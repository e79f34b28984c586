import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { redactUrl } from '../../../server/http/logging';
import { createStudent, linkToken } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';

/*
 * Single-use tokens stay out of the log and out of storage. The portal's links carry them in the
 * fragment, which never reaches a server; when one arrives in a query anyway (an older link, a
 * hand-typed address) every log line, captured here at every level, shows it redacted, and the
 * token still works for its owner. Idempotency records keep no session token and no plain hash
 * of a password.
 */

describe('tokens out of logs and storage', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      logLevel: 'trace',
      extend(app) {
        // A route that logs the fields a careless log line might hold.
        app.post('/api/probe/log', async (request) => {
          request.log.info(
            { body: request.body, login_token: (request.body as Record<string, unknown>).login_token },
            'probe',
          );
          return { ok: true };
        });
      },
    });
    await t.setSettings({ student_login_enabled: true });
  });
  after(() => t.close());

  const logged = () => JSON.stringify(t.logs);

  it("the portal's links carry their tokens in the fragment, not the query", async () => {
    const parent = await t.newParent({ plan: { students: 2 } });
    const { student } = await createStudent(t.db, parent.user.id);
    const url = new URL((await t.get(`/api/students/${student.id}/login_url`, { token: parent.token })).body.login_url);
    assert.equal(url.pathname, '/learn');
    assert.equal(url.search, '');
    assert.ok(linkToken(url.href).length > 20);
  });

  it('a token sent in a query never appears in the captured log output, and still works', async () => {
    const parent = await t.newParent({ plan: { students: 2 } });
    const { student } = await createStudent(t.db, parent.user.id);
    const learning = linkToken(
      (await t.get(`/api/students/${student.id}/login_url`, { token: parent.token })).body.login_url,
    );
    const handover = (await t.post('/api/handover', {}, { token: parent.token })).body.login_token as string;
    const before = t.logs.length;

    // Addresses as an older link or a hand-typed one would carry them, and a call with a secret in its query.
    assert.equal((await t.get(`/learn?token=${encodeURIComponent(learning)}`)).status, 200);
    assert.equal((await t.get(`/home?login_token=${encodeURIComponent(handover)}&tab=1`)).status, 200);
    assert.equal((await t.get(`/api/regions?login_token=${encodeURIComponent(handover)}`)).status, 422);
    // Bodies and headers that carry them.
    await t.post('/api/probe/log', { login_token: handover, nested: { token: learning, access_token: parent.token } });
    await t.get('/api/me', { token: parent.token });
    // One line per request answered (server/app.ts), so at least one for each of the five above.
    assert.ok(t.logs.length - before >= 5, `captured ${t.logs.length - before} lines`);

    const output = logged();
    for (const secret of [learning, handover, encodeURIComponent(learning), parent.token])
      assert.ok(!output.includes(secret), 'a token is in the log');
    const urls = t.logs
      .slice(before)
      .map((line) => line.req?.url)
      .filter(Boolean);
    assert.ok(urls.includes('/learn?token=[REDACTED]'), JSON.stringify(urls));
    assert.ok(urls.includes('/home?login_token=[REDACTED]&tab=1'), JSON.stringify(urls));

    // Not spent by being logged: each still opens, once, for its owner.
    assert.equal((await t.post('/api/learn/open', { token: learning })).status, 200);
    assert.equal((await t.post('/api/login', { login_token: handover })).status, 200);
    assert.ok(!logged().includes(learning) && !logged().includes(handover));
  });

  it('redacts secret-looking query parameters, whatever their spelling, and leaves the rest', () => {
    assert.equal(redactUrl('/x?a=1&Token=abc&b=2'), '/x?a=1&Token=[REDACTED]&b=2');
    assert.equal(redactUrl('/x?login%5Ftoken=abc'), '/x?login%5Ftoken=[REDACTED]');
    assert.equal(
      redactUrl('/x?verification=v&unique_code=123456&password=p'),
      '/x?verification=[REDACTED]&unique_code=[REDACTED]&password=[REDACTED]',
    );
    assert.equal(redactUrl('/x?page=2&q=token'), '/x?page=2&q=token');
    assert.equal(redactUrl('/plain/path'), '/plain/path');
  });

  it('an idempotency record keeps neither the session token nor a plain hash of the request', async () => {
    await t.setSettings({ style: 'trial' });
    try {
      const body = {
        first_name: 'Akinyi',
        last_name: 'Mwangi',
        email: `stored-${randomUUID()}@soma.test`,
        password: 'a-password-to-keep-secret',
        password_confirmation: 'a-password-to-keep-secret',
      };
      const key = randomUUID();
      const first = await t.post('/api/signup', body, { headers: { 'idempotency-key': key } });
      const retry = await t.post('/api/signup', body, { headers: { 'idempotency-key': key } });
      assert.equal(first.status, 200);
      assert.equal(retry.status, 200);
      assert.notEqual(retry.body.access_token, first.body.access_token);
      for (const token of [first.body.access_token, retry.body.access_token])
        assert.equal((await t.get('/api/me', { token })).status, 200);

      const rows = await t.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute();
      assert.equal(rows.length, 1);
      const stored = JSON.stringify(rows[0]);
      assert.ok(!stored.includes(first.body.access_token) && !stored.includes(retry.body.access_token));
      assert.ok(!stored.includes('access_token') && !stored.includes(body.password));
      const plain = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
      assert.notEqual(rows[0]!.fingerprint, plain(body));
      assert.notEqual(rows[0]!.fingerprint, plain({ ...body, password_confirmation: undefined }));
    } finally {
      await t.setSettings({ style: 'subscription' });
    }
  });
});
