import { expect } from '@open-wc/testing';
import { number, object, optional, string, type, array, boolean } from 'superstruct';
import { defineCall } from '../../../src/api/define';
import { send } from '../../../src/client/request';
import { clientSetup, configureClient } from '../../../src/client/configure';
import { configure } from '../../../src/config';
import { $token, logout, setToken, TOKEN_KEY } from '../../../src/stores/session';
import { apiUrl, captureErrors, fakeToken, inSeconds, namespace, reply, requests, reset } from '../support/api';

const Thing = type({ id: number(), name: string() });

const getThing = defineCall({
  id: 'things.get',
  method: 'GET',
  path: '/things/{thing_id}',
  body: 'none',
  access: 'parent',
  request: object({ thing_id: number(), include: optional(string()) }),
  response: Thing,
});
const patchThing = defineCall({
  id: 'things.update',
  method: 'PATCH',
  path: '/things/{thing_id}',
  body: 'form',
  access: 'parent',
  request: object({ thing_id: number(), name: string(), archived: optional(boolean()) }),
  response: Thing,
});
const patchJson = defineCall({
  id: 'things.patchJson',
  method: 'PATCH',
  path: '/things/{thing_id}/json',
  body: 'json',
  access: 'parent',
  request: object({ thing_id: number(), tags: array(string()) }),
  response: Thing,
});
const createThing = defineCall({
  id: 'things.create',
  method: 'POST',
  path: '/things',
  body: 'json',
  access: 'parent',
  idempotent: true,
  request: object({ name: string(), nested: object({ a: number() }) }),
  response: Thing,
});
const upload = defineCall({
  id: 'things.upload',
  method: 'POST',
  path: '/things/upload',
  body: 'multipart',
  access: 'admin',
  request: object({ name: string(), file: object({}) }),
  response: type({ ok: boolean() }),
});
const removeThing = defineCall({
  id: 'things.delete',
  method: 'DELETE',
  path: '/things/{thing_id}',
  body: 'none',
  access: 'parent',
  request: object({ thing_id: number() }),
  response: number(),
});
const removeWithSecret = defineCall({
  id: 'things.deleteWithSecret',
  method: 'DELETE',
  path: '/things/{thing_id}',
  body: 'form',
  access: 'parent',
  request: object({ thing_id: number(), password: string() }),
  response: type({ ok: boolean() }),
});
const branded = defineCall({
  id: 'things.branded',
  method: 'GET',
  path: '/shop/<card>/pub_key/<tutor>',
  body: 'none',
  access: 'parent',
  request: object({}),
  response: type({ key: string() }),
});

