import { expect } from '@open-wc/testing';
import type { Realtime } from '../../../src/api/structs';
import { configure } from '../../../src/config';
import { realtimeActive } from '../../../src/realtime/live';
import { stopRealtime, watchRealtime } from '../../../src/realtime/index';
import { $app } from '../../../src/stores/app';
import { logout, setToken } from '../../../src/stores/session';
import { apiUrl, fakeToken, inSeconds, namespace, reset } from '../support/api';
import * as fx from '../support/fixtures';

/** Nothing listens on the discard port: the socket is refused at once, which is all these tests need. */
const realtime: Realtime = {
  key: 'key',
  host: '127.0.0.1',
  port: 9,
  forceTLS: false,
  authEndpoint: '/broadcasting/auth',
};

/** Script files the page has fetched whose name mentions `name` (the chunks of pusher-js and laravel-echo). */
function fetched(name: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.split('/').pop()!.includes(name) && url.endsWith('.js'));
}

async function until(probe: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${probe}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('realtime loads late', () => {
  let ns: string;
  let unwatch: () => void;

  before(() => {
    ns = namespace();
    configure({ api: apiUrl(ns), segments: {}, paths: {} });
    logout();
    $app.set({ ...fx.app, realtime });
    unwatch = watchRealtime();
  });

  after(async () => {
    unwatch();
    logout();
    $app.set(null);
    await reset(ns);
  });

  it('fetches neither pusher-js nor laravel-echo while nobody is signed in', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(realtimeActive()).to.equal(false);
    expect(fetched('pusher')).to.deep.equal([]);
    expect(fetched('echo')).to.deep.equal([]);
  });

  it('nor for an administrator', async () => {
    setToken(fakeToken({ exp: inSeconds(3600), adm: 1, pid: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(realtimeActive()).to.equal(false);
    expect(fetched('pusher')).to.deep.equal([]);
    logout();
  });

  it('fetches both, as chunks of their own, once a parent signs in', async () => {
    setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
    expect(realtimeActive()).to.equal(true);
    // The test build splits dynamic imports as the product build does (scripts/build-tests.mjs).
    await until(() => fetched('pusher').length > 0 && fetched('echo').length > 0, 5000);
    // Still on once both are loaded: laravel-echo built its pusher-js connection without failing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(realtimeActive()).to.equal(true);
    expect(fetched('pusher')).to.not.deep.equal([]);
    expect(fetched('echo')).to.not.deep.equal([]);
    const own = fetched('lazy.test');
    for (const url of [...fetched('pusher'), ...fetched('echo')]) expect(own).to.not.include(url);
  });

  it('disconnects at logout', async () => {
    setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
    expect(realtimeActive()).to.equal(true);
    logout();
    expect(realtimeActive()).to.equal(false);
  });

  it('disconnects when the token expires', async () => {
    setToken(fakeToken({ exp: inSeconds(1), pid: 7 }));
    expect(realtimeActive()).to.equal(true);
    await until(() => !realtimeActive(), 3000);
    stopRealtime();
  });
});
