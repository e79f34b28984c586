import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifyChannelAuth } from '../../../server/realtime/signature';
import { createTestApp, type TestApp } from '../harness';
import { APP_KEY, APP_SECRET, realtimeConfig } from './support';

describe('POST /api/broadcasting/auth', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { realtime: realtimeConfig() } });
  });
  after(() => t.close());

  const auth = (token: string | null, fields: Record<string, string>) =>
    t.post('/api/broadcasting/auth', fields, { token, form: true });

  it('signs a parent’s own channel the way Pusher checks it', async () => {
    const parent = await t.newParent();
    const channel = `private-user.${parent.user.id}`;
    const answer = await auth(parent.token, { socket_id: '123.456', channel_name: channel });
    assert.equal(answer.status, 200);
    assert.ok(answer.body.auth.startsWith(`${APP_KEY}:`));
    assert.ok(verifyChannelAuth({ key: APP_KEY, secret: APP_SECRET }, '123.456', channel, answer.body.auth));
    assert.ok(!verifyChannelAuth({ key: APP_KEY, secret: APP_SECRET }, '123.457', channel, answer.body.auth));
  });

  it('accepts the fields as JSON too', async () => {
    const parent = await t.newParent();
    const answer = await t.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: `private-user.${parent.user.id}` },
      { token: parent.token },
    );
    assert.equal(answer.status, 200);
  });

  it('refuses another parent’s channel, and any other channel, with 403', async () => {
    const parent = await t.newParent();
    const other = await t.newParent();
    for (const channel of [
      `private-user.${other.user.id}`,
      `user.${parent.user.id}`,
      `private-user.${parent.user.id}0`,
      `presence-user.${parent.user.id}`,
      `private-encrypted-user.${parent.user.id}`,
      'private-admin',
    ]) {
      const answer = await auth(parent.token, { socket_id: '123.456', channel_name: channel });
      assert.equal(answer.status, 403, channel);
      assert.equal(answer.body.auth, undefined);
    }
  });

  it('gives an administrator no channel', async () => {
    const token = await t.loginAsAdmin();
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const answer = await auth(token, { socket_id: '123.456', channel_name: `private-user.${sub}` });
    assert.equal(answer.status, 403);
  });

  it('answers 401 without a valid token', async () => {
    const parent = await t.newParent();
    const fields = { socket_id: '123.456', channel_name: `private-user.${parent.user.id}` };
    assert.equal((await auth(null, fields)).status, 401);
    assert.equal((await auth('not-a-token', fields)).status, 401);
  });

  it('answers 401 once the token has expired', async () => {
    const parent = await t.newParent();
    t.clock.advance(t.config.sessionTtlSeconds + 1);
    try {
      const answer = await auth(parent.token, { socket_id: '123.456', channel_name: `private-user.${parent.user.id}` });
      assert.equal(answer.status, 401);
    } finally {
      t.clock.reset();
    }
  });

  it('validates the fields (422)', async () => {
    const parent = await t.newParent();
    const channel = `private-user.${parent.user.id}`;
    const missing = await auth(parent.token, { channel_name: channel });
    assert.equal(missing.status, 422);
    assert.ok(missing.body.errors.socket_id);
    const malformed = await auth(parent.token, { socket_id: 'abc', channel_name: channel });
    assert.equal(malformed.status, 422);
    assert.ok(malformed.body.errors.socket_id);
    assert.equal((await auth(parent.token, { socket_id: '1.2' })).status, 422);
  });
});
