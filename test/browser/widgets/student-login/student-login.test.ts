import { expect } from '@open-wc/testing';
import { pageLoads } from '../../support/page-guard';
import { executeServerCommand } from '@web/test-runner-commands';
import { createStudent } from '../../../../src/api/students';
import { send } from '../../../../src/client/request';
import { logout, setToken } from '../../../../src/stores/session';
import { openStudentLink } from '../../../../src/api/learn';
import '../../../../widgets/student-login/define';
import * as text from '../../../../widgets/student-login/texts';
import {
  button,
  customize,
  EMPTY_SIDEBAR,
  errorOf,
  events,
  expectAccessible,
  labels,
  message,
  mount,
  removeLogo,
  requests,
  reset,
  resetSettings,
  root,
  settings,
  title,
  type,
  until,
  uploadLogoAs,
  wait,
  type Parent,
} from '../login/helpers';
import { fragmentToken } from '../../support/api';

const BAD = 'These credentials do not match our records.';

/** A student with its own login, made by its parent through the API. */
async function student(password: string | undefined = 'student-pass') {
  const owner = (await executeServerCommand('soma-parent', { plan: { students: 5 } })) as Parent;
  setToken(owner.token);
  const login = `kid${Date.now()}${Math.round(Math.random() * 1000)}`;
  const answer = await send(createStudent, {
    first_name: 'Baraka',
    last_name: 'Mwangi',
    gender: 'm',
    grade: 'Grade 4',
    login,
    password,
  });
  logout();
  if (!answer.ok) throw new Error(`no student: ${JSON.stringify(answer)}`);
  return { login, password, id: answer.data.student_id };
}

async function signIn(el: HTMLElement, login: string, password: string) {
  await type(el, text.STUDENT_LOGIN_LABEL, login);
  await type(el, text.STUDENT_PASSWORD_LABEL, password);
  button(el, text.STUDENT_LOGIN_BUTTON).click();
}

describe('<soma-student-login>', () => {
  before(() => settings({ style: 'subscription', student_login_enabled: true }));
  afterEach(reset);
  after(resetSettings);

  it('shows login and password with labels', async () => {
    const el = await mount('soma-student-login');
    expect(title(el)).to.equal(text.STUDENT_LOGIN_TITLE);
    expect(labels(el)).to.deep.equal([`${text.STUDENT_LOGIN_LABEL}*`, text.STUDENT_PASSWORD_LABEL]);
    expect(root(el).querySelector<HTMLInputElement>('input[name="password"]')!.type).to.equal('password');
  });

  it('posts to /student_login and hands the page the login_url before the browser follows it', async () => {
    const kid = await student();
    const el = await mount('soma-student-login');
    const signedIn = events<{ login_url: string }>('soma-student-login', { cancel: true });
    const watch = requests();
    try {
      await signIn(el, kid.login, kid.password!);
      await until(() => signedIn.seen.length, 'soma-student-login');
      expect(watch.seen.map((r) => `${r.method} ${r.path}`)).to.include('POST /api/student_login');
      const url = new URL(signedIn.seen[0].login_url);
      expect(`${url.origin}${url.pathname}`).to.equal(`${location.origin}/learn`);
      // The link opens the built-in /learn page for this student, once.
      const opened = await send(openStudentLink, { token: fragmentToken(url)! });
      expect(opened.ok && opened.data.student).to.include({
        student_id: kid.id,
        first_name: 'Baraka',
        last_name: 'Mwangi',
      });
    } finally {
      watch.restore();
      signedIn.stop();
    }
  });

  it('follows the login_url when the page lets it', async () => {
    const kid = await student();
    const el = await mount('soma-student-login');
    const before = pageLoads().length;
    await signIn(el, kid.login, kid.password!);
    await until(() => pageLoads().length > before, 'the page load');
    const url = new URL(pageLoads()[before]);
    expect(`${url.origin}${url.pathname}`).to.equal(`${location.origin}/learn`);
    expect(url.search).to.equal('');
    expect(fragmentToken(url)).to.be.a('string');
  });

  it('shows the refusal under the login and under the form', async () => {
    const kid = await student();
    const el = await mount('soma-student-login');
    await signIn(el, kid.login, 'wrong-password');
    await until(() => message(el), 'the message');
    expect(errorOf(el, text.STUDENT_LOGIN_LABEL)).to.equal(BAD);
    expect(message(el)).to.equal(BAD);
  });

  it('shows the required login error from the server', async () => {
    const el = await mount('soma-student-login');
    button(el, text.STUDENT_LOGIN_BUTTON).click();
    await until(() => message(el), 'the message');
    expect(errorOf(el, text.STUDENT_LOGIN_LABEL)).to.equal('The login field is required.');
  });

  it('sends a double submission once', async () => {
    const el = await mount('soma-student-login');
    const watch = requests({ delay: 400 });
    try {
      await type(el, text.STUDENT_LOGIN_LABEL, 'nobody');
      await type(el, text.STUDENT_PASSWORD_LABEL, 'nothing');
      button(el, text.STUDENT_LOGIN_BUTTON).click();
      button(el, text.STUDENT_LOGIN_BUTTON).click();
      await until(() => message(el), 'the answer');
      expect(watch.seen.filter((r) => r.path === '/api/student_login')).to.have.length(1);
    } finally {
      watch.restore();
    }
  });

  describe('sidebar', () => {
    after(async () => {
      await customize('student', EMPTY_SIDEBAR);
      await removeLogo('student_main_logo');
      await removeLogo('standard_main_logo');
    });

    it('shows the student customization and the student main logo, not the standard ones', async () => {
      await customize('standard', { sidebar_title: 'For parents' });
      await uploadLogoAs('standard_main_logo', '#111111');
      const logo = await uploadLogoAs('student_main_logo', '#c8962b');
      await customize('student', {
        sidebar_title: 'Hello, learners',
        sidebar_lines: [{ type: 'text', value: 'Ask your parent for your login.' }],
        sidebar_footer: 'Help',
        sidebar_footer_url: '/help',
      });
      const el = await mount('soma-student-login');
      const aside = await until(() => root(el).querySelector('[part="sidebar"]'), 'the sidebar');
      expect(aside.querySelector('h2')!.textContent).to.equal('Hello, learners');
      expect(aside.querySelector('[part="logo"]')!.getAttribute('src')).to.equal(logo);
      expect(aside.textContent).to.not.contain('For parents');
      await customize('standard', EMPTY_SIDEBAR);
    });

    it('is hidden when the administrator hides it', async () => {
      await customize('student', { hide_sidebar: true, sidebar_title: 'Hidden' });
      const el = await mount('soma-student-login');
      await wait(150);
      expect(root(el).querySelector('[part="sidebar"]')).to.equal(null);
    });
  });

  it('has no axe violation, before and after an error', async () => {
    await customize('student', {
      sidebar_title: 'Hello, learners',
      sidebar_lines: [{ type: 'text', value: 'Welcome back.' }],
    });
    try {
      const el = await mount('soma-student-login');
      await until(() => root(el).querySelector('[part="sidebar"]'), 'the sidebar');
      await expectAccessible(el);
      button(el, text.STUDENT_LOGIN_BUTTON).click();
      await until(() => message(el), 'the message');
      await expectAccessible(el);
    } finally {
      await customize('student', EMPTY_SIDEBAR);
    }
  });
});
