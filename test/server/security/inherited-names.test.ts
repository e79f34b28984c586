import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { object, string } from 'superstruct';
import { validate } from '../../../src/api/errors';
import { unstorableText } from '../../../server/http/safe-input';
import { createTestApp, type TestApp } from '../harness';
import { encode, ENCODINGS } from './encode';

/*
 * Names every object inherits (constructor, toString, valueOf, hasOwnProperty, __proto__,
 * prototype) are plain names when a client sends them: a field like any other, refused as
 * unknown with a 422 that names it, never a 500 before login.
 */

const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype'];

describe('inherited property names are plain names', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  for (const name of INHERITED) {
    it(`GET /api/regions?${name}=1 is a 422 naming the field`, async () => {
      const answer = await t.get(`/api/regions?${name}=1`);
      assert.equal(answer.status, 422);
      assert.deepEqual(Object.keys(answer.body.errors), [name]);
    });

    for (const encoding of ENCODINGS) {
      // The JSON parser refuses a `__proto__` key outright, and the multipart parser any name
      // Object.prototype holds (a 400 either way); every other name reaches validation.
      const refusedByParser =
        (encoding === 'json' && name === '__proto__') || (encoding === 'multipart' && name in Object.prototype);
      const expected = refusedByParser ? 400 : 422;
      it(`POST /api/login with "${name}" beside the fields (${encoding}) is a ${expected}`, async () => {
        const { payload, contentType } = encode(
          { login: 'someone@soma.test', password: 'secret', [name]: 'x' },
          encoding,
        );
        const answer = await t.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': contentType },
          payload,
        });
        assert.equal(answer.status, expected, JSON.stringify(answer.body));
        assert.equal(typeof answer.body.message, 'string');
        if (expected === 422)
          assert.deepEqual(answer.body.errors[name], [`The ${name.replace(/_/g, ' ')} field is prohibited.`]);
      });
    }
  }

  it('an object holding its own toString where text is expected is a 422 on that field', async () => {
    const answer = await t.post('/api/login', { login: { toString: 1, valueOf: 2 }, password: 'secret' });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors.login, ['The login field must be a string.']);
  });

  it('validation keeps every name as an own key of an errors object without a prototype', () => {
    const checked = validate(object({ login: string() }), {
      login: 'a',
      constructor: 1,
      __proto__: 2,
      toString: { toString: 1 },
    });
    assert.equal(checked.ok, false);
    if (checked.ok) return;
    assert.equal(Object.getPrototypeOf(checked.errors), null);
    assert.deepEqual(Object.keys(checked.errors).sort(), ['toString', 'constructor'].sort());
    // A key named __proto__ written with JSON semantics is an own property too.
    const parsed = JSON.parse('{"login":"a","__proto__":1}');
    const again = validate(object({ login: string() }), parsed);
    assert.ok(!again.ok && Object.hasOwn(again.errors, '__proto__'));
  });

  it('the unstorable-text check reports inherited keys as fields', () => {
    const errors = unstorableText(JSON.parse('{"constructor":"nul\\u0000","__proto__":"lone\\ud800"}'));
    assert.deepEqual(Object.keys(errors).sort(), ['__proto__', 'constructor']);
  });
});
