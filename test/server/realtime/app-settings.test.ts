import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createProviders } from '../../../server/providers/index';
import { REALTIME_KEY_SETTING, REALTIME_SECRET_SETTING } from '../../../server/realtime/credentials';
import { getSetting } from '../../../server/repositories/settings';
import { createTestApp } from '../harness';
import { APP_KEY, realtimeConfig } from './support';

describe('GET /app realtime', () => {
  it('points the client at the built-in server on the portal’s own address', async () => {
    const t = await createTestApp({ config: { publicUrl: 'https://portal.example', realtime: realtimeConfig() } });
    try {
      const { body } = await t.get('/api/app');
      assert.deepEqual(body.realtime, {
        key: APP_KEY,
        host: 'portal.example',
        port: 443,
        forceTLS: true,
        authEndpoint: 'https://portal.example/api/broadcasting/auth',
      });
    } finally {
      await t.close();
    }
  });

  it('generates the built-in key and secret once and every instance on the database shares them', async () => {
    const t = await createTestApp({ config: { publicUrl: 'http://127.0.0.1:9090' } });
    try {
      const first = (await t.get('/api/app')).body.realtime;
      assert.match(first.key, /^[0-9a-f]{20}$/);
      assert.equal(first.port, 9090);
      assert.equal(first.forceTLS, false);
      const secret = await getSetting(t.db, REALTIME_SECRET_SETTING);
      assert.equal(typeof secret, 'string');
      assert.equal(await getSetting(t.db, REALTIME_KEY_SETTING), first.key);

      const second = await buildApp({ config: t.config, db: t.db, providers: createProviders(t.config, t.db) });
      try {
        const answer = await second.inject({ method: 'GET', url: '/api/app' });
        assert.equal(answer.json().realtime.key, first.key);
        assert.equal((await second.broadcaster.app?.())?.secret, secret);
      } finally {
        await second.close();
      }
      // Never listed among the public settings.
      assert.ok(!JSON.stringify((await t.get('/api/app')).body).includes(secret as string));
    } finally {
      await t.close();
    }
  });

  it('points the client at an external Pusher-compatible server when PUSHER_* are set', async () => {
    const pusher = loadConfig({
      PUSHER_APP_ID: '42',
      PUSHER_KEY: 'external-key',
      PUSHER_SECRET: 'external-secret',
      PUSHER_HOST: 'soketi.internal',
      PUSHER_PORT: '6001',
      PUSHER_CLIENT_HOST: 'ws.school.example',
      PUSHER_CLIENT_SCHEME: 'https',
    }).pusher;
    const t = await createTestApp({ config: { publicUrl: 'https://portal.example', pusher } });
    try {
      assert.equal(t.app.broadcaster.name, 'pusher');
      assert.equal(t.app.realtime, null, 'no built-in endpoint beside an external server');
      const { body } = await t.get('/api/app');
      assert.deepEqual(body.realtime, {
        key: 'external-key',
        host: 'ws.school.example',
        port: 443,
        forceTLS: true,
        authEndpoint: 'https://portal.example/api/broadcasting/auth',
      });
    } finally {
      await t.close();
    }
  });

  it('passes a hosted Pusher app’s cluster on', () => {
    const pusher = loadConfig({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_CLUSTER: 'eu' }).pusher;
    assert.deepEqual(pusher, {
      appId: '1',
      key: 'k',
      secret: 's',
      scheme: 'https',
      host: 'api-eu.pusher.com',
      port: 443,
      cluster: 'eu',
      client: { host: 'ws-eu.pusher.com', port: 443, forceTLS: true },
    });
  });

  it('insists on the whole PUSHER_* triple', () => {
    assert.throws(() => loadConfig({ PUSHER_KEY: 'k' }), /PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET/);
    assert.equal(loadConfig({}).pusher, null);
  });
});
