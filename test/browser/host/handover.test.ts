import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $session, setToken } from '../../../src/stores/session';
import { SWITCH_MESSAGE, SWITCH_TITLE } from '../../../host/handoverTexts';
import { close, mount, open, signedInArea } from './hostPage';
import { expectAccessible, parent, requests, until, wait, type Parent } from '../widgets/login/helpers';

/*
 * A hand-over link never replaces another account's session silently: the portal spends the token
 * at once, then asks whether to keep the current session or switch.
 */

/** A hand-over login token for `account`, as a login box on another site would get it. */
async function handoverFor(account: Parent): Promise<string> {
  const answer = await fetch('/api/handover', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${account.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: '{}',
  });
  return ((await answer.json()) as { login_token: string }).login_token;
}

const dialog = () => mount?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
const choose = (label: string) =>
  [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === label)!.click();
const me = (token: string) =>
  fetch('/api/me', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

describe('host: a hand-over while another account is signed in', () => {
  afterEach(close);

  it('asks first, with the current session kept by default; keeping it ends the other session on the server', async () => {
    const [signedIn, other] = await Promise.all([parent(), parent()]);
    const token = await handoverFor(other);
    setToken(signedIn.token);
    const watch = requests();
    try {
      await open(`/home#login_token=${encodeURIComponent(token)}`);
      expect(location.hash).to.equal('');
      const asked = await until(dialog, 'the question');
      expect(asked.textContent).to.contain(SWITCH_TITLE);
      expect(asked.textContent).to.contain(SWITCH_MESSAGE);
      await until(
        () => document.activeElement?.textContent === 'Keep current session',
        'focus on Keep current session',
      );
      await expectAccessible(asked);
      choose('Keep current session');
      await until(() => !dialog(), 'the dialog to close');
      expect($session.get()?.parentId).to.equal(signedIn.user.id);
      expect(signedInArea()).to.equal('account');
      // The session the link brought was ended, not left lying about.
      const ended = await until(() => watch.seen.find((r) => r.path === '/api/logout'), 'POST /api/logout');
      const incoming = ended.headers.get('authorization')!.replace(/^Bearer /, '');
      expect(incoming).to.not.equal(signedIn.token);
      let status = 0;
      for (let i = 0; i < 50 && status !== 401; i += 1) {
        status = (await me(incoming)).status;
        if (status !== 401) await wait(50);
      }
      expect(status, 'the other session ended').to.equal(401);
      expect((await me(signedIn.token)).status).to.equal(200);
    } finally {
      watch.restore();
    }
  });

  it('Escape keeps the current session too', async () => {
    const [signedIn, other] = await Promise.all([parent(), parent()]);
    const token = await handoverFor(other);
    setToken(signedIn.token);
    await open(`/home#login_token=${encodeURIComponent(token)}`);
    const asked = await until(dialog, 'the question');
    await until(() => asked.contains(document.activeElement), 'focus in the dialog');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(), 'the dialog to close');
    expect($session.get()?.parentId).to.equal(signedIn.user.id);
  });

  it('switches to the other account when asked to, and goes home', async () => {
    const [signedIn, other] = await Promise.all([parent(), parent()]);
    const token = await handoverFor(other);
    setToken(signedIn.token);
    await open(`/account#login_token=${encodeURIComponent(token)}`);
    await until(dialog, 'the question');
    choose('Switch account');
    await until(() => $session.get()?.parentId === other.user.id, 'the other session');
    await until(() => location.pathname === '/home' && signedInArea() === 'account', '/home');
    // The session given up by switching still belongs to its owner until they log out there.
    expect((await me(signedIn.token)).status).to.equal(200);
  });

  it('does not ask when the link is for the account already signed in', async () => {
    const account = await parent();
    const token = await handoverFor(account);
    setToken(account.token);
    await open(`/home#login_token=${encodeURIComponent(token)}`);
    await until(() => location.pathname === '/home' && signedInArea() === 'account', '/home');
    await wait(100);
    expect(dialog()).to.equal(null);
    expect($session.get()?.parentId).to.equal(account.user.id);
  });
});
