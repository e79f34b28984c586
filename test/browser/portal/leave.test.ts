import { expect } from '@open-wc/testing';
import { goTo, leave, setPageLoader } from '../../../src/portal/leave';
import { otherOrigin, otherPortalOrigin, portalUrl } from '../../../src/portal/urls';
import { configure } from '../../../src/config';
import { sessionAddress } from '../../../src/portal/handover';
import { logout, setToken } from '../../../src/stores/session';
import { fakeToken, inSeconds } from '../support/api';

/** An `emit` like the element's: a bubbling, composed, cancelable `soma-*` event on the document. */
function emit(name: string, detail: unknown, init: { cancelable?: boolean } = {}): boolean {
  return document.dispatchEvent(new CustomEvent(`soma-${name}`, { detail, cancelable: init.cancelable ?? false }));
}

describe('leaving for another page', () => {
  let loads: string[];
  let undo: () => void;
  beforeEach(() => {
    loads = [];
    undo = setPageLoader((url) => loads.push(url));
  });
  afterEach(() => undo());

  it('asks the page first with soma-navigate, then loads the page itself', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('soma-navigate', listener);
    try {
      leave(emit, '/home', { upgraded: true });
    } finally {
      document.removeEventListener('soma-navigate', listener);
    }
    expect(seen).to.deep.equal([{ to: '/home', state: { upgraded: true } }]);
    expect(loads).to.deep.equal(['/home']);
  });

  it('stays when the page routes soma-navigate itself', () => {
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('soma-navigate', cancel);
    try {
      leave(emit, '/account');
    } finally {
      document.removeEventListener('soma-navigate', cancel);
    }
    expect(loads).to.deep.equal([]);
  });

  it('sends the browser straight to a page the SDK does not draw', () => {
    goTo('https://learn.example/start?token=abc');
    expect(loads).to.deep.equal(['https://learn.example/start?token=abc']);
  });

  it('puts the previous loader back', () => {
    const inner: string[] = [];
    const undoInner = setPageLoader((url) => inner.push(url));
    undoInner();
    goTo('/after');
    expect(inner).to.deep.equal([]);
    expect(loads).to.deep.equal(['/after']);
  });
});

describe('portal addresses', () => {
  afterEach(() => configure({ portal: undefined }));

  it('are on this origin without a configured portal', () => {
    expect(portalUrl('/home')).to.equal('/home');
    expect(otherPortalOrigin()).to.equal(null);
  });

  it('sit under the configured portal, whose origin is told apart from the page', () => {
    configure({ portal: 'https://portal.example/school/' });
    expect(portalUrl('/home')).to.equal('https://portal.example/school/home');
    expect(otherPortalOrigin()).to.equal('https://portal.example');
    expect(otherOrigin('/relative')).to.equal(null);
    expect(otherOrigin(`${location.origin}/x`)).to.equal(null);
  });
});

describe('the address for a signed-in user', () => {
  afterEach(() => logout());

  it('is the page itself on this origin, or without a session, and asks the server for nothing', async () => {
    const original = window.fetch;
    let asked = 0;
    window.fetch = (...args) => ((asked += 1), original(...args));
    try {
      setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
      expect(await sessionAddress('/home')).to.deep.equal({ ok: true, data: '/home' });
      logout();
      expect(await sessionAddress('https://portal.example/home')).to.deep.equal({ ok: true, data: 'https://portal.example/home' });
      expect(asked).to.equal(0);
    } finally {
      window.fetch = original;
    }
  });
});