describe('client', () => {
  let ns: string;

  beforeEach(async () => {
    ns = namespace();
    configure({ api: apiUrl(ns), paths: {}, segments: {} });
    setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
  });

  afterEach(async () => {
    await reset(ns);
    logout();
  });

  it('sends GET with path parameters, query, Accept and the bearer token from session storage', async () => {
    await reply(ns, { body: { id: 5, name: 'Five' } });
    const result = await send(getThing, { thing_id: 5, include: 'all' });
    expect(result).to.deep.equal({ ok: true, data: { id: 5, name: 'Five' } });
    const [sent] = await requests(ns);
    expect(sent.method).to.equal('GET');
    expect(sent.path).to.equal('/things/5');
    expect(sent.search).to.equal('include=all');
    expect(sent.headers.accept).to.equal('application/json');
    expect(sent.headers.authorization).to.equal(`Bearer ${sessionStorage.getItem(TOKEN_KEY)}`);
    expect(sent.body).to.equal('');
  });

  it("asks for the page's language, not the browser's: English from the English build", async () => {
    await reply(ns, { body: { id: 5, name: 'Five' } });
    await send(getThing, { thing_id: 5 });
    const [sent] = await requests(ns);
    expect(sent.headers['accept-language']).to.equal('en');
  });

  it('sends PATCH as POST with _method=PATCH in a form body', async () => {
    await reply(ns, { body: { id: 5, name: 'New' } });
    await send(patchThing, { thing_id: 5, name: 'New', archived: true });
    const [sent] = await requests(ns);
    expect(sent.method).to.equal('POST');
    expect(sent.path).to.equal('/things/5');
    expect(sent.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).to.deep.equal({
      name: 'New',
      archived: '1',
      _method: 'PATCH',
    });
  });

  it('sends PATCH as POST with _method in a JSON body', async () => {
    await reply(ns, { body: { id: 5, name: 'x' } });
    await send(patchJson, { thing_id: 5, tags: ['a', 'b'] });
    const [sent] = await requests(ns);
    expect(sent.method).to.equal('POST');
    expect(sent.headers['content-type']).to.contain('application/json');
    expect(JSON.parse(sent.body)).to.deep.equal({ tags: ['a', 'b'], _method: 'PATCH' });
  });

  it('sends JSON bodies and the idempotency key', async () => {
    await reply(ns, { body: { id: 1, name: 'A' } });
    await send(createThing, { name: 'A', nested: { a: 1 } }, { idempotencyKey: 'key-123' });
    const [sent] = await requests(ns);
    expect(sent.method).to.equal('POST');
    expect(JSON.parse(sent.body)).to.deep.equal({ name: 'A', nested: { a: 1 } });
    expect(sent.headers['idempotency-key']).to.equal('key-123');
  });

  it('sends multipart bodies with files', async () => {
    await reply(ns, { body: { ok: true } });
    const file = new File(['PNGDATA'], 'logo.png', { type: 'image/png' });
    await send(upload, { name: 'standard_main_logo', file } as never);
    const [sent] = await requests(ns);
    expect(sent.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    expect(sent.body).to.contain('name="name"');
    expect(sent.body).to.contain('standard_main_logo');
    expect(sent.body).to.contain('filename="logo.png"');
    expect(sent.body).to.contain('PNGDATA');
  });

  it('sends DELETE and accepts a bare number answer', async () => {
    await reply(ns, { body: 1 });
    const result = await send(removeThing, { thing_id: 3 });
    expect(result).to.deep.equal({ ok: true, data: 1 });
    const [sent] = await requests(ns);
    expect(sent.method).to.equal('DELETE');
    expect(sent.path).to.equal('/things/3');
  });

  it('sends a DELETE with fields as POST with _method=DELETE, the fields in the body and none in the address', async () => {
    await reply(ns, { body: { ok: true } });
    await send(removeWithSecret, { thing_id: 3, password: 'secret-pass' });
    const [sent] = await requests(ns);
    expect(sent.method).to.equal('POST');
    expect(sent.path).to.equal('/things/3');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).to.deep.equal({
      password: 'secret-pass',
      _method: 'DELETE',
    });
  });

  it('decodes a Laravel error into field errors and a global message', async () => {
    await reply(ns, {
      status: 422,
      body: {
        message: 'The name field is required. (and 1 more error)',
        errors: { name: ['The name field is required.'], 'nested.a': ['The nested.a field must be a number.'] },
      },
    });
    const result = await send(createThing, { name: '', nested: { a: 1 } });
    expect(result).to.deep.equal({
      ok: false,
      kind: 'invalid',
      status: 422,
      message: 'The name field is required. (and 1 more error)',
      errors: { name: ['The name field is required.'], 'nested.a': ['The nested.a field must be a number.'] },
    });
  });

  it('decodes a 429 with only a message', async () => {
    await reply(ns, { status: 429, body: { message: 'Too many attempts.' } });
    const result = await send(getThing, { thing_id: 1 });
    expect(result).to.deep.equal({
      ok: false,
      kind: 'invalid',
      status: 429,
      message: 'Too many attempts.',
      errors: {},
    });
  });

  it('logs out before calling when the token has expired, and sends nothing', async () => {
    setToken(fakeToken({ exp: inSeconds(-1) }));
    const result = await send(getThing, { thing_id: 1 });
    expect(result.ok).to.equal(false);
    expect(result.ok === false && result.kind).to.equal('failed');
    expect(await requests(ns)).to.have.length(0);
    expect($token.get()).to.equal(null);
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(document.cookie).not.to.contain('soma_token=');
  });

  it('logs out before calling when the token cannot be read', async () => {
    setToken('not-a-jwt');
    const result = await send(getThing, { thing_id: 1 });
    expect(result.ok).to.equal(false);
    expect(await requests(ns)).to.have.length(0);
    expect($token.get()).to.equal(null);
  });

  it('keeps a token that expires in the future', async () => {
    await reply(ns, { body: { id: 1, name: 'A' } });
    const result = await send(getThing, { thing_id: 1 });
    expect(result.ok).to.equal(true);
    expect($token.get()).not.to.equal(null);
  });

  it('logs out on a 401', async () => {
    await reply(ns, { status: 401, body: { message: 'Unauthenticated.' } });
    const result = await send(getThing, { thing_id: 1 });
    expect(result).to.include({ ok: false, status: 401 });
    expect($token.get()).to.equal(null);
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
  });

  it('logs a 500 with URL, method and body, without a user-facing message', async () => {
    await reply(ns, { status: 500, body: { message: 'Server Error' } });
    let result: unknown;
    const logged = await captureErrors(async () => {
      result = await send(patchThing, { thing_id: 9, name: 'X' });
    });
    expect(result).to.deep.equal({ ok: false, kind: 'failed', status: 500, message: '', errors: {} });
    expect(logged).to.have.length(1);
    const detail = logged[0][1] as { url: string; method: string; body: unknown };
    expect(detail.url).to.equal(`${apiUrl(ns)}/things/9`);
    expect(detail.method).to.equal('POST');
    expect(detail.body).to.deep.equal({ name: 'X', _method: 'PATCH' });
  });

  it('never logs passwords, card data, codes or tokens', async () => {
    await reply(ns, { status: 500, body: {} });
    const logged = await captureErrors(() =>
      send(createThing, {
        name: 'A',
        nested: { a: 1 },
        password: 'hunter22',
        card: { number: '4242424242424242', cvc: '123' },
      } as never),
    );
    const detail = logged[0][1] as { body: Record<string, unknown> };
    expect(detail.body).to.deep.equal({
      name: 'A',
      nested: { a: 1 },
      password: '[redacted]',
      card: { number: '[redacted]', cvc: '[redacted]' },
    });
    expect(JSON.stringify(logged)).not.to.contain('4242424242424242');
  });

  it("logs 'No data returned' when the answer fails its struct", async () => {
    await reply(ns, { body: { id: 'not a number' } });
    let result: unknown;
    const logged = await captureErrors(async () => {
      result = await send(getThing, { thing_id: 1 });
    });
    expect(result).to.deep.equal({ ok: false, kind: 'failed', status: 200, message: '', errors: {} });
    expect(logged[0][0]).to.equal('No data returned');
  });

  it('logs a call that throws and answers failed', async () => {
    configure({ api: 'http://127.0.0.1:9' });
    let result: unknown;
    const logged = await captureErrors(async () => {
      result = await send(getThing, { thing_id: 1 });
    });
    expect(result).to.deep.equal({ ok: false, kind: 'failed', status: 0, message: '', errors: {} });
    expect(logged).to.have.length(1);
  });

  it('renames brand segments and whole paths by configuration', async () => {
    await reply(ns, { body: { key: 'pk' } });
    await reply(ns, { body: { key: 'pk' } });
    await reply(ns, { body: { id: 1, name: 'A' } });
    const { learnt } = clientSetup();
    configureClient({ learnt: (name) => (name === 'card' ? 'stripe' : undefined) });
    try {
      await send(branded, {});
      configure({ segments: { card: 'acmepay', tutor: 'mentor' } });
      await send(branded, {});
      configure({ paths: { 'things.get': '/items/{thing_id}' } });
      await send(getThing, { thing_id: 4 });
    } finally {
      configureClient({ learnt });
    }
    const sent = await requests(ns);
    expect(sent.map((r) => r.path)).to.deep.equal([
      '/shop/stripe/pub_key/tutor',
      '/shop/acmepay/pub_key/mentor',
      '/items/4',
    ]);
  });

  it('takes the token and the end of a session from the functions it is given, not from a store', async () => {
    const before = { ...clientSetup() };
    const ended: string[] = [];
    configureClient({ token: () => 'given-token', expired: () => false, onUnauthorized: () => ended.push('401') });
    try {
      await reply(ns, { body: { id: 1, name: 'A' } });
      await send(getThing, { thing_id: 1 });
      await reply(ns, { status: 401, body: { message: 'Unauthenticated.' } });
      await send(getThing, { thing_id: 1 });
      configureClient({ expired: () => true });
      const result = await send(getThing, { thing_id: 1 });
      expect(result.ok ? 0 : result.status).to.equal(401);
    } finally {
      configureClient(before);
    }
    const sent = await requests(ns);
    expect(sent.map((r: { headers: Record<string, string> }) => r.headers.authorization)).to.deep.equal([
      'Bearer given-token',
      'Bearer given-token',
    ]);
    expect(ended).to.deep.equal(['401', '401']);
    // The session store's token was never used nor ended.
    expect($token.get()).to.not.equal(null);
  });

  it('a 401 for a session since replaced ends nothing: the new session stays', async () => {
    const before = { ...clientSetup() };
    const ended: string[] = [];
    let current = 'old-token';
    configureClient({ token: () => current, expired: () => false, onUnauthorized: () => ended.push(current) });
    try {
      await reply(ns, { status: 401, body: { message: 'Unauthenticated.' } });
      const stale = send(getThing, { thing_id: 1 });
      current = 'new-token';
      const result = await stale;
      expect(result.ok ? 0 : result.status).to.equal(401);
      expect(ended).to.deep.equal([], 'the answer was for the old session');
      await reply(ns, { status: 401, body: { message: 'Unauthenticated.' } });
      await send(getThing, { thing_id: 1 });
      expect(ended).to.deep.equal(['new-token'], 'a 401 for the current session still ends it');
    } finally {
      configureClient(before);
    }
  });

  it('sends no Authorization header without a session', async () => {
    logout();
    await reply(ns, { body: { id: 1, name: 'A' } });
    await send(getThing, { thing_id: 1 });
    const [sent] = await requests(ns);
    expect(sent.headers.authorization).to.equal(undefined);
  });

  it('logout tells the server with the token (POST /logout), and forgets the token whatever the answer', async () => {
    const token = fakeToken({ exp: inSeconds(3600), pid: 7 });
    setToken(token);
    await reply(ns, { status: 500, body: { message: 'Server Error' } });
    logout();
    expect($token.get()).to.equal(null);
    let ended: Array<{ method: string; path: string; headers: Record<string, string> }> = [];
    for (let i = 0; i < 50 && ended.length === 0; i += 1) {
      ended = (await requests(ns, { logout: true })).filter((request: { path: string }) => request.path === '/logout');
      if (ended.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(ended).to.have.length(1);
    expect(ended[0].method).to.equal('POST');
    expect(ended[0].headers.authorization).to.equal(`Bearer ${token}`);
  });

  it('logout does not tell the server about an expired token', async () => {
    setToken(fakeToken({ exp: inSeconds(-10), pid: 7 }));
    logout();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await requests(ns, { logout: true })).filter((request: { path: string }) => request.path === '/logout'),
    ).to.have.length(0);
  });
});
