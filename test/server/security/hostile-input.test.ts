import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { allCalls } from '../../../src/api/all';
import { pathParams, type Call } from '../../../src/api/define';
import { toJsonSchema } from '../../../server/http/json-schema';
import { routePath } from '../../../server/http/route';
import { createStudent } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';
import { TINY_PNG, encode, multipart, type FilePart } from './encode';

/*
 * The hostile-input test (issue item 10), generated from the contract: for every call, at least
 * 200 requests built from its request struct (wrong types, missing and extra fields, huge strings
 * and numbers, nested objects, unicode, invalid JSON, wrong content types, multipart with files
 * that are not images and SVG with script, hostile ids and query strings), sent by a caller the
 * call accepts so that they reach validation and the handler. No answer may be a 5xx, every
 * refusal is Laravel-shaped ({ message, errors? } with errors keyed by field), and the server
 * still serves afterwards. Through app.inject, so it stays well under five minutes.
 */

const PER_CALL = 200;

const HUGE = 'A'.repeat(100_000);
const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: deep(depth - 1) });

/** Values put in place of a field, each one a way a client has been known to get it wrong. */
const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  2147483647,
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1e308,
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '1e30',
  '0x1F',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  'x'.repeat(256),
  'x'.repeat(5_000),
  HUGE,
  [],
  [1, 2, 3],
  ['a'],
  [null],
  Array.from({ length: 1_000 }, (_, i) => i),
  {},
  { a: 1 },
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  deep(20),
  Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
  '😀🎓',
  'Ωmega ≈ ç √',
  'مرحبا',
  '\u202Eevil',
  'zero\u200Bwidth',
  '\uFEFFbom',
  'e\u0301\u0301\u0301',
  'ａｄｍｉｎ',
  'nul\u0000byte',
  'lone\uD800surrogate',
  '\uDFFF',
  '\u0001\u0002\u001F',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '2024-13-45T99:99:99Z',
  'mpesa',
  'card',
  'admin@soma.test',
  '+254700000000',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
];

/** Names every plain object inherits: sent as keys, each must be a field like any other. */
const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype'];

