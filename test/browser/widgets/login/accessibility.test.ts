import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { RECOVERY_KEYS, RESET_SUCCESS } from '../../../../src/domain/recovery';
import { activeElement } from '../../../../src/ui/focus';
import '../../../../widgets/login/define';
import * as text from '../../../../widgets/login/texts';
import {
  button,
  customize,
  EMPTY_SIDEBAR,
  events,
  expectAccessible,
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

const step = (el: HTMLElement) => root(el).querySelector('p')?.textContent;

describe('<soma-login> accessibility', () => {
  before(async () => {
    await settings({ style: 'trial' });
    await customize('standard', {
      sidebar_title: 'Welcome to Kilima Hills',
      sidebar_lines: [{ type: 'text', value: 'Lessons for every grade.' }],
      sidebar_footer: 'About the academy',
      sidebar_footer_url: 'https://kilima.example/about',
    });
  });
  afterEach(reset);
  after(async () => {
    await customize('standard', EMPTY_SIDEBAR);
    await resetSettings();
  });

  it('login: no axe violation, with the badge and the sidebar, and with errors shown', async () => {
    const el = await mount('soma-login');
    await until(
      () => root(el).querySelector('[part="sidebar"]') && root(el).querySelector('[part="badge"]'),
      'sidebar and badge',
    );
    await expectAccessible(el);
    await type(el, text.LOGIN_LABEL, 'nobody@soma.test');
    await type(el, text.PASSWORD_LABEL, 'wrong-password');
    button(el, text.LOGIN_BUTTON).click();
    await until(() => message(el), 'the message');
    await expectAccessible(el);
  });

  it('login in subscription style: no axe violation', async () => {
    await settings({ style: 'subscription' });
    try {
      const el = await mount('soma-login');
      await until(() => root(el).querySelector('a[href="/explore"]'), 'the explore link');
      await expectAccessible(el);
    } finally {
      await settings({ style: 'trial' });
    }
  });

  it('sign-up: no axe violation, empty and with errors', async () => {
    const el = await mount('soma-login', { start: '/signup' });
    await until(() => title(el) === text.SIGNUP_TITLE, 'the sign-up page');
    await expectAccessible(el);
    button(el, text.SIGNUP_BUTTON).click();
    await until(() => message(el), 'the message');
    await expectAccessible(el);
  });

  it('every forgot-password step, and the end: no axe violation', async () => {
    const account = (await executeServerCommand('soma-parent', {
      first_name: 'Neema',
      last_name: 'Achieng',
    })) as Parent;
    const el = await mount('soma-login', { start: '/forgot-password/1' });
    await until(() => step(el) === text.STEP_LABEL(1, 3), 'step 1');
    await expectAccessible(el);
    button(el, text.SEND_CODE_BUTTON).click();
    await until(() => message(el), 'the errors of step 1');
    await expectAccessible(el);

    await type(el, text.LOGIN_LABEL, account.email);
    await type(el, text.FIRST_NAME_LABEL, 'Neema');
    await type(el, text.LAST_NAME_LABEL, 'Achieng');
    button(el, text.SEND_CODE_BUTTON).click();
    await until(() => step(el) === text.STEP_LABEL(2, 3), 'step 2');
    await expectAccessible(el);
    await type(el, text.CODE_LABEL, '000000');
    button(el, text.VERIFY_BUTTON).click();
    await until(() => message(el) || root(el).querySelector('[part="error"]'), 'the error of step 2');
    await expectAccessible(el);

    const outbox = (await executeServerCommand('soma-outbox')) as { recipient: string; body: string }[];
    const code = outbox.find((m) => m.recipient === account.email)!.body.match(/\b(\d{6})\b/)![1];
    await type(el, text.CODE_LABEL, code);
    button(el, text.VERIFY_BUTTON).click();
    await until(() => step(el) === text.STEP_LABEL(3, 3), 'step 3');
    expect(sessionStorage.getItem(RECOVERY_KEYS.verified)).to.be.a('string');
    await expectAccessible(el);

    await type(el, text.NEW_PASSWORD_LABEL, 'fresh-password');
    await type(el, text.NEW_PASSWORD_CONFIRMATION_LABEL, 'fresh-password');
    button(el, text.RESET_BUTTON).click();
    await until(() => message(el) === RESET_SUCCESS, 'the end');
    await expectAccessible(el);
    expect(root(el).querySelector('[part="message"]')!.getAttribute('role')).to.equal('status');
  });

  it('works from the keyboard: Tab reaches the fields, the button and the links in order', async () => {
    const el = await mount('soma-login');
    await until(() => root(el).querySelector('[part="badge"]'), 'the badge');
    root(el).querySelector('input')!.focus();
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const node = activeElement();
      order.push(
        node?.localName === 'input'
          ? `input ${(node as HTMLInputElement).name}`
          : `${node?.localName} ${node?.textContent}`,
      );
      await sendKeys({ press: 'Tab' });
    }
    expect(order).to.deep.equal([
      'input login',
      'input password',
      `button ${text.LOGIN_BUTTON}`,
      `a ${text.FORGOT_LINK}`,
      `a ${text.SIGNUP_LINK}`,
    ]);
  });

  it('follows a link by keyboard and moves focus to the new title', async () => {
    const el = await mount('soma-login');
    const forgot = await until(
      () => [...root(el).querySelectorAll('a')].find((a) => a.textContent === text.FORGOT_LINK),
      'the link',
    );
    forgot.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => title(el) === text.RECOVERY_TITLE, 'step 1');
    await until(() => activeElement()?.getAttribute('part') === 'title', 'focus on the title');
  });

  it('submits with Enter from the password field', async () => {
    const el = await mount('soma-login');
    const navigations = events('soma-navigate', { cancel: true });
    try {
      await type(el, text.LOGIN_LABEL, 'nobody@soma.test');
      await type(el, text.PASSWORD_LABEL, 'wrong-password');
      root(el).querySelector<HTMLInputElement>('input[name="password"]')!.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => message(el), 'the answer');
    } finally {
      navigations.stop();
    }
  });
});
