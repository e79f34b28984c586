import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allCalls } from '../../../src/api/all';
import { routePath } from '../../../server/http/route';
import { createStudent } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';
import { ENCODINGS, TINY_PNG, encode, multipart, type Encoding } from './encode';

/*
 * Laravel's method spoofing (issue finding 2): every PATCH and DELETE call of the contract also
 * answers a POST whose body carries `_method`, in JSON, urlencoded and multipart bodies alike.
 * Generated from the contract: a new PATCH or DELETE call is covered without a line here, and a
 * recipe below makes it succeed rather than only reach its handler.
 */

interface Attempt {
  path: string;
  token: string | null;
  fields: Record<string, unknown>;
}

const overridden = allCalls.filter((call) => call.method === 'PATCH' || call.method === 'DELETE');

describe('_method in every body encoding', () => {
  let t: TestApp;
  let admin: string;
  const recipes: Record<string, () => Promise<Attempt>> = {
    'profile.update': async () => ({
      path: '/api/me',
      token: (await t.newParent()).token,
      fields: { first_name: 'Renamed' },
    }),
    'profile.changePassword': async () => ({
      path: '/api/change_password',
      token: (await t.newParent()).token,
      fields: {
        current_password: 'parent-password',
        new_password: 'a-new-password',
        new_password_confirmation: 'a-new-password',
      },
    }),
    'students.update': async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      return {
        path: `/api/students/${student.id}`,
        token: parent.token,
        fields: { first_name: 'Ada', last_name: 'Lovelace', gender: 'f', grade: 'Grade 4' },
      };
    },
    'students.delete': async () => {
      // Over the plan's limit, so deleting is allowed.
      const parent = await t.newParent({ plan: { students: 1 } });
      await createStudent(t.db, parent.user.id);
      const { student } = await createStudent(t.db, parent.user.id);
      return { path: `/api/students/${student.id}`, token: parent.token, fields: {} };
    },
    'regions.update': async () => ({
      path: `/api/regions/${await newRegion()}`,
      token: admin,
      fields: { name: 'Renamed' },
    }),
    'regions.delete': async () => ({ path: `/api/regions/${await newRegion()}`, token: admin, fields: {} }),
    'regions.deleteAll': async () => ({ path: '/api/regions', token: admin, fields: {} }),
    'plans.update': async () => ({ path: `/api/plans/${await newPlan()}`, token: admin, fields: { price: '150000' } }),
    'plans.retire': async () => ({ path: `/api/plans/${await newPlan()}`, token: admin, fields: {} }),
    'admin.deleteLogo': async () => {
      const { payload, contentType } = multipart({
        name: 'standard_nav_logo',
        logo: { filename: 'nav.png', contentType: 'image/png', data: TINY_PNG },
      });
      const uploaded = await t.inject({
        method: 'POST',
        url: '/api/resources/logos',
        headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
        payload,
      });
      assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
      return { path: '/api/resources/logos/standard_nav_logo', token: admin, fields: {} };
    },
  };
  let regionSequence = 0;
  const newPlan = async () => {
    regionSequence += 1;
    const row = await t.db
      .insertInto('bundles')
      .values({ students: 50 + regionSequence, duration: 5, price: 100_000 } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const newRegion = async () => {
    regionSequence += 1;
    const row = await t.db
      .insertInto('regions')
      .values({ name: `Override ${regionSequence}`, code: `OV${regionSequence}` } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  before(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    attempt: Attempt,
    encoding: Encoding | null,
    override?: string,
  ) => {
    const fields = override ? { ...attempt.fields, _method: override } : attempt.fields;
    const headers: Record<string, string> = {};
    if (attempt.token) headers.authorization = `Bearer ${attempt.token}`;
    if (encoding === null) return t.inject({ method, url: attempt.path, headers });
    const { payload, contentType } = encode(fields, encoding);
    return t.inject({ method, url: attempt.path, headers: { ...headers, 'content-type': contentType }, payload });
  };

  it('covers every PATCH and DELETE call of the contract', () => {
    assert.ok(overridden.length >= 8, `only ${overridden.length} PATCH/DELETE calls found`);
  });

  for (const call of overridden) {
    const path = routePath(call, 'sandbox').replace(/:(\w+)/g, '1');
    const realEncoding: Encoding | null =
      call.body === 'none' ? null : call.body === 'multipart' ? 'multipart' : 'json';

    it(`${call.id}: a POST with _method=${call.method} reaches the call as ${call.method} does, anonymously`, async () => {
      const direct = await send(call.method as 'PATCH' | 'DELETE', { path, token: null, fields: {} }, realEncoding);
      for (const encoding of ENCODINGS) {
        const spoofed = await send('POST', { path, token: null, fields: {} }, encoding, call.method.toLowerCase());
        assert.equal(spoofed.status, direct.status, `${encoding}: ${spoofed.status} ${JSON.stringify(spoofed.body)}`);
      }
    });

    const recipe = recipes[call.id];
    if (!recipe) continue;
    it(`${call.id}: succeeds through _method in JSON, urlencoded and multipart bodies`, async () => {
      const direct = await recipe();
      const answer = await send(call.method as 'PATCH' | 'DELETE', direct, call.method === 'DELETE' ? null : 'json');
      assert.equal(answer.status, 200, `${call.method}: ${answer.status} ${JSON.stringify(answer.body)}`);
      for (const encoding of ENCODINGS) {
        const attempt = await recipe();
        const spoofed = await send('POST', attempt, encoding, call.method);
        assert.equal(spoofed.status, 200, `${encoding}: ${spoofed.status} ${JSON.stringify(spoofed.body)}`);
      }
    });
  }

  it('a POST with _method naming a method the path does not serve is a 422 on _method', async () => {
    const token = (await t.newParent()).token;
    const answer = await send(
      'POST',
      { path: '/api/change_password', token, fields: { current_password: 'X' } },
      'multipart',
      'DELETE',
    );
    assert.equal(answer.status, 422);
    assert.ok(answer.body.errors._method);
  });

  it('a POST without _method still reaches the path POST call beside a DELETE (regions)', async () => {
    const answer = await send(
      'POST',
      { path: '/api/regions', token: admin, fields: { name: 'Coast', code: 'CST9' } },
      'multipart',
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  });
});
