import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../../server/app';
import { createTestApp, type TestApp } from '../harness';
import { REDIS_URL } from '../realtime/support';

type App = Awaited<ReturnType<typeof buildApp>>;

/*
 * The session check answered from memory: each account's session state is read once per instance,
 * and a password change, a reset, a logout or a deletion on one instance ends the token on every
 * instance within a second (through Redis pub/sub when REDIS_URL is set, in-process otherwise).
 */
for (const bus of ['Redis', 'in-process'] as const) {
  describe(`the session check from memory, two instances (${bus})`, () => {
    let t: TestApp;
    let a: App;
    let b: App;
    /** Session-state reads of instance b. */
    let reads = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('revoked_sessions')) reads += 1;
        return args.node;
      },
      transformResult: async ({ result }) => result,
    };

    before(async () => {
      t = await createTestApp({ config: bus === 'Redis' ? { redisUrl: REDIS_URL } : {} });
      a = await buildApp({ config: t.config, db: t.db, now: t.clock.now });
      b = await buildApp({ config: t.config, db: t.db.withPlugin(counter), now: t.clock.now });
      await Promise.all([a.ready(), b.ready()]);
    });
    after(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await t?.close();
    });

    const me = async (app: App, token: string) =>
      (await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;

    /** How long after `change` has answered instance b refuses `token` (it answered 200 before). */
    async function refusedAfter(token: string, change: () => Promise<void>): Promise<number> {
      assert.equal(await me(b, token), 200);
      await change();
      const started = Date.now();
      while ((await me(b, token)) !== 401) {
        assert.ok(Date.now() - started < 5_000, 'never refused');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Date.now() - started;
    }

    it("reads an account's session state once, not at every request", async () => {
      const parent = await t.newParent();
      reads = 0;
      for (let i = 0; i < 20; i += 1) assert.equal(await me(b, parent.token), 200);
      assert.equal(reads, 1);
    });

    it("a logout on one instance ends the token on the other within a second; the account's other tokens still work", async () => {
      const parent = await t.newParent();
      const other = await t.login(parent.email!, parent.password);
      const waited = await refusedAfter(parent.token, async () => {
        const answer = await a.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { authorization: `Bearer ${parent.token}` },
          payload: {},
        });
        assert.equal(answer.statusCode, 200);
      });
      assert.ok(waited < 1_000, `${waited} ms`);
      assert.equal(await me(b, other), 200);
    });

    it('a new password on one instance ends every earlier token on the other within a second', async () => {
      const parent = await t.newParent();
      const waited = await refusedAfter(parent.token, async () => {
        const answer = await a.inject({
          method: 'PATCH',
          url: '/api/change_password',
          headers: { authorization: `Bearer ${parent.token}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            current_password: parent.password,
            new_password: 'another-password-1',
            new_password_confirmation: 'another-password-1',
          }).toString(),
        });
        assert.equal(answer.statusCode, 200, answer.body);
      });
      assert.ok(waited < 1_000, `${waited} ms`);
    });

    it('logging out everywhere, and deleting the account, end its tokens on the other instance within a second', async () => {
      const parent = await t.newParent();
      const everywhere = await refusedAfter(parent.token, async () => {
        const answer = await a.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { authorization: `Bearer ${parent.token}` },
          payload: { everywhere: true },
        });
        assert.equal(answer.statusCode, 200);
      });
      assert.ok(everywhere < 1_000, `${everywhere} ms`);

      const leaving = await t.newParent();
      const deleted = await refusedAfter(leaving.token, async () => {
        const answer = await a.inject({
          method: 'DELETE',
          url: '/api/me',
          headers: { authorization: `Bearer ${leaving.token}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ password: leaving.password }).toString(),
        });
        assert.ok(answer.statusCode < 300, answer.body);
      });
      assert.ok(deleted < 1_000, `${deleted} ms`);
    });
  });
}