/** Bodies that are not what their content type says. */
const RAW_BODIES: Array<[string, string | Buffer]> = [
  ['application/json', '{'],
  ['application/json', '{"a":'],
  ['application/json', '[1,2'],
  ['application/json', 'nul'],
  ['application/json', '"just a string"'],
  ['application/json', '12345'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '{"a":1}}'],
  ['application/json', '{"a":1e400}'],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '\uFEFF{"a":1}'],
  ['application/json', '{"a":"\\ud800"}'],
  ['application/json', '{"a":"\\u0000"}'],
  ['application/json', '['.repeat(5_000) + ']'.repeat(5_000)],
  ['application/json', '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000)],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['application/json', Buffer.from([0xff, 0xfe, 0x00, 0x7b])],
  ['application/x-www-form-urlencoded', 'a=1&a=2&a[b]=3&a[]=4'],
  ['application/x-www-form-urlencoded', '%%%&&&==='],
  ['application/x-www-form-urlencoded', '%00=%00&%ff=%fe'],
  ['application/x-www-form-urlencoded', `${'k'.repeat(10_000)}=v`],
  ['text/plain', 'hello'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  ['application/octet-stream', Buffer.from([0, 1, 2, 3])],
  ['multipart/form-data', 'no boundary here'],
  ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'],
  ['multipart/form-data; boundary=zzz', 'garbage'],
  ['image/png', TINY_PNG],
  ['', 'no type at all'],
];

const FILES: FilePart[] = [
  { filename: 'notes.txt', contentType: 'text/plain', data: 'just text' },
  {
    filename: 'evil.svg',
    contentType: 'image/svg+xml',
    data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
  },
  { filename: 'page.png', contentType: 'image/png', data: '<html><script>alert(1)</script></html>' },
  { filename: 'program.exe', contentType: 'application/x-msdownload', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
  { filename: '../../../etc/passwd.png', contentType: 'image/png', data: TINY_PNG },
  { filename: 'nul\u0000name.png', contentType: 'image/png', data: TINY_PNG },
  { filename: 'real.png', contentType: 'image/png', data: TINY_PNG },
  { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
];

const HOSTILE_IDS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '999999999999999999999',
  '2147483648',
  '1e30',
  '0x10',
  '%00',
  '..%2F..%2Fetc',
  ' 1',
  '1;2',
  "1'--",
  '😀',
  'null',
  '[]',
  'x'.repeat(3_000),
  ...INHERITED,
];

const AUTH_HEADERS = [
  'Bearer ',
  'Bearer a.b.c',
  `Bearer ${'x'.repeat(8_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'bearer  ',
];

/** Field names when the struct hides them (a `dynamic` login, say). */
const FALLBACK_FIELDS = ['login', 'password', 'login_token', 'token', 'name', 'id'];

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
}

function fieldsOf(call: Call<any, any>): string[] {
  const schema = toJsonSchema(call.request, pathParams(call.path)) as { properties?: Record<string, unknown> };
  const names = Object.keys(schema.properties ?? {});
  return names.length ? names : FALLBACK_FIELDS;
}

/** Deterministic choices, so that a failure is the same on every run. */
function chooser(seed: number) {
  let state = seed >>> 0 || 1;
  return <T>(list: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return list[state % list.length]!;
  };
}

function casesFor(
  call: Call<any, any>,
  token: string | null,
  pathValues: Record<string, string>,
  seed: number,
): Case[] {
  const pick = chooser(seed);
  const params = pathParams(call.path);
  const base = routePath(call, 'sandbox');
  const urlWith = (values: Record<string, string>) =>
    params.reduce((url, name) => url.replace(`:${name}`, values[name] ?? '1'), base);
  const goodUrl = urlWith(pathValues);
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const fields = fieldsOf(call);
  const cases: Case[] = [];
  const wireMethod = call.method === 'PATCH' ? 'POST' : call.method;
  const override = call.method === 'PATCH' || call.method === 'DELETE' ? { _method: call.method } : {};

  const body = (values: Record<string, unknown>, encoding: 'json' | 'form' | 'multipart', label: string) => {
    if (call.body === 'none' && call.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(values))
        query.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      cases.push({ method: 'GET', url: `${goodUrl}?${query.toString()}`, headers: auth, label: `query ${label}` });
      return;
    }
    const method = call.body === 'none' && encoding === 'json' ? call.method : 'POST';
    const sent = method === 'POST' ? { ...override, ...values } : values;
    const { payload, contentType } = encode(sent, encoding);
    cases.push({
      method:
        method === 'POST' ? (call.method === 'POST' || Object.keys(override).length ? 'POST' : wireMethod) : method,
      url: goodUrl,
      headers: { ...auth, 'content-type': contentType },
      payload,
      label: `${encoding} ${label}`,
    });
  };
  const encodings = (
    call.body === 'multipart'
      ? ['multipart', 'json', 'form']
      : call.body === 'form'
        ? ['form', 'json', 'multipart']
        : ['json', 'form', 'multipart']
  ) as Array<'json' | 'form' | 'multipart'>;

  // Each field alone, with each hostile value, in the call's own encoding.
  for (const field of fields)
    for (const value of VALUES)
      body({ [field]: value }, encodings[0]!, `${field}=${String(JSON.stringify(value)).slice(0, 30)}`);
  // Every field at once with one hostile value, in every encoding.
  for (const value of VALUES)
    for (const encoding of encodings)
      body(
        Object.fromEntries(fields.map((f) => [f, value])),
        encoding,
        `all=${String(JSON.stringify(value)).slice(0, 30)}`,
      );
  // Inherited names as keys: alone, beside the call's fields, and nested, in every encoding; and in
  // the query string of every call, whatever its method.
  const sample = Object.fromEntries(fields.map((f) => [f, '1']));
  for (const name of INHERITED) {
    for (const encoding of encodings) {
      body({ [name]: '1' }, encoding, `inherited ${name}`);
      body({ ...sample, [name]: { [name]: 1 } }, encoding, `inherited ${name} beside the fields`);
    }
    body({ [fields[0]!]: { [name]: 1, nested: { [name]: [name] } } }, 'json', `inherited ${name} nested`);
    if (call.method !== 'GET') {
      const { payload, contentType } = encode({ ...override, ...sample }, encodings[0]!);
      const method = Object.keys(override).length ? 'POST' : call.method;
      cases.push({
        method,
        url: `${goodUrl}?${name}=1&${encodeURIComponent(name)}[${name}]=1`,
        headers: { ...auth, 'content-type': contentType },
        payload,
        label: `query inherited ${name}`,
      });
    }
  }
  // Missing and extra fields.
  body({}, encodings[0]!, 'empty');
  body({ is_admin: true, adm: 1, user_id: 1, parent_id: 1, id: 1 }, encodings[0]!, 'privilege fields');
  body({ ['x'.repeat(1_000)]: 1, '': 'empty key', 'a.b': 1, 'a[0]': 1 }, encodings[0]!, 'odd keys');
  // Files where the call may or may not take them.
  for (const file of FILES) {
    const named = Object.fromEntries(fields.map((f) => [f, file]));
    const { payload, contentType } = multipart({ ...override, ...named });
    cases.push({
      method: call.method === 'GET' ? 'POST' : wireMethod === 'DELETE' ? 'POST' : wireMethod,
      url: goodUrl,
      headers: { ...auth, 'content-type': contentType },
      payload,
      label: `file ${file.filename}`,
    });
  }
  // Raw bodies of every sort, on the call's own method where it takes a body.
  for (const [type, payload] of RAW_BODIES) {
    const method = call.method === 'GET' || call.method === 'DELETE' ? 'POST' : wireMethod;
    cases.push({
      method,
      url: goodUrl,
      headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
      payload,
      label: `raw ${type}`,
    });
  }
  // Hostile ids in the path.
  for (const name of params) {
    for (const id of HOSTILE_IDS) {
      cases.push({
        method: call.method,
        url: urlWith({ ...pathValues, [name]: encodeURIComponent(id) }),
        headers: auth,
        label: `path ${name}=${id.slice(0, 20)}`,
      });
    }
  }
  // Hostile Authorization headers.
  for (const header of AUTH_HEADERS)
    cases.push({
      method: call.method,
      url: goodUrl,
      headers: { authorization: header },
      label: `auth ${header.slice(0, 20)}`,
    });
  // Then random mixes of fields and values until the call has its share.
  let round = 0;
  while (cases.length < PER_CALL) {
    round += 1;
    const mix = Object.fromEntries(fields.filter(() => pick([true, false])).map((f) => [f, pick(VALUES)]));
    body(mix, pick(encodings), `mix ${round}`);
  }
  return cases;
}

function laravelShaped(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return `not a JSON object: ${String(body).slice(0, 80)}`;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || message === '') return 'no message';
  if (errors !== undefined) {
    if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return 'errors is not an object';
    for (const [key, list] of Object.entries(errors)) {
      if (!Array.isArray(list) || list.length === 0 || !list.every((text) => typeof text === 'string'))
        return `errors.${key} is not a list of text`;
    }
  }
  return null;
}

describe('hostile input: every call of the contract, 200+ hostile requests each', () => {
  let t: TestApp;
  const tally = { calls: 0, requests: 0, inherited: 0, serverErrors: 0, byStatus: new Map<number, number>() };
  let started = 0;

  before(async () => {
    t = await createTestApp();
    await t.setSettings({ student_login_enabled: true });
    started = Date.now();
  });
  after(async () => {
    const statuses = [...tally.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `hostile input: ${tally.calls} calls, ${tally.requests} requests (${tally.inherited} with inherited names as keys), 5xx = ${tally.serverErrors}, ${((Date.now() - started) / 1000).toFixed(1)} s (${statuses})`,
    );
    await t.close();
  });

  // The settings call last: hostile settings that happen to be valid must not change what the other calls meet.
  const calls = [...allCalls].sort(
    (a, b) => Number(a.id === 'admin.saveSettings') - Number(b.id === 'admin.saveSettings'),
  );

  for (const [index, call] of calls.entries()) {
    it(`${call.id}: no 5xx, every refusal Laravel-shaped`, async () => {
      const parent = await t.newParent({ plan: { students: 3 } });
      const { student } = await createStudent(t.db, parent.user.id);
      const order = await t.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', parent.user.id)
        .executeTakeFirstOrThrow();
      const admin = await t.db.selectFrom('users').selectAll().where('is_admin', '=', true).executeTakeFirstOrThrow();
      const token =
        call.access === 'admin' ? await t.app.sessions.issue(admin) : call.access === 'public' ? null : parent.token;
      const pathValues = {
        student_id: String(student.id),
        order_id: String(order.id),
        region_id: '1',
        product_id: '1',
        name: 'standard_main_logo',
      };
      const cases = casesFor(call, token, pathValues, index + 1);
      assert.ok(cases.length >= PER_CALL, `${call.id}: only ${cases.length} requests`);
      const failures: string[] = [];
      for (const c of cases) {
        const answer = await t.app.inject({
          method: c.method as InjectOptions['method'],
          url: c.url,
          headers: c.headers,
          payload: c.payload,
        });
        tally.requests += 1;
        if (c.label.includes('inherited')) tally.inherited += 1;
        tally.byStatus.set(answer.statusCode, (tally.byStatus.get(answer.statusCode) ?? 0) + 1);
        if (answer.statusCode >= 500) {
          tally.serverErrors += 1;
          failures.push(
            `${c.method} ${c.url.slice(0, 80)} [${c.label}]: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
          continue;
        }
        if (answer.statusCode >= 400) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(answer.body);
          } catch {
            parsed = answer.body;
          }
          const problem = laravelShaped(parsed);
          if (problem) failures.push(`${c.method} ${c.url.slice(0, 80)} [${c.label}]: ${answer.statusCode} ${problem}`);
        }
      }
      tally.calls += 1;
      assert.deepEqual(failures.slice(0, 15), [], `${failures.length} bad answers`);
    });
  }

  it('the server is healthy after it all: the app answers and a parent signs in', async () => {
    assert.equal((await t.get('/api/app')).status, 200);
    const parent = await t.newParent();
    assert.equal((await t.get('/api/me', { token: parent.token })).status, 200);
    assert.ok(tally.requests >= 10_000, `only ${tally.requests} requests`);
  });
});
