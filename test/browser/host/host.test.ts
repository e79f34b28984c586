import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { issueHandover } from '../../../src/api/handover';
import { createStudent } from '../../../src/api/students';
import { send } from '../../../src/client/request';
import { LOGOUT_QUESTION } from '../../../src/domain/confirmations';
import { RESET_SUCCESS } from '../../../src/domain/recovery';
import { $session, logout, setToken, TOKEN_KEY } from '../../../src/stores/session';
import { close, mount, open, reload, signedInArea } from './hostPage';
import '../../../widgets/login/define';
import '../../../widgets/plan-shop/define';
import '../../../widgets/student-login/define';
import * as loginText from '../../../widgets/login/texts';
import * as studentText from '../../../widgets/student-login/texts';
import {
  button,
  customize,
  events,
  parent,
  removeLogo,
  requests,
  resetSettings,
  settings,
  title,
  type,
  until,
  uploadLogoAs,
  wait,
  type Parent,
} from '../widgets/login/helpers';

const element = (tag: string) => mount?.querySelector<HTMLElement>(tag) ?? null;
const shown = (tag: string) =>
  until(() => element(tag)?.shadowRoot?.querySelector('form') && element(tag)!, `<${tag}>`);
const path = () => location.pathname;

/** A token that expires `seconds` from now (the client reads, never verifies, it). */
function tokenExpiringIn(seconds: number, adm: 0 | 1 = 0): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', pid: 1, adm, exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
}

