import { expect } from '@open-wc/testing';
import { isAdminToken, isTokenExpired, readToken, tokenLifetime } from '../../../src/domain/session';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}

const EXP = 1_750_000_000;

describe('readToken', () => {
  it('reads exp, adm and the rest of the payload', () => {
    expect(readToken(jwt({ exp: EXP, adm: 1, pid: 7 }))).to.deep.equal({
      exp: EXP,
      admin: true,
      payload: { exp: EXP, adm: 1, pid: 7 },
    });
  });

  it('reads adm 0 or a missing adm as not an administrator', () => {
    expect(readToken(jwt({ exp: EXP, adm: 0 }))?.admin).to.equal(false);
    expect(readToken(jwt({ exp: EXP }))?.admin).to.equal(false);
    expect(readToken(jwt({ exp: EXP, adm: '1' }))?.admin).to.equal(true);
    expect(readToken(jwt({ exp: EXP, adm: 2 }))?.admin).to.equal(false);
  });

  it('reads a token without exp', () => {
    expect(readToken(jwt({ adm: 0 }))?.exp).to.equal(null);
    expect(readToken(jwt({ exp: 'soon' }))?.exp).to.equal(null);
  });

  it('decodes UTF-8 and every padding length', () => {
    expect(readToken(jwt({ name: 'Ngũgĩ' }))?.payload.name).to.equal('Ngũgĩ');
    for (const name of ['a', 'ab', 'abc', 'abcd']) expect(readToken(jwt({ name }))?.payload.name).to.equal(name);
  });

  it('takes standard base64 and padding too', () => {
    const payload = btoa(JSON.stringify({ exp: EXP, n: '>>>???' }));
    expect(readToken(`h.${payload}.s`)?.exp).to.equal(EXP);
  });

  it('answers null for anything that is not a readable JWT', () => {
    const tokens = [
      null,
      undefined,
      '',
      'abc',
      'a.',
      'a.!!!.c',
      'a.A.c',
      `a.${base64url('not json')}.c`,
      `a.${base64url('[1]')}.c`,
      `a.${base64url('null')}.c`,
    ];
    for (const token of tokens) expect(readToken(token), String(token)).to.equal(null);
  });
});

describe('isTokenExpired', () => {
  const token = jwt({ exp: EXP, adm: 0 });

  it('is valid before exp and expired from exp on', () => {
    expect(isTokenExpired(token, EXP * 1000 - 1)).to.equal(false);
    expect(isTokenExpired(token, EXP * 1000)).to.equal(true);
    expect(isTokenExpired(token, EXP * 1000 + 1)).to.equal(true);
  });

  it('never expires without exp', () => {
    expect(isTokenExpired(jwt({ adm: 0 }), Number.MAX_SAFE_INTEGER)).to.equal(false);
  });

  it('counts an unreadable token as expired', () => {
    expect(isTokenExpired('garbage', 0)).to.equal(true);
    expect(isTokenExpired(null, 0)).to.equal(true);
  });

  it('tells the time left', () => {
    expect(tokenLifetime(token, EXP * 1000 - 5000)).to.equal(5000);
    expect(tokenLifetime(token, EXP * 1000)).to.equal(0);
    expect(tokenLifetime(token, EXP * 1000 + 5000)).to.equal(0);
    expect(tokenLifetime(jwt({}), 0)).to.equal(Infinity);
    expect(tokenLifetime('garbage', 0)).to.equal(0);
  });
});

describe('isAdminToken', () => {
  it('reads adm', () => {
    expect(isAdminToken(jwt({ adm: 1 }))).to.equal(true);
    expect(isAdminToken(jwt({ adm: 0 }))).to.equal(false);
    expect(isAdminToken('garbage')).to.equal(false);
    expect(isAdminToken(null)).to.equal(false);
  });
});
