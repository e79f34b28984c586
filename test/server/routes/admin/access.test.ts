import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allCalls } from '../../../../src/api/all';
import { pathParams } from '../../../../src/api/define';
import { routePath } from '../../../../server/http/route';
import { createTestApp, type TestApp } from '../../harness';
import { png, postMultipart } from './helpers';

/** Every administrator call of the contract, with a value for each path parameter. */
const ADMIN_CALLS = allCalls.filter((call) => call.access === 'admin');
const PARAMS: Record<string, string> = { name: 'standard_main_logo', region_id: '1' };

describe("administrator calls refuse an account holder's session", () => {
  let t: TestApp;
  let parent: string;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    parent = (await t.newParent({ plan: { students: 1 } })).token;
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  it('covers the calls of both pages', () => {
    const ids = ADMIN_CALLS.map((call) => call.id);
    for (const id of [
      'admin.settings',
      'admin.saveSettings',
      'admin.customizations',
      'admin.saveCustomization',
      'admin.icons',
      'admin.uploadIcon',
      'admin.uploadLogo',
      'admin.deleteLogo',
      'regions.create',
      'regions.update',
      'regions.delete',
      'regions.deleteAll',
      'plans.list',
      'plans.create',
      'plans.update',
      'plans.retire',
    ]) {
      assert.ok(ids.includes(id), id);
    }
  });

  for (const call of ADMIN_CALLS) {
    it(`${call.method} ${call.path}: 403 for a parent, 401 without a session, and nothing changes`, async () => {
      let url = routePath(call, t.config.cardProvider);
      for (const name of pathParams(call.path)) url = url.replace(`:${name}`, PARAMS[name] ?? '1');
      const before = await snapshot(t);
      for (const [token, status] of [
        [parent, 403],
        [null, 401],
      ] as const) {
        const answer =
          call.body === 'multipart'
            ? await postMultipart(t, url, { name: 'standard_main_logo', logo: png(), icon: png() }, token)
            : await t.inject({
                method: call.method === 'PATCH' ? 'POST' : call.method,
                url,
                headers: {
                  ...(token ? { authorization: `Bearer ${token}` } : {}),
                  ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
                },
                payload:
                  call.method === 'GET' || call.method === 'DELETE'
                    ? undefined
                    : JSON.stringify({
                        _method: call.method === 'PATCH' ? 'PATCH' : undefined,
                        name: 'X',
                        code: 'X',
                        ga: 'G-PARENT',
                        config_key: 'standard',
                        hide_sidebar: true,
                        sidebar_title: 'x',
                        sidebar_lines: [],
                        sidebar_footer: '',
                        sidebar_footer_url: '',
                      }),
              });
        assert.equal(
          answer.status,
          status,
          `${call.id} as ${token ? 'parent' : 'anonymous'}: ${JSON.stringify(answer.body)}`,
        );
        assert.equal(typeof answer.body.message, 'string');
        assert.ok(!JSON.stringify(answer.body).includes('sidebar'), 'no settings in a refusal');
      }
      assert.deepEqual(await snapshot(t), before);
    });
  }

  it('answers the administrator (the same calls are not simply broken)', async () => {
    assert.equal((await t.get('/api/settings', { token: admin })).status, 200);
    assert.equal((await t.get('/api/resources/icons', { token: admin })).status, 200);
    assert.equal((await t.get('/api/plans', { token: admin })).status, 200);
  });
});

/** What an administrator call could change. */
async function snapshot(t: TestApp) {
  const [settings, customizations, files, regions, plans] = await Promise.all([
    t.db.selectFrom('site_settings').select(['key', 'value']).orderBy('key').execute(),
    t.db
      .selectFrom('customizations')
      .select(['config_key', 'sidebar_title', 'hide_sidebar'])
      .orderBy('config_key')
      .execute(),
    t.db.selectFrom('files').select(['kind', 'name']).orderBy('id').execute(),
    t.db.selectFrom('regions').select(['id', 'name', 'code']).orderBy('id').execute(),
    t.db
      .selectFrom('bundles')
      .select(['id', 'students', 'duration', 'price', 'active', 'position'])
      .orderBy('id')
      .execute(),
  ]);
  return JSON.stringify({ settings, customizations, files, regions, plans });
}
