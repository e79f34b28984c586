// Each element owns its configuration: its `api`, `portal` and `locale` attributes apply to its
// own tree only, and Soma.configure() sets the page's defaults that elements without them follow
// (docs/architecture.md, Configuration).
import { expect } from '@open-wc/testing';
import { configure, options } from '../../../src/config';
import { defineElement } from '../../../src/element';
import { send } from '../../../src/client/request';
import { getMe } from '../../../src/api/profile';
import { $app, loadApp } from '../../../src/stores/app';
import { $token, logout, setToken } from '../../../src/stores/session';
import '../../../widgets/login/define';
import '../../../widgets/account/define';
import { executeServerCommand } from '@web/test-runner-commands';
import { apiUrl, fakeToken, inSeconds, namespace, reply, requests, reset } from '../support/api';
import { app } from '../support/fixtures';
import { button, events, type, until, wait } from '../widgets/login/helpers';
import { Counted, renders } from './own-config';

defineElement('soma-counted', Counted);

async function settle(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await wait(20);
}

function counted(id: string, attributes: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('soma-counted');
  el.id = id;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const shown = (el: HTMLElement) => el.shadowRoot!.querySelector('[data-testid="options"]')!.textContent;
const PAGE = { api: '/api', portal: undefined, locale: undefined };

describe('each element owns its configuration', () => {
  beforeEach(() => {
    renders.clear();
    configure(PAGE);
  });
  afterEach(() => {
    for (const el of document.querySelectorAll('soma-counted, soma-login, soma-account')) el.remove();
    configure(PAGE);
    logout();
  });

  it('Soma.configure() sets the defaults that an element without attributes follows', async () => {
    const plain = counted('plain');
    await settle();
    expect(shown(plain)).to.equal('/api - -');
    configure({ api: 'https://api.school.example/api', locale: 'sw-KE' });
    await settle();
    expect(shown(plain)).to.equal('https://api.school.example/api - sw-KE');
  });

  it("an element's attributes apply to it alone, and leave the page's defaults as they were", async () => {
    const own = counted('own', { api: 'https://b.example/api', portal: 'https://b.example', locale: 'sw-KE' });
    const plain = counted('plain');
    await settle();
    expect(shown(own)).to.equal('https://b.example/api https://b.example sw-KE');
    expect(shown(plain)).to.equal('/api - -');
    // The two disagree: code that does not know its element keeps the page's defaults.
    expect(options().api).to.equal('/api');
    expect(options().locale).to.equal(undefined);
  });

  it('re-renders an element only for its own changes', async () => {
    const own = counted('own', { api: 'https://b.example/api', locale: 'sw-KE' });
    const plain = counted('plain');
    await settle();
    const before = { own: renders.get('own')!, plain: renders.get('plain')! };
    expect(before).to.deep.equal({ own: 1, plain: 1 });

    // A default the element overrides: only the element that follows it re-renders.
    configure({ api: 'https://page.example/api' });
    await settle();
    expect({ own: renders.get('own'), plain: renders.get('plain') }).to.deep.equal({ own: 1, plain: 2 });
    expect(shown(own)).to.equal('https://b.example/api - sw-KE');

    // A call that changes nothing: neither re-renders.
    configure({ api: 'https://page.example/api' });
    configure({ locale: undefined });
    await settle();
    expect({ own: renders.get('own'), plain: renders.get('plain') }).to.deep.equal({ own: 1, plain: 2 });

    // A default both follow (the portal): both re-render.
    configure({ portal: 'https://portal.example' });
    await settle();
    expect({ own: renders.get('own'), plain: renders.get('plain') }).to.deep.equal({ own: 2, plain: 3 });

    // One element's attribute changed at run time re-configures that element only.
    own.setAttribute('api', 'https://c.example/api');
    await settle();
    expect({ own: renders.get('own'), plain: renders.get('plain') }).to.deep.equal({ own: 3, plain: 3 });
    expect(shown(own)).to.equal('https://c.example/api https://portal.example sw-KE');
    expect(shown(plain)).to.equal('https://page.example/api https://portal.example -');

    // Removing the attribute puts the element back on the page's default.
    own.removeAttribute('api');
    await settle();
    expect(shown(own)).to.equal('https://page.example/api https://portal.example sw-KE');
    expect(renders.get('plain')).to.equal(3);
  });

  it('two login boxes on two API bases each load their own settings, sign in at their own base and keep its token there', async () => {
    const a = namespace();
    const b = namespace();
    const sidebar = (title: string) => ({
      ...app,
      customizations: { ...app.customizations, standard: { ...app.customizations.standard, sidebar_title: title } },
    });
    await reply(a, { body: sidebar('School A') });
    await reply(b, { body: sidebar('School B') });

    const boxA = document.createElement('soma-login');
    boxA.setAttribute('api', apiUrl(a));
    const boxB = document.createElement('soma-login');
    boxB.setAttribute('api', apiUrl(b));
    document.body.append(boxA, boxB);
    const titleOf = (el: HTMLElement) => el.shadowRoot?.querySelector('[part="sidebar-title"]')?.textContent;
    await until(() => titleOf(boxA) && titleOf(boxB), 'both sidebars');
    expect(boxA.shadowRoot!.textContent).to.contain('School A').and.not.contain('School B');
    expect(boxB.shadowRoot!.textContent).to.contain('School B').and.not.contain('School A');

    await reply(b, { body: { access_token: fakeToken({ exp: inSeconds(3600) }) } });
    const login = events('soma-login', { cancel: true });
    try {
      await type(boxB, 'Email or Phone Number', 'parent@example.com');
      await type(boxB, 'Password', 'secret-password');
      button(boxB, 'Login').click();
      await until(() => login.seen.length, 'the soma-login event');
    } finally {
      login.stop();
    }

    // B's token goes to B alone: A's box, never signed in, calls A without it.
    await reply(a, { status: 422, body: { message: 'No.', errors: {} } });
    await reply(b, { status: 422, body: { message: 'No.', errors: {} } });
    await send(getMe, {}, { api: apiUrl(a) });
    await send(getMe, {}, { api: apiUrl(b) });

    const seenA = await requests(a);
    const seenB = await requests(b);
    expect(seenA.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /app', 'GET /me']);
    expect(seenB.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /app', 'POST /login', 'GET /me']);
    expect(seenA.map((r) => r.headers.authorization)).to.deep.equal([undefined, undefined]);
    expect(seenB[2].headers.authorization).to.match(/^Bearer /);
    expect(options().api).to.equal('/api');
    await reset(a);
    await reset(b);
  });

  it("sends a login box's sidebar footer path to its own portal, and another box's to the page's", async () => {
    const ns = namespace();
    const standard = { ...app.customizations.standard, sidebar_footer: 'Help', sidebar_footer_url: '/help' };
    // Both boxes call one API base: one answer serves them both.
    await reply(ns, { body: { ...app, customizations: { ...app.customizations, standard } } });
    const own = document.createElement('soma-login');
    own.setAttribute('api', apiUrl(ns));
    own.setAttribute('portal', 'https://b.example/');
    const plain = document.createElement('soma-login');
    plain.setAttribute('api', apiUrl(ns));
    document.body.append(own, plain);
    const footer = (el: HTMLElement) => el.shadowRoot?.querySelector('[part="sidebar-footer"] a');
    await until(() => footer(own) && footer(plain), 'both sidebar footers');
    expect(footer(own)!.getAttribute('href')).to.equal('https://b.example/help');
    expect(footer(plain)!.getAttribute('href')).to.equal('/help');
    await reset(ns);
  });

  it("loads the settings again when the page's API changes, and keeps each API's apart", async () => {
    const a = namespace();
    const b = namespace();
    await reply(a, { body: { ...app, shopCurrency: 'KES' } });
    await reply(b, { body: { ...app, shopCurrency: 'USD' } });
    configure({ api: apiUrl(a) });
    expect((await loadApp())?.shopCurrency).to.equal('KES');
    configure({ api: apiUrl(b) });
    expect((await loadApp())?.shopCurrency).to.equal('USD');
    expect($app.get()?.shopCurrency).to.equal('USD');
    // A's settings stay known: asking again for A costs no call.
    expect((await loadApp(false, { api: apiUrl(a) }))?.shopCurrency).to.equal('KES');
    expect((await requests(a)).length).to.equal(1);
    await reset(a);
    await reset(b);
  });

  it("shows an account in its own API's currency when the page's defaults name another API", async () => {
    // The page's defaults name an API the account does not use, and another element disagrees
    // with the account's own: code that does not know its element follows the defaults.
    const ns = namespace();
    configure({ api: apiUrl(ns) });
    counted('other', { api: apiUrl(ns) });
    const own = '/api';
    const { token } = (await executeServerCommand('soma-parent', { plan: { students: 1 } })) as { token: string };
    setToken(token, { api: own });
    const account = document.createElement('soma-account');
    account.setAttribute('api', own);
    account.setAttribute('start', '/account');
    document.body.append(account);
    const plan = () => account.shadowRoot?.querySelector('[part="plan"] dl');
    await until(() => plan(), 'the plan card', 8000);
    const currency = (await loadApp(false, { api: own }))!.shopCurrency;
    expect(currency).to.not.equal('');
    const price = [...plan()!.querySelectorAll('dt')].find((dt) => dt.textContent === 'Price')!.nextElementSibling!;
    expect(price.textContent).to.contain(currency);
    // Nothing went to the page's API: the account called its own.
    expect(await requests(ns)).to.deep.equal([]);
    account.remove();
    await reset(ns);
  });

  it("keeps a token per API base: each goes to its own API, and a 401 forgets only the refusing base's", async () => {
    const a = namespace();
    const b = namespace();
    const tokenA = fakeToken({ exp: inSeconds(3600), pid: 1 });
    const tokenB = fakeToken({ exp: inSeconds(3600), pid: 2 });
    setToken(tokenA, { api: apiUrl(a) });
    setToken(tokenB, { api: apiUrl(b) });
    const failure = { status: 422, body: { message: 'No.', errors: {} } };
    await reply(a, failure);
    await reply(b, failure);
    await send(getMe, {}, { api: apiUrl(a) });
    await send(getMe, {}, { api: apiUrl(b) });
    // The page's own API was never signed in with: no token goes there.
    const bearer = async (ns: string) => (await requests(ns)).map((r) => r.headers.authorization);
    expect(await bearer(a)).to.deep.equal([`Bearer ${tokenA}`]);
    expect(await bearer(b)).to.deep.equal([`Bearer ${tokenB}`]);

    await reply(a, { status: 401, body: { message: 'Unauthenticated.' } });
    await send(getMe, {}, { api: apiUrl(a) });
    await reply(a, failure);
    await send(getMe, {}, { api: apiUrl(a) });
    expect(await bearer(a)).to.deep.equal([`Bearer ${tokenA}`, `Bearer ${tokenA}`, undefined]);
    // The page's session, the last sign-in (B's), stays.
    expect($token.get()).to.equal(tokenB);
    await reset(a);
    await reset(b);
  });
});
