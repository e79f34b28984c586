import { expect } from '@open-wc/testing';
import '../../../../../widgets/account/define';
import { $token } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/overview/texts';
import {
  card,
  errorOf,
  expectAccessible,
  freshSettings,
  mountPage,
  requests,
  reset,
  root,
  signIn,
  type,
  until,
  wait,
} from './helpers';

/*
 * The Delete Account card of /account: the password, then a confirmation; a wrong password shows
 * under its field and deletes nothing; Cancel sends nothing; the right one deletes the account
 * (DELETE /me), and the session ends here as it has on the server.
 */

const mountOverview = () => mountPage('/account', '[part="delete-account"] form');
const dialog = (account: HTMLElement) => root(account).querySelector<HTMLDialogElement>('dialog[open]');
const inDialog = (account: HTMLElement, label: string) =>
  [...dialog(account)!.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!;
const deleteButton = (account: HTMLElement) =>
  [...card(account, 'delete-account').querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === text.DELETE_ACCOUNT,
  )!;
/** Types the password and presses Delete Account; answers the question asked. */
async function askToDelete(account: HTMLElement, password: string): Promise<HTMLDialogElement> {
  await type(account, text.DELETE_ACCOUNT_PASSWORD, password);
  deleteButton(account).click();
  return until(() => dialog(account), 'the question');
}
const me = (token: string) =>
  fetch('/api/me', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

describe('<soma-account>: deleting the account', () => {
  before(freshSettings);
  afterEach(reset);

  it('needs the password before asking, and says what deleting does', async () => {
    await signIn();
    const account = await mountOverview();
    expect(card(account, 'delete-account').textContent).to.include(text.DELETE_ACCOUNT_INTRO);
    deleteButton(account).click();
    await until(() => errorOf(account, text.DELETE_ACCOUNT_PASSWORD), 'the required error');
    expect(errorOf(account, text.DELETE_ACCOUNT_PASSWORD)).to.equal('The password field is required.');
    expect(dialog(account)).to.equal(null);
    await expectAccessible(account);
  });

  it('asks first, Cancel focused; Cancel sends nothing', async () => {
    const parent = await signIn();
    const account = await mountOverview();
    const watch = requests();
    try {
      const asked = await askToDelete(account, parent.password);
      expect(asked.textContent).to.include(text.DELETE_ACCOUNT_QUESTION);
      await until(() => root(account).activeElement?.textContent === 'Cancel', 'focus on Cancel');
      await expectAccessible(account);
      inDialog(account, 'Cancel').click();
      await until(() => !dialog(account), 'the dialog to close');
      await wait(50);
      expect(watch.seen.filter((r) => r.path === '/api/me' && r.method !== 'GET')).to.deep.equal([]);
      expect((await me(parent.token)).status).to.equal(200);
    } finally {
      watch.restore();
    }
  });

  it('a wrong password shows under its field and deletes nothing', async () => {
    const parent = await signIn();
    const account = await mountOverview();
    await askToDelete(account, 'not-my-password');
    inDialog(account, text.DELETE_ACCOUNT).click();
    await until(() => errorOf(account, text.DELETE_ACCOUNT_PASSWORD), 'the wrong-password error');
    expect(errorOf(account, text.DELETE_ACCOUNT_PASSWORD)).to.equal('The password is incorrect.');
    expect($token.get()).to.equal(parent.token);
    expect((await me(parent.token)).status).to.equal(200);
  });

  it('the right password deletes the account and ends the session here and on the server', async () => {
    const parent = await signIn();
    const account = await mountOverview();
    const watch = requests();
    try {
      await askToDelete(account, parent.password);
      inDialog(account, text.DELETE_ACCOUNT).click();
      await until(() => $token.get() === null, 'the session to end');
      // As POST with _method=DELETE: the password in the body, never in the address.
      const sent = watch.seen.find((r) => r.path === '/api/me' && r.method === 'POST')!;
      expect(Object.fromEntries(new URLSearchParams(sent.body))).to.deep.equal({
        password: parent.password,
        _method: 'DELETE',
      });
    } finally {
      watch.restore();
    }
    expect((await me(parent.token)).status).to.equal(401);
    const login = await fetch('/api/login', {
      method: 'POST',
      body: new URLSearchParams({ login: parent.email, password: parent.password }),
    });
    expect(login.status).to.equal(422);
  });
});
