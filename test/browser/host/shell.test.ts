import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { createElement } from 'react';
import { DEBUG_DELETE_QUESTION, LOGOUT_QUESTION } from '../../../src/domain/confirmations';
import { $subscription, loadSubscription } from '../../../src/stores/subscription';
import { $app, loadApp } from '../../../src/stores/app';
import { $session, logout, SESSION_CHANNEL, setToken, TOKEN_KEY } from '../../../src/stores/session';
import { DebugPanel } from '../../../host/DebugPanel';
import { Footer } from '../../../host/Footer';
import { close, mount, open, show, signedInArea } from './hostPage';
import { FRONT_END_VERSION } from '../../../host/version';
import '../../../widgets/login/define';
import '../../../widgets/plan-shop/define';
import {
  expectAccessible,
  parent,
  requests,
  resetSettings,
  settings,
  until,
  wait,
  type Parent,
} from '../widgets/login/helpers';

const path = () => location.pathname;
const tabs = () => [...mount!.querySelectorAll<HTMLElement>('nav[aria-label="Main"] a')];
const tab = (label: string) => tabs().find((a) => a.textContent === label)!;
const visible = (el: Element | null | undefined) => !!el && el.getClientRects().length > 0;

/** Opens the user menu (the menu button) and answers its items. */
async function openMenu(): Promise<HTMLElement[]> {
  const menuButton = mount!.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  menuButton.click();
  const menu = await until(() => mount!.querySelector('[role="menu"]'), 'the user menu');
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

async function signedIn(account: { token: string }, at = '/account') {
  setToken(account.token);
  await open(at);
  await until(() => signedInArea() && tabs().length > 0, 'the signed-in shell');
}

function token(seconds: number, adm: 0 | 1): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', pid: 1, adm, exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
}

const withPlan = () => executeServerCommand('soma-parent', { plan: { students: 3 } }) as Promise<Parent>;

