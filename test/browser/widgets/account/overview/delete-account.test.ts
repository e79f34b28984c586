import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { $profile } from '../../../../../src/stores/profile';
import { $token, setToken } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/overview/texts';
import {
  card,
  errorOf,
  expectAccessible,
  field,
  freshSettings,
  mountPage,
  requests,
  reset,
  root,
  signIn,
  type,
  until,
  wait,
  type Parent,
} from './helpers';

/*
 * The Delete Account card of /account: what deleting forfeits or leaves owing, the password, then a
 * confirmation; a wrong password shows under its field and deletes nothing; while a payment is
 * pending the server's refusal shows by the field, announced, and the password stays typed; Cancel
 * sends nothing; the right one deletes the account (DELETE /me), and the session ends here as it
 * has on the server.
 */

const PENDING = 'A payment is still being processed. You can delete your account once it has finished.';

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
/** A new account holder signed in on this page, whose ledger opens at `balance` (minor units; below 0 is credit). */
async function signInWithBalance(balance: number): Promise<Parent> {
  const parent = (await executeServerCommand('soma-parent', { balance })) as Parent;
  setToken(parent.token);
  return parent;
}
/** The card's paragraphs, in order, as a reader meets them. */
const paragraphs = (account: HTMLElement) =>
  [...card(account, 'delete-account').querySelectorAll('form > p')].map((p) => p.textContent);
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

  it('says the credit deleting forfeits, before the password', async () => {
    await signInWithBalance(-38_667);
    const account = await mountOverview();
    const forfeited = 'Your Ksh 386.67 of credit will be forfeited.';
    expect(text.creditForfeited('Ksh 386.67')).to.equal(forfeited);
    await until(() => paragraphs(account).includes(forfeited), 'the credit forfeited');
    expect(paragraphs(account)).to.deep.equal([text.DELETE_ACCOUNT_INTRO, forfeited]);
    const said = [...card(account, 'delete-account').querySelectorAll('form > p')][1]!;
    const password = field(account, text.DELETE_ACCOUNT_PASSWORD);
    expect(said.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await expectAccessible(account);
  });

  it('says the balance that stays owed, and nothing about money when the account is even', async () => {
    await signInWithBalance(12_000);
    const owing = await mountOverview();
    const owed = 'The Ksh 120 you owe remains owed after your account is deleted.';
    await until(() => paragraphs(owing).includes(owed), 'the balance owed');
    expect(paragraphs(owing)).to.deep.equal([text.DELETE_ACCOUNT_INTRO, owed]);
    await expectAccessible(owing);
    reset();

    const parent = await signIn();
    const even = await mountOverview();
    await until(() => $profile.get()?.parent_id === parent.user.id, 'the profile');
    expect(paragraphs(even)).to.deep.equal([text.DELETE_ACCOUNT_INTRO]);
  });

  it('while a payment is pending, shows the refusal by the password, announced, and keeps what was typed', async () => {
    const parent = await signIn();
    await executeServerCommand('soma-pending-payment', { userId: parent.user.id });
    const account = await mountOverview();
    await askToDelete(account, parent.password);
    inDialog(account, text.DELETE_ACCOUNT).click();
    const refusal = await until(
      () => card(account, 'delete-account').querySelector<HTMLElement>('[role="alert"]'),
      'the refusal',
    );
    expect(refusal.textContent).to.equal(PENDING);
    const password = field(account, text.DELETE_ACCOUNT_PASSWORD);
    expect(password.closest('[part="field"]')!.nextElementSibling).to.equal(refusal, 'right under the field');
    expect(password.getAttribute('aria-describedby')?.split(' ')).to.include(refusal.id);
    expect(password.value).to.equal(parent.password, 'nothing typed is lost');
    expect(password.getAttribute('aria-invalid')).to.equal(null, 'the password was right');
    expect(errorOf(account, text.DELETE_ACCOUNT_PASSWORD)).to.equal(undefined);
    expect($token.get()).to.equal(parent.token);
    expect((await me(parent.token)).status).to.equal(200);
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