describe('host: logged-out routes', () => {
  afterEach(close);
  after(resetSettings);

  describe('student login on, at the alternate URL', () => {
    before(() =>
      settings({
        style: 'subscription',
        student_login_enabled: true,
        alternate_login_type: 'student',
        alternate_login_url: '/student',
      }),
    );

    it('shows <soma-login> at / with path routing, and <soma-student-login> at /student', async () => {
      await open('/');
      const login = await shown('soma-login');
      expect(login.getAttribute('routing')).to.equal('path');
      expect(login.hasAttribute('base')).to.equal(false);
      close();
      await open('/student');
      await shown('soma-student-login');
      expect(element('soma-login')).to.equal(null);
    });

    it('shows the navigation logo in the header, except on the student page, which has none', async () => {
      const logo = await uploadLogoAs('standard_nav_logo');
      try {
        await open('/');
        await shown('soma-login');
        expect(mount!.querySelector('header img')!.getAttribute('src')).to.equal(logo);
        // Described by the portal's name until the administrator describes it.
        expect(mount!.querySelector('header img')!.getAttribute('alt')).to.equal('Soma');
        close();
        await customize('standard', { nav_logo_alt: 'Hill School crest' });
        await open('/');
        await shown('soma-login');
        expect(mount!.querySelector('header img')!.getAttribute('alt')).to.equal('Hill School crest');
        close();
        await open('/student');
        await shown('soma-student-login');
        expect(mount!.querySelector('header img')).to.equal(null);
      } finally {
        await removeLogo('standard_nav_logo');
        await customize('standard', {});
      }
    });

    it('routes the forgot-password steps under the standard base, sending step 2 back to step 1 without its data', async () => {
      await open('/forgot-password/2');
      const login = await shown('soma-login');
      await until(() => path() === '/forgot-password/1', 'the redirect to step 1');
      await until(() => title(login) === loginText.RECOVERY_TITLE, 'step 1');
    });

    it('names each logged-out page in one h1, following the login element through its own routes', async () => {
      const headings = () => [...mount!.querySelectorAll('h1')].map((h) => h.textContent);
      await open('/');
      const login = await shown('soma-login');
      expect(headings()).to.deep.equal([loginText.LOGIN_TITLE]);
      const forgot = [...login.shadowRoot!.querySelectorAll('a')].find((a) =>
        a.getAttribute('href')?.endsWith('/forgot-password/1'),
      )!;
      forgot.click();
      await until(() => headings()[0] === loginText.RECOVERY_TITLE, 'the recovery heading');
      expect(headings()).to.have.length(1);
      close();
      await open('/student');
      await shown('soma-student-login');
      expect(headings()).to.deep.equal(['Student Login']);
    });

    it('centres the login box and the shop on its own page', async () => {
      const middle = (rect: DOMRect) => rect.left + rect.width / 2;
      await open('/');
      const login = await shown('soma-login');
      const main = mount!.querySelector('main')!.getBoundingClientRect();
      const box = login.shadowRoot!.querySelector('[part="layout"]')!.getBoundingClientRect();
      expect(box.width).to.be.lessThan(main.width);
      expect(Math.abs(middle(box) - middle(main))).to.be.lessThan(1);
      close();
      await open('/explore');
      const shop = await until(() => element('soma-plan-shop'), '<soma-plan-shop>');
      const area = mount!.querySelector('main')!.getBoundingClientRect();
      expect(shop.getBoundingClientRect().width).to.be.at.most(400);
      expect(Math.abs(middle(shop.getBoundingClientRect()) - middle(area))).to.be.lessThan(1);
    });

    it('opens the plan shop at /explore in subscription style', async () => {
      await open('/');
      const login = await shown('soma-login');
      const explore = await until(
        () => [...login.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent === loginText.EXPLORE_LINK),
        'the link',
      );
      explore.click();
      await until(() => element('soma-plan-shop'), '<soma-plan-shop>');
      expect(path()).to.equal('/explore');
      expect(element('soma-plan-shop')!.getAttribute('base')).to.equal('/explore');
    });

    it('sends a signed-in parent to /home, where logging out asks first and ends at the standard login', async () => {
      const account = await parent();
      await open('/');
      const login = await shown('soma-login');
      await type(login, loginText.LOGIN_LABEL, account.email);
      await type(login, loginText.PASSWORD_LABEL, account.password);
      button(login, loginText.LOGIN_BUTTON).click();
      await until(() => path() === '/home' && signedInArea() === 'account', '/home');

      const menuButton = await until(
        () => mount!.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]'),
        'the user menu',
      );
      menuButton.click();
      const menu = await until(() => mount!.querySelector('[role="menu"]'), 'the open menu');
      [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')]
        .find((item) => item.textContent === 'Logout')!
        .click();
      const dialog = await until(
        () => document.querySelector('dialog[open]') ?? mount!.querySelector('dialog[open]'),
        'the confirmation',
      );
      expect(dialog.textContent).to.contain(LOGOUT_QUESTION);
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Log Out')!.click();
      await until(() => path() === '/' && element('soma-login'), 'the login page');
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    });

    it('sends an administrator to /customize without loading a profile', async () => {
      const watch = requests();
      try {
        await open('/');
        const login = await shown('soma-login');
        await type(login, loginText.LOGIN_LABEL, 'admin@soma.test');
        await type(login, loginText.PASSWORD_LABEL, 'admin-password');
        button(login, loginText.LOGIN_BUTTON).click();
        await until(() => path() === '/customize' && signedInArea() === 'admin', '/customize');
        await wait(150);
        expect(watch.seen.map((r) => r.path).filter((p) => p.startsWith('/api/me'))).to.deep.equal([]);
      } finally {
        watch.restore();
      }
    });

    it('sends visitors without a session from /home to the standard login', async () => {
      await open('/home');
      await until(() => path() === '/' && element('soma-login'), 'the login page');
    });

    // In the fragment, as the SDK sends it; in the query, as older copies of the SDK did.
    for (const [where, mark] of [
      ['fragment', '#'],
      ['query', '?'],
    ] as const) {
      it(`signs in with a hand-over login token in the ${where}, which leaves the address bar at once`, async () => {
        const account = await parent();
        setToken(account.token);
        const handover = await send(issueHandover, {});
        logout();
        if (!handover.ok) throw new Error('no login token');
        await open(`/${mark}login_token=${encodeURIComponent(handover.data.login_token)}`);
        expect(location.hash + location.search).to.equal('');
        await until(() => path() === '/home' && signedInArea() === 'account', '/home');
        expect($session.get()?.parentId).to.equal(account.user.id);
      });
    }

    it('says so when a hand-over token is spent, and shows the login', async () => {
      await open('/#login_token=spent-or-forged');
      await shown('soma-login');
      await until(() => mount!.querySelector('[role="alert"]'), 'the notice');
      expect(mount!.querySelector('[role="alert"]')!.textContent).to.equal(
        'These credentials do not match our records.',
      );
    });

    it('ends an expired session at /logout, then the standard login', async () => {
      setToken(tokenExpiringIn(-60));
      await open('/home');
      await until(() => path() === '/' && element('soma-login'), 'the login page');
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    });

    it('ends the session when its token expires while the page is open', async () => {
      // An administrator's page calls no API, so only the clock can end this session.
      setToken(tokenExpiringIn(2, 1));
      await open('/customize');
      await until(() => signedInArea() === 'admin', 'the signed-in page');
      await until(() => path() === '/' && element('soma-login'), 'the login page after expiry', 6000);
      expect($session.get()).to.equal(null);
    });

    it('goes to the standard login when the API refuses the session', async () => {
      setToken(tokenExpiringIn(600));
      await open('/home');
      await until(() => path() === '/' && element('soma-login'), 'the login page');
      expect($session.get()).to.equal(null);
    });

    it("opens a student's link on /learn and says who signed in; the link works once", async () => {
      const owner = (await executeServerCommand('soma-parent', { plan: { students: 3 } })) as Parent;
      setToken(owner.token);
      const login = `learner${Date.now()}`;
      const made = await send(createStudent, {
        first_name: 'Zawadi',
        last_name: 'Njeri',
        gender: 'f',
        grade: 'Grade 5',
        login,
        password: 'kid-password',
      });
      logout();
      expect(made.ok).to.equal(true);

      await open('/student');
      const form = await shown('soma-student-login');
      const signedIn = events<{ login_url: string }>('soma-student-login', { cancel: true });
      try {
        await type(form, studentText.STUDENT_LOGIN_LABEL, login);
        await type(form, studentText.STUDENT_PASSWORD_LABEL, 'kid-password');
        button(form, studentText.STUDENT_LOGIN_BUTTON).click();
        await until(() => signedIn.seen.length, 'soma-student-login');
      } finally {
        signedIn.stop();
      }
      close();
      const link = new URL(signedIn.seen[0].login_url);
      expect(link.search).to.equal('');
      await open(`${link.pathname}${link.hash}`);
      await until(() => mount!.querySelector('[data-student]'), 'the learn page');
      expect(mount!.querySelector('h1')!.textContent).to.equal('Welcome, Zawadi!');
      expect(mount!.querySelector('[data-student]')!.textContent).to.equal('Signed in as Zawadi Njeri, Grade 5.');
      expect(location.hash).to.equal('');
      // A reload: the link is spent, the learning session it started brings the page back.
      await reload('/learn');
      await until(() => mount!.querySelector('[data-student]'), 'the learn page after a reload');
      expect(mount!.querySelector('[data-student]')!.textContent).to.equal('Signed in as Zawadi Njeri, Grade 5.');
      close();
      await open(`${link.pathname}${link.hash}`);
      await until(() => mount!.querySelector('h1'), 'the refusal');
      expect(mount!.querySelector('h1')!.textContent).to.equal('This login link is invalid or has expired.');
      // A session that ended (here: a forged one) is forgotten, and the page says so.
      sessionStorage.setItem('soma.learn.session', 'forged.session.token');
      await reload('/learn');
      await until(() => mount!.querySelector('h1'), 'the ended session');
      expect(mount!.querySelector('h1')!.textContent).to.equal('This learning session has ended. Ask for a new link.');
      expect(sessionStorage.getItem('soma.learn.session')).to.equal(null);
    });

    it("opens the account holder's tutor link on /learn/tutor when no tutor service is connected", async () => {
      await executeServerCommand('soma-settings', { tutor_enabled: true });
      try {
        const owner = (await executeServerCommand('soma-parent', {
          first_name: 'Amani',
          last_name: 'Mwangi',
          tutor_id: 'T-31',
        })) as Parent;
        const answer = await fetch('/api/tutor_login_url', {
          headers: { authorization: `Bearer ${owner.token}`, accept: 'application/json' },
        });
        const link = new URL(((await answer.json()) as { login_url: string }).login_url);
        expect(link.pathname).to.equal('/learn/tutor');
        await open(`${link.pathname}${link.hash}`);
        await until(() => mount!.querySelector('[data-tutor]'), 'the tutor page');
        expect(mount!.querySelector('h1')!.textContent).to.equal('Welcome, Amani!');
        expect(mount!.querySelector('[data-tutor]')!.textContent).to.equal(
          'Signed in to the tutor as Amani Mwangi (T-31).',
        );
        expect(location.hash).to.equal('');
        close();
        await open('/learn/tutor#token=forged');
        await until(() => mount!.querySelector('h1'), 'the refusal');
        expect(mount!.querySelector('h1')!.textContent).to.equal('This login link is invalid or has expired.');
      } finally {
        await executeServerCommand('soma-settings', { tutor_enabled: false });
      }
    });
  });

  describe('standard login at the alternate URL', () => {
    before(() =>
      settings({
        style: 'trial',
        student_login_enabled: true,
        alternate_login_type: 'standard',
        alternate_login_url: '/login',
      }),
    );

    it('shows <soma-student-login> at / and <soma-login> under /login', async () => {
      await open('/');
      await shown('soma-student-login');
      close();
      await open('/login');
      const login = await shown('soma-login');
      expect(login.getAttribute('base')).to.equal('/login');
    });

    it('runs sign-up (trial) at /login/signup and its back link returns to /login', async () => {
      await open('/login/signup');
      const login = await shown('soma-login');
      await until(() => title(login) === loginText.SIGNUP_TITLE, 'the sign-up page');
      const back = [...login.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent === loginText.BACK_LINK)!;
      // The element's '/' under its base.
      expect(back.getAttribute('href')).to.equal('/login/');
      back.click();
      await until(() => path() === '/login/' && title(login) === loginText.LOGIN_TITLE, 'the login page');
    });

    it('keeps the reset flow under /login and ends it signed in at /home', async () => {
      const account = (await executeServerCommand('soma-parent', {
        first_name: 'Imani',
        last_name: 'Wekesa',
      })) as Parent;
      await open('/login/forgot-password/1');
      const login = await shown('soma-login');
      await type(login, loginText.LOGIN_LABEL, account.email);
      await type(login, loginText.FIRST_NAME_LABEL, 'Imani');
      await type(login, loginText.LAST_NAME_LABEL, 'Wekesa');
      button(login, loginText.SEND_CODE_BUTTON).click();
      await until(() => path() === '/login/forgot-password/2', 'step 2');
      const outbox = (await executeServerCommand('soma-outbox')) as { recipient: string; body: string }[];
      const code = outbox.find((m) => m.recipient === account.email)!.body.match(/\b(\d{6})\b/)![1];
      await until(() => login.shadowRoot!.querySelector('input[name="unique_code"]'), 'the code field');
      await type(login, loginText.CODE_LABEL, code);
      button(login, loginText.VERIFY_BUTTON).click();
      await until(() => path() === '/login/forgot-password/3', 'step 3');
      await until(() => login.shadowRoot!.querySelector('input[name="password"]'), 'the password field');
      await type(login, loginText.NEW_PASSWORD_LABEL, 'brand-new-password');
      await type(login, loginText.NEW_PASSWORD_CONFIRMATION_LABEL, 'brand-new-password');
      button(login, loginText.RESET_BUTTON).click();
      await until(() => login.shadowRoot!.textContent!.includes(RESET_SUCCESS), 'the success message');
      button(login, loginText.LOGIN_BUTTON).click();
      await until(() => path() === '/home' && signedInArea() === 'account', '/home');
    });

    it('logs out to /login, the standard login URL', async () => {
      const account = await parent();
      setToken(account.token);
      await open('/logout');
      await until(() => path() === '/login' && element('soma-login'), 'the standard login');
    });

    it('has no plan shop in trial style', async () => {
      await open('/login/explore');
      await until(() => path() === '/login', 'the redirect');
      await shown('soma-login');
      expect(element('soma-plan-shop')).to.equal(null);
    });
  });

  describe('student login off', () => {
    before(() => settings({ style: 'subscription', student_login_enabled: false }));

    it('shows only the standard login, wherever a visitor lands', async () => {
      for (const where of ['/', '/student', '/login']) {
        await open(where);
        await shown('soma-login');
        expect(element('soma-student-login'), where).to.equal(null);
        close();
      }
    });
  });
});