describe('host shell', () => {
  before(() => settings({ style: 'subscription', student_login_enabled: false }));
  afterEach(async () => {
    close();
    await setViewport({ width: 1280, height: 800 });
  });
  after(resetSettings);

  describe('menus', () => {
    it('disables Home and Manage Students for an account holder without an active plan', async () => {
      await signedIn(await parent());
      await until(() => tab('Home').getAttribute('aria-disabled') === 'true', 'Home disabled');
      expect(tab('Manage Students').getAttribute('aria-disabled')).to.equal('true');
      expect(tab('Account Settings').hasAttribute('aria-disabled')).to.equal(false);
      expect(tab('Account Settings').getAttribute('aria-current')).to.equal('page');

      const items = await openMenu();
      expect(items.map((item) => item.textContent)).to.deep.equal([
        'Home',
        'Manage Students',
        'Account Settings',
        'Logout',
      ]);
      expect(items.map((item) => item.getAttribute('aria-disabled'))).to.deep.equal(['true', 'true', null, null]);
      // A disabled entry does nothing.
      items[0].click();
      await wait(50);
      expect(path()).to.equal('/account');
    });

    it('enables them with an active plan, and the tabs and menu move between pages', async () => {
      await signedIn(await withPlan());
      await until(() => !tab('Home').hasAttribute('aria-disabled'), 'Home enabled');
      expect(tab('Manage Students').hasAttribute('aria-disabled')).to.equal(false);
      tab('Home').click();
      await until(() => path() === '/home', '/home');
      expect(tab('Home').getAttribute('aria-current')).to.equal('page');
      const items = await openMenu();
      items.find((item) => item.textContent === 'Account Settings')!.click();
      await until(() => path() === '/account', '/account');
    });

    it('enables them in trial style without a plan', async () => {
      await settings({ style: 'trial' });
      try {
        await signedIn(await parent());
        await until(() => $app.get()?.style === 'trial' && !tab('Home').hasAttribute('aria-disabled'), 'Home enabled');
        expect(tab('Manage Students').hasAttribute('aria-disabled')).to.equal(false);
      } finally {
        await settings({ style: 'subscription' });
      }
    });

    it('offers Give Feedback and Contact Support as external links once the settings hold them', async () => {
      await settings({ feedback_url: 'https://forms.example/feedback', support_url: 'https://help.example/contact' });
      try {
        await signedIn(await withPlan());
        await until(() => $app.get()?.feedback_url === 'https://forms.example/feedback', 'the links');
        const items = await openMenu();
        expect(items.map((item) => item.textContent)).to.deep.equal([
          'Home',
          'Manage Students',
          'Account Settings',
          'Give Feedback',
          'Contact Support',
          'Logout',
        ]);
        const feedback = items.find((item) => item.textContent === 'Give Feedback')!;
        expect(feedback.getAttribute('href')).to.equal('https://forms.example/feedback');
        expect(feedback.getAttribute('target')).to.equal('_blank');
        expect(feedback.getAttribute('rel')).to.contain('noopener');
        expect(items.find((item) => item.textContent === 'Contact Support')!.getAttribute('href')).to.equal(
          'https://help.example/contact',
        );
      } finally {
        await settings({ feedback_url: '', support_url: '' });
      }
    });

    it('gives an administrator Customization, Site Configuration, Plans, Audit trail and Logout', async () => {
      await signedIn({ token: token(600, 1) }, '/customize');
      expect(tabs().map((a) => a.textContent)).to.deep.equal([
        'Customization',
        'Site Configuration',
        'Plans',
        'Audit trail',
      ]);
      const items = await openMenu();
      expect(items.map((item) => item.textContent)).to.deep.equal([
        'Customization',
        'Site Configuration',
        'Plans',
        'Audit trail',
        'Logout',
      ]);
      items[1].click();
      await until(() => path() === '/site_config', '/site_config');
    });

    it('works from the keyboard as a menu button: arrows move, Escape closes back onto the button', async () => {
      await signedIn(await parent());
      const menuButton = mount!.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
      menuButton.focus();
      menuButton.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      const menu = await until(() => mount!.querySelector<HTMLElement>('[role="menu"]'), 'the menu');
      expect(menuButton.getAttribute('aria-expanded')).to.equal('true');
      await until(() => document.activeElement?.textContent === 'Home', 'focus on the first item');
      menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      await until(() => document.activeElement?.textContent === 'Logout', 'focus on the last item');
      menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await until(
        () => !mount!.querySelector('[role="menu"]') && document.activeElement === menuButton,
        'focus back on the button',
      );
    });
  });

  describe('logout', () => {
    it("asks 'Are you sure you want to log out?': Cancel stays, Log Out ends at the standard login", async () => {
      await signedIn(await parent());
      (await openMenu()).find((item) => item.textContent === 'Logout')!.click();
      let dialog = await until(() => document.querySelector('dialog[open]'), 'the confirmation');
      expect(dialog.textContent).to.contain(LOGOUT_QUESTION);
      const buttons = () => [...document.querySelector('dialog[open]')!.querySelectorAll('button')];
      expect(buttons().map((b) => b.textContent)).to.include.members(['Cancel', 'Log Out']);
      buttons()
        .find((b) => b.textContent === 'Cancel')!
        .click();
      await until(() => !document.querySelector('dialog[open]'), 'the dialog closed');
      expect(path()).to.equal('/account');
      expect($session.get()).not.to.equal(null);

      (await openMenu()).find((item) => item.textContent === 'Logout')!.click();
      dialog = await until(() => document.querySelector('dialog[open]'), 'the confirmation again');
      buttons()
        .find((b) => b.textContent === 'Log Out')!
        .click();
      await until(() => path() === '/' && mount!.querySelector('soma-login'), 'the login page');
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
      expect(document.cookie).not.to.contain('soma_token=');
    });

    it("ends the session at the token's exp with no request in flight", async () => {
      await signedIn({ token: token(2, 1) }, '/customize');
      const watch = requests();
      try {
        await until(() => path() === '/' && mount!.querySelector('soma-login'), 'the login page after expiry', 6000);
        expect($session.get()).to.equal(null);
        // Nothing asked the API: the clock alone ended it.
        expect(watch.seen.filter((r) => !r.path.endsWith('/app'))).to.deep.equal([]);
      } finally {
        watch.restore();
      }
    });

    it('follows a logout made in another tab', async () => {
      await signedIn(await parent());
      const other = new BroadcastChannel(SESSION_CHANNEL);
      other.postMessage({ token: null });
      await until(() => path() === '/' && mount!.querySelector('soma-login'), 'the login page');
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
      other.close();
    });

    it('follows a login made in another tab, and tells the others of its own', async () => {
      const account = await parent();
      await open('/');
      await until(() => mount!.querySelector('soma-login'), 'the login page');
      const other = new BroadcastChannel(SESSION_CHANNEL);
      const heard: unknown[] = [];
      other.onmessage = (event) => heard.push(event.data);
      other.postMessage({ token: account.token, base: '/api' });
      // '/' is the welcome screen once signed in.
      await until(() => signedInArea() === 'account' && !mount!.querySelector('soma-login'), 'signed in');
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(account.token);
      logout();
      await until(() => heard.some((message) => (message as { token: unknown }).token === null), 'the logout told');
      other.close();
    });
  });

  describe('footer', () => {
    it("shows the front-end version, the package's, and the API's once known", async () => {
      const pkg = (await (await fetch('/package.json')).json()) as { version: string };
      expect(FRONT_END_VERSION).to.equal(pkg.version);
      await open('/');
      const app = await loadApp();
      const footer = await until(
        () => mount!.querySelector('footer [data-version="api"]') && mount!.querySelector('footer')!,
        'the footer',
      );
      expect(footer.querySelector('[data-version="front-end"]')!.textContent).to.equal(`Portal v${pkg.version}`);
      expect(footer.querySelector('[data-version="api"]')!.textContent).to.equal(`API v${app!.api_version}`);
    });

    it('leaves the API version out while it is unknown', async () => {
      const known = $app.get();
      $app.set(null);
      const footer = await show(createElement(Footer));
      expect(footer.querySelector('footer [data-version="front-end"]')).not.to.equal(null);
      expect(footer.querySelector('footer [data-version="api"]')).to.equal(null);
      $app.set(known);
      await wait(20);
      expect(footer.querySelector('footer [data-version="api"]')).not.to.equal(null);
    });
  });

  describe('widths', () => {
    it('shows the tab bar and the user menu on desktop, and is axe-clean', async () => {
      await signedIn(await withPlan());
      expect(visible(mount!.querySelector('nav[aria-label="Main"]'))).to.equal(true);
      expect(visible(mount!.querySelector('button[aria-label="Menu"]'))).to.equal(false);
      expect(mount!.querySelector('header')!.getBoundingClientRect().height).to.equal(75);
      await expectAccessible(mount!);
      await openMenu();
      await expectAccessible(mount!);
    });

    it('below 800 px opens a drawer from the menu button (a disclosure), closes it with Escape, and is axe-clean', async () => {
      await setViewport({ width: 375, height: 720 });
      await signedIn(await withPlan());
      await until(() => !tab('Home').hasAttribute('aria-disabled'), 'the plan known');
      expect(visible(mount!.querySelector('nav[aria-label="Main"]'))).to.equal(false);
      expect(mount!.querySelector('header')!.getBoundingClientRect().height).to.equal(58);
      const toggle = mount!.querySelector<HTMLButtonElement>('button[aria-label="Menu"]')!;
      expect(visible(toggle)).to.equal(true);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      await expectAccessible(mount!);

      toggle.click();
      const drawer = mount!.querySelector<HTMLElement>('#soma-drawer')!;
      await until(() => visible(drawer), 'the drawer');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(toggle.getAttribute('aria-controls')).to.equal('soma-drawer');
      expect([...drawer.querySelectorAll('a, button')].map((el) => el.textContent)).to.deep.equal([
        'Home',
        'Manage Students',
        'Account Settings',
        'Logout',
      ]);
      await until(() => document.activeElement?.textContent === 'Home', 'focus in the drawer');
      await expectAccessible(mount!);

      drawer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await until(
        () => !visible(drawer) && document.activeElement === toggle,
        'the drawer closed, focus on its button',
      );

      toggle.click();
      await until(() => visible(drawer), 'the drawer again');
      [...drawer.querySelectorAll<HTMLElement>('a')].find((a) => a.textContent === 'Home')!.click();
      await until(() => path() === '/home' && !visible(drawer), '/home with the drawer closed');
    });

    it('below 800 px shows a back button instead on a page below the top level', async () => {
      await setViewport({ width: 375, height: 720 });
      await signedIn(await withPlan(), '/account/update_payment');
      expect(mount!.querySelector('button[aria-label="Menu"]')).to.equal(null);
      const back = mount!.querySelector<HTMLButtonElement>('button[aria-label="Back"]')!;
      expect(visible(back)).to.equal(true);
      back.click();
      await until(
        () => path() === '/account' && mount!.querySelector('button[aria-label="Menu"]'),
        'back at /account with the menu button',
      );
    });
  });
});

