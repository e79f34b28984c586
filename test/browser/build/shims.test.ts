// The small forms of ofetch's helpers that the build puts in place of ufo and destr
// (scripts/shims/). The test bundle is built with the same aliases, so these imports are the
// shims.
import { expect } from '@open-wc/testing';
import destr from 'destr';
import { withBase, withQuery } from 'ufo';

describe('ufo shim', () => {
  it('adds query entries, leaving undefined ones out and keeping the hash', () => {
    expect(withQuery('https://api.example.com/a', { page: 2, q: 'x y', skip: undefined })).to.equal(
      'https://api.example.com/a?page=2&q=x+y',
    );
    expect(withQuery('/a?keep=1#top', { keep: 2, more: true })).to.equal('/a?keep=2&more=true#top');
    expect(withQuery('/a', { ids: [1, 2] })).to.equal('/a?ids=1&ids=2');
    expect(withQuery('/a', {})).to.equal('/a');
  });

  it('joins a base unless the input is absolute or already under it', () => {
    expect(withBase('/students', 'https://api.example.com/api/')).to.equal('https://api.example.com/api/students');
    expect(withBase('https://other.example.com/x', 'https://api.example.com')).to.equal('https://other.example.com/x');
    expect(withBase('/api/me', '/api')).to.equal('/api/me');
    expect(withBase('/me', '/')).to.equal('/me');
  });
});

describe('destr shim', () => {
  it('parses JSON and answers other text as it is', () => {
    expect(destr('{"a":[1,true,null]}')).to.deep.equal({ a: [1, true, null] });
    expect(destr('42')).to.equal(42);
    expect(destr('<html>Bad gateway</html>')).to.equal('<html>Bad gateway</html>');
    expect(destr('')).to.equal('');
  });

  it('drops keys that would reach a prototype', () => {
    const parsed = destr('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"ok":1}') as Record<
      string,
      unknown
    >;
    expect(parsed).to.deep.equal({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(Object.getPrototypeOf(parsed)).to.equal(Object.prototype);
  });
});
