import { expect } from '@open-wc/testing';
import { goTo, leave, setPageLoader } from '../../../src/handoff/leave';
import { otherOrigin, otherPortalOrigin, portalUrl } from '../../../src/handoff/urls';
import { configure, options } from '../../../src/config';
import { homeOf } from '../../../src/domain/loginUrls';
import { leaveSignedIn, needsLoginToken } from '../../../src/handoff/handover';
import { logout, setToken } from '../../../src/stores/session';
import { apiUrl, captureErrors, fakeToken, inSeconds, namespace, reply, reset } from '../support/api';

/** An `emit` like the element's: a bubbling, composed, cancelable `soma-*` event on the document. */
function emit(name: string, detail: unknown, init: { cancelable?: boolean } = {}): boolean {
  return document.dispatchEvent(new CustomEvent(`soma-${name}`, { detail, cancelable: init.cancelable ?? false }));
}

/** An element's host with the page's options. */
const host = {
  element: document.body,
  emit,
  get options() {
    return options();
  },
};

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

describe('the login token for leaving', () => {
  afterEach(() => logout());

  it('is needed only with a session and for a page on another origin', () => {
    setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
    expect(needsLoginToken('/home')).to.equal(false);
    expect(needsLoginToken(`${location.origin}/home`)).to.equal(false);
    expect(needsLoginToken('https://portal.example/home')).to.equal(true);
    logout();
    expect(needsLoginToken('https://portal.example/home')).to.equal(false);
  });
});

describe('leaving signed in (the one hand-over sequence of the login box and the plan shop)', () => {
  let loads: string[];
  let undo: () => void;
  let ns: string;
  beforeEach(() => {
    loads = [];
    undo = setPageLoader((url) => loads.push(url));
    ns = namespace();
    configure({ api: apiUrl(ns) });
    setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
  });
  afterEach(async () => {
    undo();
    logout();
    await reset(ns);
    configure({ api: undefined });
  });

  it('goes straight to a page of this origin', async () => {
    expect(await leaveSignedIn(host, '/home', { state: { upgraded: true } })).to.deep.equal({ ok: true, data: null });
    expect(loads).to.deep.equal(['/home']);
  });

  it('carries a single-use login token to a portal on another origin', async () => {
    await reply(ns, { body: { login_token: 'once' } });
    expect((await leaveSignedIn(host, 'https://portal.example/home')).ok).to.equal(true);
    expect(loads).to.deep.equal(['https://portal.example/home#login_token=once']);
  });

  it('stays and answers the failure without a token, or leaves anyway when told to', async () => {
    await reply(ns, { status: 422, body: { message: 'No.', errors: {} } });
    const stayed = await leaveSignedIn(host, 'https://portal.example/home');
    expect(stayed.ok).to.equal(false);
    expect(loads).to.deep.equal([]);
    await reply(ns, { status: 422, body: { message: 'No.', errors: {} } });
    await captureErrors(() => leaveSignedIn(host, 'https://portal.example/home', { evenWithoutToken: true }));
    expect(loads).to.deep.equal(['https://portal.example/home']);
  });

  it("starts a signed-in user at their home: the administrator's or the account holder's", () => {
    expect(homeOf(true)).to.equal('/customize');
    expect(homeOf(false)).to.equal('/home');
  });
});