describe('host analytics', () => {
  afterEach(close);
  after(resetSettings);
  const tags = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) =>
      s.src.startsWith('https://www.googletagmanager.com/'),
    );
  const pageViews = () =>
    (window.dataLayer ?? [])
      .map((entry) => [...(entry as IArguments)])
      .filter((args) => args[0] === 'event' && args[1] === 'page_view');

  it('loads nothing when the ga setting is empty', async () => {
    await settings({ ga: null });
    await open('/');
    await until(() => mount!.querySelector('soma-login'), 'the login page');
    await wait(100);
    expect(tags()).to.deep.equal([]);
    expect(window.dataLayer).to.equal(undefined);
  });

  it('loads gtag.js for the id when set, and reports each page shown', async () => {
    await settings({ ga: 'G-SOMA1234' });
    await open('/');
    await until(() => tags().length === 1, 'the analytics script');
    expect(tags()[0].src).to.equal('https://www.googletagmanager.com/gtag/js?id=G-SOMA1234');
    await until(() => pageViews().length === 1, 'a page view');
    expect(pageViews()[0][2]).to.include({ page_path: '/', send_to: 'G-SOMA1234' });
    history.pushState(null, '', '/forgot-password/1');
    dispatchEvent(new PopStateEvent('popstate'));
    await until(() => pageViews().length === 2, 'a second page view');
    expect(pageViews()[1][2]).to.include({ page_path: '/forgot-password/1' });
  });
});

