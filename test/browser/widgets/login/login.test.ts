import { expect } from '@open-wc/testing';
import { pageLoads } from '../../support/page-guard';
import { login } from '../../../../src/api/app';
import { send } from '../../../../src/client/request';
import { FREE_TRIAL_BADGE } from '../../../../src/domain/messages';
import { $session, TOKEN_KEY } from '../../../../src/stores/session';
import '../../../../widgets/login/define';
import * as text from '../../../../widgets/login/texts';
import {
  button,
  errorOf,
  events,
  field,
  labels,
  link,
  message,
  mount,
  parent,
  requests,
  reset,
  resetSettings,
  root,
  settings,
  title,
  type,
  until,
  wait,
} from './helpers';
import { fragmentToken } from '../../support/api';

const BAD = 'These credentials do not match our records.';
/** The reference server's administrator (test/server/harness.ts). */
const ADMIN = { login: 'admin@soma.test', password: 'admin-password' };

async function signIn(el: HTMLElement, loginValue: string, password: string) {
  await type(el, text.LOGIN_LABEL, loginValue);
  await type(el, text.PASSWORD_LABEL, password);
  button(el, text.LOGIN_BUTTON).click();
}

describe('<soma-login>', () => {
  afterEach(reset);
  after(resetSettings);

  describe('in subscription style', () => {
    before(() =>
      settings({
        style: 'subscription',
        student_login_enabled: true,
        alternate_login_type: 'student',
        alternate_login_url: '/student',
      }),
    );

    it('shows the login form with labelled fields, and links to forgot password and the plan shop', async () => {
      const el = await mount('soma-login');
      expect(title(el)).to.equal(text.LOGIN_TITLE);
      expect(labels(el)).to.deep.equal([`${text.LOGIN_LABEL}*`, `${text.PASSWORD_LABEL}*`]);
      expect(field(el, text.PASSWORD_LABEL).type).to.equal('password');
      await until(() => link(el, text.EXPLORE_LINK), 'the explore link');
      expect(link(el, text.FORGOT_LINK)).to.exist;
      expect(link(el, text.EXPLORE_LINK)!.getAttribute('href')).to.equal('/explore');
      expect(link(el, text.SIGNUP_LINK)).to.equal(undefined);
      expect(root(el).querySelector('[part="badge"]')).to.equal(null);
    });

    it('lets the page route the plan shop link itself', async () => {
      const el = await mount('soma-login');
      const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
      try {
        (await until(() => link(el, text.EXPLORE_LINK), 'the explore link')).click();
        expect(navigations.seen).to.deep.equal([{ to: '/explore' }]);
      } finally {
        navigations.stop();
      }
    });
  });

  describe('in trial style', () => {
    before(() => settings({ style: 'trial' }));

    it("shows the 'Free Trial!' badge and a sign-up link, and no plan shop", async () => {
      const el = await mount('soma-login');
      const badge = await until(() => root(el).querySelector('[part="badge"]'), 'the badge');
      expect(badge.textContent).to.equal(FREE_TRIAL_BADGE);
      expect(badge.textContent).to.equal('Free Trial!');
      expect(link(el, text.SIGNUP_LINK)).to.exist;
      expect(link(el, text.EXPLORE_LINK)).to.equal(undefined);
    });
  });

  describe('with the standard login at the alternate URL', () => {
    before(() =>
      settings({
        style: 'subscription',
        student_login_enabled: true,
        alternate_login_type: 'standard',
        alternate_login_url: '/login',
      }),
    );

    it('puts the plan shop under the standard login base', async () => {
      const el = await mount('soma-login');
      const explore = await until(() => link(el, text.EXPLORE_LINK), 'the explore link');
      expect(explore.getAttribute('href')).to.equal('/login/explore');
    });
  });

  describe('errors', () => {
    before(() => settings({ style: 'subscription' }));

    it("shows the server's errors under each field and its message under the form", async () => {
      const el = await mount('soma-login');
      button(el, text.LOGIN_BUTTON).click();
      await until(() => message(el), 'the message');
      expect(errorOf(el, text.LOGIN_LABEL)).to.equal('The login field is required.');
      expect(errorOf(el, text.PASSWORD_LABEL)).to.equal('The password field is required.');
      expect(message(el)).to.equal('The login field is required. (and 1 more error)');
      expect(field(el, text.LOGIN_LABEL).getAttribute('aria-invalid')).to.equal('true');
    });

    it('refuses wrong credentials with one message that reveals nothing', async () => {
      const el = await mount('soma-login');
      await signIn(el, 'nobody@soma.test', 'wrong-password');
      await until(() => message(el), 'the message');
      expect(errorOf(el, text.LOGIN_LABEL)).to.equal(BAD);
      expect(message(el)).to.equal(BAD);
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    });

    it('announces errors: the field error and the message are alerts', async () => {
      const el = await mount('soma-login');
      await signIn(el, 'nobody@soma.test', 'wrong-password');
      await until(() => message(el), 'the message');
      expect(root(el).querySelector('[part="message"]')!.getAttribute('role')).to.equal('alert');
      expect(root(el).querySelector('[part="error"]')!.getAttribute('role')).to.equal('alert');
    });

    it('clears the errors once the login succeeds', async () => {
      const account = await parent();
      const el = await mount('soma-login');
      const navigations = events('soma-navigate', { cancel: true });
      try {
        await signIn(el, account.email, 'wrong-password');
        await until(() => message(el), 'the message');
        await type(el, text.PASSWORD_LABEL, account.password);
        button(el, text.LOGIN_BUTTON).click();
        await until(() => navigations.seen.length, 'the navigation');
        await until(() => !message(el), 'the message to go');
        expect(errorOf(el, text.LOGIN_LABEL)).to.equal(undefined);
      } finally {
        navigations.stop();
      }
    });

    it('sends a double submission once, and shows the loading overlay only after 250 ms', async () => {
      const el = await mount('soma-login');
      const watch = requests({ delay: 700 });
      try {
        await type(el, text.LOGIN_LABEL, 'nobody@soma.test');
        await type(el, text.PASSWORD_LABEL, 'wrong-password');
        const submit = button(el, text.LOGIN_BUTTON);
        submit.click();
        submit.click();
        await wait(120);
        expect(submit.getAttribute('aria-busy')).to.equal('true');
        expect(root(el).querySelector('[part="loading-overlay"]')).to.equal(null);
        await wait(260);
        expect(root(el).querySelector('[part="loading-overlay"]')).to.not.equal(null);
        submit.click();
        await until(() => message(el), 'the answer', 3000);
        expect(watch.seen.filter((r) => r.path === '/api/login')).to.have.length(1);
        expect(root(el).querySelector('[part="loading-overlay"]')).to.equal(null);
        expect(submit.getAttribute('aria-busy')).to.equal(null);
      } finally {
        watch.restore();
      }
    });
  });

  describe('after login', () => {
    before(() =>
      settings({
        style: 'subscription',
        student_login_enabled: true,
        alternate_login_type: 'student',
        alternate_login_url: '/student',
      }),
    );

    it('sends a parent to /home and tells the page who signed in', async () => {
      const account = await parent();
      const el = await mount('soma-login');
      const logins = events('soma-login');
      const navigations = events('soma-navigate', { cancel: true });
      try {
        await signIn(el, account.email, account.password);
        await until(() => navigations.seen.length, 'the navigation');
        expect(logins.seen).to.deep.equal([{ adm: 0, to: '/home' }]);
        expect(navigations.seen).to.deep.equal([{ to: '/home' }]);
        expect($session.get()).to.include({ adm: 0, parentId: account.user.id });
      } finally {
        logins.stop();
        navigations.stop();
      }
    });

    it("loads the parent's home itself when no page routes soma-navigate", async () => {
      const account = await parent();
      const el = await mount('soma-login');
      const before = pageLoads().length;
      await signIn(el, account.email, account.password);
      await until(() => pageLoads().length > before, 'the page load');
      expect(pageLoads().slice(before)).to.deep.equal(['/home']);
    });

    it('sends an administrator to /customize and loads nothing else', async () => {
      const el = await mount('soma-login');
      const navigations = events('soma-navigate', { cancel: true });
      const watch = requests();
      try {
        await signIn(el, ADMIN.login, ADMIN.password);
        await until(() => navigations.seen.length, 'the navigation');
        await wait(100);
        expect(navigations.seen).to.deep.equal([{ to: '/customize' }]);
        expect($session.get()?.adm).to.equal(1);
        expect(watch.seen.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['POST /api/login']);
      } finally {
        watch.restore();
        navigations.stop();
      }
    });

    it('stays when the page cancels soma-login, leaving the session to the page', async () => {
      const account = await parent();
      const el = await mount('soma-login');
      const logins = events('soma-login', { cancel: true });
      const navigations = events('soma-navigate', { cancel: true });
      try {
        await signIn(el, account.email, account.password);
        await until(() => logins.seen.length, 'soma-login');
        await wait(100);
        expect(navigations.seen).to.deep.equal([]);
        expect(sessionStorage.getItem(TOKEN_KEY)).to.be.a('string');
        expect(el.isConnected && root(el).querySelector('form')).to.not.equal(null);
      } finally {
        logins.stop();
        navigations.stop();
      }
    });

    it('signs in from the keyboard: Enter in the password field submits', async () => {
      const account = await parent();
      const el = await mount('soma-login');
      const navigations = events('soma-navigate', { cancel: true });
      try {
        await type(el, text.LOGIN_LABEL, account.email);
        await type(el, text.PASSWORD_LABEL, account.password);
        root(el).querySelector('form')!.requestSubmit();
        await until(() => navigations.seen.length, 'the navigation');
        expect(navigations.seen).to.deep.equal([{ to: '/home' }]);
      } finally {
        navigations.stop();
      }
    });
  });

  describe('on another origin than the portal', () => {
    // The test page is on localhost; the same server under 127.0.0.1 is another origin.
    const portal = () => `http://127.0.0.1:${location.port}`;
    before(() =>
      settings({
        style: 'subscription',
        student_login_enabled: true,
        alternate_login_type: 'student',
        alternate_login_url: '/student',
      }),
    );

    it('hands the session over with a single-use login token, never the bearer token', async () => {
      const account = await parent();
      const el = await mount('soma-login', { portal: portal() });
      const logins = events('soma-login');
      const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
      const watch = requests();
      try {
        await signIn(el, account.email, account.password);
        await until(() => navigations.seen.length, 'the navigation');
        expect(logins.seen).to.deep.equal([{ adm: 0, to: `${portal()}/` }]);
        const bearer = sessionStorage.getItem(TOKEN_KEY)!;
        const to = new URL(navigations.seen[0].to);
        expect(`${to.origin}${to.pathname}`).to.equal(`${portal()}/`);
        expect(to.search).to.equal('');
        expect([...new URLSearchParams(to.hash.slice(1)).keys()]).to.deep.equal(['login_token']);
        expect(navigations.seen[0].to).to.not.contain(bearer);
        const handover = watch.seen.find((r) => r.path === '/api/handover')!;
        expect(handover.method).to.equal('POST');
        expect(handover.headers.get('authorization')).to.equal(`Bearer ${bearer}`);

        // The portal signs in with it, once.
        const loginToken = fragmentToken(to, 'login_token')!;
        const first = await send(login, { login_token: loginToken });
        expect(first.ok && $session.get()?.parentId).to.equal(account.user.id);
        const again = await send(login, { login_token: loginToken });
        expect(again.ok).to.equal(false);
      } finally {
        watch.restore();
        logins.stop();
        navigations.stop();
      }
    });

    it('asks for no login token when the page cancels soma-login', async () => {
      const account = await parent();
      const el = await mount('soma-login', { portal: portal() });
      const logins = events('soma-login', { cancel: true });
      const watch = requests();
      try {
        await signIn(el, account.email, account.password);
        await until(() => logins.seen.length, 'soma-login');
        await wait(100);
        expect(watch.seen.map((r) => r.path)).to.deep.equal(['/api/login']);
      } finally {
        watch.restore();
        logins.stop();
      }
    });

    it('points the plan shop link at the portal', async () => {
      const el = await mount('soma-login', { portal: portal() });
      const explore = await until(() => link(el, text.EXPLORE_LINK), 'the explore link');
      expect(explore.href).to.equal(`${portal()}/explore`);
    });
  });
});
