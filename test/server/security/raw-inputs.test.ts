import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';

/*
 * Issue findings 1 and 5: values that used to reach PostgreSQL or the parser raw and come back as
 * 500. Each must be refused in Laravel's shape before it gets there.
 */

const laravelShaped = (body: any) => {
  assert.equal(typeof body?.message, 'string', `no message in ${JSON.stringify(body)}`);
  if (body.errors !== undefined) {
    for (const [key, list] of Object.entries(body.errors)) {
      assert.ok(
        Array.isArray(list) && list.every((text) => typeof text === 'string'),
        `errors.${key} is not a list of text`,
      );
    }
  }
};

describe('ids beyond the column range', () => {
  let t: TestApp;
  let parent: string;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    parent = (await t.newParent({ plan: { students: 3 } })).token;
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  for (const hostile of ['999999999999999999999', '2147483648', '9007199254740993', '1e30', '0x10', '-1', '1.5']) {
    it(`GET /api/students/${hostile} is a 404 or 422, never a 500`, async () => {
      const answer = await t.get(`/api/students/${hostile}`, { token: parent });
      assert.ok([404, 422].includes(answer.status), `${answer.status} ${JSON.stringify(answer.body)}`);
      laravelShaped(answer.body);
    });
  }

  it('every path id: receipts, preview, login_url, regions', async () => {
    const big = '99999999999999999999';
    for (const [method, url, token] of [
      ['GET', `/api/receipts/${big}`, parent],
      ['GET', `/api/shop/bundles/preview_upgrade/${big}`, parent],
      ['GET', `/api/students/${big}/login_url`, parent],
      ['DELETE', `/api/students/${big}`, parent],
      ['DELETE', `/api/regions/${big}`, admin],
      ['PATCH', `/api/regions/${big}`, admin],
    ] as const) {
      const answer = await t.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: method === 'PATCH' ? '{"name":"X"}' : undefined,
      });
      assert.ok(
        [404, 422].includes(answer.status),
        `${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
      laravelShaped(answer.body);
    }
  });

  it('ids beyond 2^31-1 in bundle and region bodies are 422', async () => {
    const cases: Array<[string, unknown, string]> = [
      [
        '/api/shop/pay',
        { bundle: 2 ** 31, payment: { method: 'mpesa', info: { phone_number: '+254711000000' } } },
        parent,
      ],
      [
        '/api/shop/upgrade',
        { bundle: 2 ** 40, payment: { method: 'mpesa', info: { phone_number: '+254711000000' } } },
        parent,
      ],
      ['/api/me', { region: 2 ** 31, _method: 'PATCH' }, parent],
      ['/api/students', { first_name: 'A', last_name: 'B', gender: 'm', grade: '1', region: 2 ** 33 }, parent],
      [
        '/api/signup',
        {
          first_name: 'A',
          last_name: 'B',
          email: 'big-region@soma.test',
          password: 'password1',
          password_confirmation: 'password1',
          region: 2 ** 31,
        },
        '',
      ],
      [
        '/api/signup',
        {
          first_name: 'A',
          last_name: 'B',
          email: 'big-bundle@soma.test',
          password: 'password1',
          password_confirmation: 'password1',
          bundle: 1e21,
        },
        '',
      ],
    ];
    for (const [url, body, token] of cases) {
      const answer = await t.post(url, body, { token });
      assert.equal(
        answer.status,
        422,
        `${url} ${JSON.stringify(body)}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
      laravelShaped(answer.body);
    }
  });
});

describe('text the database or parser refuses', () => {
  let t: TestApp;
  let parent: string;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    parent = (await t.newParent({ plan: { students: 3 } })).token;
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  it('a NUL byte in any text field is a 422 naming the field', async () => {
    const cases: Array<[string, Record<string, unknown>, string, boolean?]> = [
      ['/api/login', { login: 'a\u0000b@soma.test', password: 'x' }, '', true],
      ['/api/student_login', { login: 'kid\u0000', password: 'x' }, '', true],
      [
        '/api/signup',
        {
          first_name: 'A\u0000',
          last_name: 'B',
          email: 'nul@soma.test',
          password: 'password1',
          password_confirmation: 'password1',
        },
        '',
      ],
      ['/api/students', { first_name: 'Kid\u0000', last_name: 'B', gender: 'm', grade: '1' }, parent, true],
      ['/api/me', { first_name: 'A\u0000', _method: 'PATCH' }, parent, true],
      ['/api/request_password_recovery', { login: 'x\u0000@soma.test', first_name: 'a', last_name: 'b' }, '', true],
      ['/api/regions', { name: 'Nul\u0000', code: 'NUL' }, admin, true],
      [
        '/api/customizations',
        {
          config_key: 'standard',
          hide_sidebar: false,
          sidebar_title: 'T\u0000',
          sidebar_lines: [],
          sidebar_footer_url: '',
          sidebar_footer: '',
        },
        admin,
      ],
    ];
    for (const [url, body, token, form] of cases) {
      const answer = await t.post(url, body, { token, form });
      assert.equal(answer.status, 422, `${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      laravelShaped(answer.body);
      assert.ok(answer.body.errors && Object.keys(answer.body.errors).length > 0, `${url} names no field`);
    }
  });

  it('a NUL or a lone surrogate in POST /settings is a 422', async () => {
    for (const payload of [
      '{"ga":"G-\\u0000"}',
      '{"ga":"G-\\ud800"}',
      '{"platform_key":"\\udfff x"}',
      '{"ga\\u0000":"x"}',
    ]) {
      const answer = await t.inject({
        method: 'POST',
        url: '/api/settings',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload,
      });
      assert.equal(answer.status, 422, `${payload}: ${answer.status} ${JSON.stringify(answer.body)}`);
      laravelShaped(answer.body);
    }
  });

  it('a multipart body without its boundary is refused on any route', async () => {
    for (const [url, token] of [
      ['/api/me', parent],
      ['/api/resources/icons', admin],
      ['/api/login', ''],
      ['/api/students', parent],
    ] as const) {
      const answer = await t.inject({
        method: 'POST',
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'multipart/form-data' },
        payload: 'name=x',
      });
      assert.ok(
        [400, 413, 415, 422].includes(answer.status),
        `${url}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
      laravelShaped(answer.body);
    }
  });

  it('JSON nested 10,000 deep is refused, and the server still answers', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    for (const payload of [deep, deepObject, `{"first_name":${deep}}`]) {
      const answer = await t.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.ok(
        [400, 413, 422].includes(answer.status),
        `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
      );
      laravelShaped(answer.body);
    }
    assert.equal((await t.get('/api/app')).status, 200);
  });
});