describe('host debug panel', () => {
  afterEach(close);
  after(resetSettings);
  const panel = () => mount?.querySelector<HTMLDetailsElement>('details[data-debug]') ?? null;
  const buttonNamed = (name: string) => [...panel()!.querySelectorAll('button')].find((b) => b.textContent === name)!;
  const fieldNamed = (name: string) =>
    [...panel()!.querySelectorAll('label')].find((l) => l.textContent!.startsWith(name))!.control as
      | HTMLInputElement
      | HTMLSelectElement;

  async function setValue(el: HTMLInputElement | HTMLSelectElement, value: string) {
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    await wait(20);
  }

  it('is absent while the debug setting is off, and never shown to an administrator', async () => {
    await settings({ debug: false });
    await signedIn(await withPlan());
    await wait(200);
    expect(panel()).to.equal(null);
    close();
    await settings({ debug: true });
    await signedIn({ token: token(600, 1) }, '/customize');
    await wait(200);
    expect(panel()).to.equal(null);
  });

  it('shows for a signed-in account holder when debug is on', async () => {
    await settings({ debug: true });
    await signedIn(await withPlan());
    await until(() => panel(), 'the debug panel');
    await expectAccessible(mount!);
  });

  it('views the subscription and the profile, edits the plan, and deletes it after asking', async () => {
    await settings({ debug: true });
    const account = await withPlan();
    setToken(account.token);
    await loadSubscription();
    let deleted = 0;
    await show(createElement(DebugPanel, { onDeleted: () => (deleted += 1) }));
    await until(() => panel(), 'the panel');
    panel()!.open = true;

    buttonNamed('View subscription').click();
    const data = () => panel()!.querySelector('pre')?.textContent ?? '';
    await until(() => data().includes('"status": "active"'), 'the subscription shown');
    buttonNamed('View profile').click();
    await until(() => data().includes(account.email), 'the profile shown');

    await setValue(fieldNamed('Students'), '4');
    await setValue(fieldNamed('Duration'), '12');
    await setValue(fieldNamed('Status'), 'failed_declined');
    buttonNamed('Edit subscription').click();
    await until(() => {
      const plan = $subscription.get();
      return plan && plan.status === 'failed_declined' && plan.students === 4 && plan.duration === 12;
    }, 'the plan changed');

    await setValue(fieldNamed('Students'), '0');
    buttonNamed('Edit subscription').click();
    await until(() => panel()!.textContent!.includes('students'), 'the error next to Students');

    buttonNamed('Delete subscription').click();
    const dialog = await until(() => document.querySelector('dialog[open]'), 'the question');
    expect(dialog.textContent).to.contain(DEBUG_DELETE_QUESTION);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    await wait(50);
    expect(deleted).to.equal(0);
    buttonNamed('Delete subscription').click();
    const again = await until(() => document.querySelector('dialog[open]'), 'the question again');
    [...again.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!.click();
    await until(() => deleted === 1, 'the page asked to refresh');
    expect(await loadSubscription()).to.equal(false);
  });
});
