import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { RECOVERY_KEYS, RESET_SUCCESS } from '../../../../src/domain/recovery';
import { $session } from '../../../../src/stores/session';
import '../../../../widgets/login/define';
import * as text from '../../../../widgets/login/texts';
import {
  button,
  errorOf,
  events,
  field,
  link,
  message,
  mount,
  reset,
  resetSettings,
  root,
  settings,
  title,
  type,
  until,
  type Parent,
} from './helpers';

async function codeFor(to: string): Promise<string> {
  const outbox = (await executeServerCommand('soma-outbox')) as { recipient: string; body: string }[];
  const mail = outbox.find((m) => m.recipient === to);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const step = (el: HTMLElement) => root(el).querySelector('p')?.textContent;

async function requestCode(el: HTMLElement, account: Parent) {
  await type(el, text.LOGIN_LABEL, account.email);
  await type(el, text.FIRST_NAME_LABEL, 'Wanjiru');
  await type(el, text.LAST_NAME_LABEL, 'Kamau');
  button(el, text.SEND_CODE_BUTTON).click();
  await until(() => step(el) === text.STEP_LABEL(2, 3), 'step 2');
}

async function verify(el: HTMLElement, code: string) {
  await type(el, text.CODE_LABEL, code);
  button(el, text.VERIFY_BUTTON).click();
  await until(() => step(el) === text.STEP_LABEL(3, 3), 'step 3');
}

describe('<soma-login> forgot password', () => {
  let account: Parent;
  before(() => settings({ style: 'subscription' }));
  // An account of its own for each test: the server takes only a few recovery requests per login.
  beforeEach(async () => {
    account = (await executeServerCommand('soma-parent', { first_name: 'Wanjiru', last_name: 'Kamau' })) as Parent;
  });
  afterEach(reset);
  after(resetSettings);

  it('is reached from the login page, and leads back to it', async () => {
    const el = await mount('soma-login');
    link(el, text.FORGOT_LINK)!.click();
    await until(() => step(el) === text.STEP_LABEL(1, 3), 'step 1');
    expect(title(el)).to.equal(text.RECOVERY_TITLE);
    await until(() => root(el).activeElement?.getAttribute('part') === 'title', 'focus on the new title');
    link(el, text.BACK_TO_LOGIN_LINK)!.click();
    await until(() => title(el) === text.LOGIN_TITLE, 'the login page');
  });

  it('step 1 shows the server errors under the fields and the message under the form', async () => {
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    button(el, text.SEND_CODE_BUTTON).click();
    await until(() => message(el), 'the message');
    expect(errorOf(el, text.LOGIN_LABEL)).to.equal('The login field is required.');
    expect(errorOf(el, text.FIRST_NAME_LABEL)).to.equal('The first name field is required.');
    expect(errorOf(el, text.LAST_NAME_LABEL)).to.equal('The last name field is required.');
    expect(message(el)).to.equal('The login field is required. (and 2 more errors)');
  });

  it('step 1 keeps the verification and the login in session storage and moves to step 2', async () => {
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await requestCode(el, account);
    expect(sessionStorage.getItem(RECOVERY_KEYS.verification)).to.be.a('string');
    expect(sessionStorage.getItem(RECOVERY_KEYS.login)).to.equal(account.email);
    expect(root(el).textContent).to.contain(account.email);
  });

  it('step 2 does not claim a code was sent, and "Start again" gives step 1 back as it was typed', async () => {
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await requestCode(el, account);
    expect(root(el).textContent).to.contain(`${text.RECOVERY_INTRO[2]} ${account.email}. ${text.CODE_EXPIRY}`);
    link(el, text.START_AGAIN_LINK)!.click();
    await until(() => step(el) === text.STEP_LABEL(1, 3), 'step 1');
    expect((field(el, text.LOGIN_LABEL) as HTMLInputElement).value).to.equal(account.email);
    expect((field(el, text.FIRST_NAME_LABEL) as HTMLInputElement).value).to.equal('Wanjiru');
    expect((field(el, text.LAST_NAME_LABEL) as HTMLInputElement).value).to.equal('Kamau');
  });

  it('step 1 says so when the login is neither an email address nor a phone number', async () => {
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await type(el, text.LOGIN_LABEL, 'not a login');
    await type(el, text.FIRST_NAME_LABEL, 'Wanjiru');
    await type(el, text.LAST_NAME_LABEL, 'Kamau');
    button(el, text.SEND_CODE_BUTTON).click();
    await until(() => errorOf(el, text.LOGIN_LABEL), 'the error');
    expect(errorOf(el, text.LOGIN_LABEL)).to.equal('Enter the email address or the phone number of your account.');
    expect(step(el)).to.equal(text.STEP_LABEL(1, 3));
  });

  it('steps 2 and 3 send the user back to step 1 when their data is missing', async () => {
    for (const start of ['/forgot-password/2', '/forgot-password/3']) {
      sessionStorage.clear();
      const el = await mount('soma-login', { start });
      await until(() => step(el) === text.STEP_LABEL(1, 3), `step 1 from ${start}`);
      el.remove();
    }
  });

  it('step 3 sends the user back to step 2 when only step 1 was done', async () => {
    sessionStorage.setItem(RECOVERY_KEYS.verification, 'from-step-1');
    sessionStorage.setItem(RECOVERY_KEYS.login, account.email);
    const el = await mount('soma-login', { start: '/forgot-password/3' });
    await until(() => step(el) === text.STEP_LABEL(2, 3), 'step 2');
  });

  it('step 2 refuses a wrong code', async () => {
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await requestCode(el, account);
    await type(el, text.CODE_LABEL, '000000');
    button(el, text.VERIFY_BUTTON).click();
    await until(() => errorOf(el, text.CODE_LABEL), 'the error');
    expect(errorOf(el, text.CODE_LABEL)).to.equal('The code is invalid or has expired.');
    expect(field(el, text.CODE_LABEL).getAttribute('aria-invalid')).to.equal('true');
    expect(step(el)).to.equal(text.STEP_LABEL(2, 3));
  });

  it('resets the password through the three steps, then signs in with the login token', async () => {
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await requestCode(el, account);
    await verify(el, await codeFor(account.email));
    expect(sessionStorage.getItem(RECOVERY_KEYS.verification)).to.equal(null);
    expect(sessionStorage.getItem(RECOVERY_KEYS.verified)).to.be.a('string');

    // Step 3: the server's errors first.
    await type(el, text.NEW_PASSWORD_LABEL, 'new-password-1');
    await type(el, text.NEW_PASSWORD_CONFIRMATION_LABEL, 'something-else');
    button(el, text.RESET_BUTTON).click();
    await until(() => errorOf(el, text.NEW_PASSWORD_CONFIRMATION_LABEL), 'the error');
    expect(errorOf(el, text.NEW_PASSWORD_CONFIRMATION_LABEL)).to.equal(
      'The password confirmation field must match password.',
    );
    expect(message(el)).to.equal('The password confirmation field must match password.');

    await type(el, text.NEW_PASSWORD_CONFIRMATION_LABEL, 'new-password-1');
    button(el, text.RESET_BUTTON).click();
    await until(() => message(el) === RESET_SUCCESS, 'the success message');
    expect(message(el)).to.equal('Your password has been successfully reset!');
    expect(sessionStorage.getItem(RECOVERY_KEYS.verified)).to.equal(null);
    await until(() => root(el).activeElement?.textContent === text.LOGIN_BUTTON, 'focus on the Login button');

    const navigations = events('soma-navigate', { cancel: true });
    try {
      button(el, text.LOGIN_BUTTON).click();
      await until(() => navigations.seen.length, 'the navigation');
      expect(navigations.seen).to.deep.equal([{ to: '/home' }]);
      expect($session.get()?.parentId).to.equal(account.user.id);
    } finally {
      navigations.stop();
    }
  });

  it('the new password works and the old one does not', async () => {
    const fresh = (await executeServerCommand('soma-parent', { first_name: 'Wanjiru', last_name: 'Kamau' })) as Parent;
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await requestCode(el, fresh);
    await verify(el, await codeFor(fresh.email));
    await type(el, text.NEW_PASSWORD_LABEL, 'another-password');
    await type(el, text.NEW_PASSWORD_CONFIRMATION_LABEL, 'another-password');
    button(el, text.RESET_BUTTON).click();
    await until(() => message(el) === RESET_SUCCESS, 'the success message');
    el.remove();

    const login = await mount('soma-login');
    const navigations = events('soma-navigate', { cancel: true });
    try {
      await type(login, text.LOGIN_LABEL, fresh.email);
      await type(login, text.PASSWORD_LABEL, fresh.password);
      button(login, text.LOGIN_BUTTON).click();
      await until(() => message(login), 'the refusal');
      await type(login, text.PASSWORD_LABEL, 'another-password');
      button(login, text.LOGIN_BUTTON).click();
      await until(() => navigations.seen.length, 'the navigation');
    } finally {
      navigations.stop();
    }
  });

  it('answers step 1 alike for an unknown account, so nobody can probe for accounts', async () => {
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await requestCode(el, { ...account, email: `nobody-${Date.now()}@soma.test` });
    expect(step(el)).to.equal(text.STEP_LABEL(2, 3));
  });
});
