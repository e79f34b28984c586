import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { LOGOUT_QUESTION } from '../../../src/domain/confirmations';
import { setToken } from '../../../src/stores/session';
import { UNSAVED_QUESTION } from '../../../host/navigate';
import { LEAVE_MESSAGE, LEAVE_QUESTION } from '../../../host/shellTexts';
import { UNSAVED_EVENT } from '../../../src/ui/unsavedGuard';
import * as text from '../../../widgets/admin/texts';
import * as plansText from '../../../widgets/admin/plans/texts';
import { customize, EMPTY_SIDEBAR, field, resetSettings, type, until, wait } from '../widgets/login/helpers';
import { close, mount, open } from './hostPage';
import '../../../widgets/admin/define';

const path = () => location.pathname;
const admin = () => mount!.querySelector<HTMLElement>('soma-admin')!;
const tab = (label: string) =>
  [...mount!.querySelectorAll<HTMLElement>('nav[aria-label="Main"] a')].find((a) => a.textContent === label)!;
const dialog = () => mount!.querySelector<HTMLDialogElement>('dialog[open]');
const dialogButton = (label: string) =>
  [...dialog()!.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!;
/** Whether closing or reloading the tab now would have the browser ask. */
const unloadAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

async function signedInAt(at: string, ready: string) {
  const { token } = (await executeServerCommand('soma-admin')) as { token: string };
  setToken(token);
  await open(at);
  await until(() => admin()?.shadowRoot?.querySelector(ready), `${at} to show ${ready}`, 8000);
}

/** Answers the question with `answer` and checks it was the unsaved-changes one. */
async function answerLeave(answer: 'Stay' | 'Leave') {
  await until(() => dialog()?.textContent?.includes(LEAVE_QUESTION), 'the question');
  expect(dialog()!.textContent).to.contain(LEAVE_MESSAGE);
  // Staying loses nothing: it has the focus.
  expect((dialog()!.getRootNode() as Document).activeElement?.textContent?.trim()).to.equal('Stay');
  dialogButton(answer).click();
  await until(() => !dialog(), 'the question to close');
}

describe('unsaved changes on the admin pages of the portal', () => {
  it('asks the forms with the event their guards answer', () => {
    expect(UNSAVED_QUESTION).to.equal(UNSAVED_EVENT);
  });

  afterEach(async () => {
    close();
    await setViewport({ width: 1280, height: 800 });
  });
  after(async () => {
    await resetSettings();
    await customize('standard', EMPTY_SIDEBAR);
  });

  it('/site_config: a tab asks; Stay keeps the edit, Leave goes; undoing or saving asks nothing', async () => {
    await resetSettings();
    await signedInAt('/site_config', 'form[part="settings"]');
    const ga = () => field(admin(), text.GA);
    const before = ga().value;
    expect(unloadAsks()).to.equal(false);

    await type(admin(), text.GA, 'G-UNSAVED');
    expect(unloadAsks()).to.equal(true);
    tab('Plans').click();
    await answerLeave('Stay');
    expect(path()).to.equal('/site_config');
    expect(ga().value).to.equal('G-UNSAVED');

    // Back to the saved value: nothing to lose.
    await type(admin(), text.GA, before);
    expect(unloadAsks()).to.equal(false);
    tab('Plans').click();
    await until(() => path() === '/plans', 'Plans without a question');
    expect(dialog()).to.equal(null);

    tab('Site Configuration').click();
    await until(() => admin().shadowRoot!.querySelector('form[part="settings"]'), 'the settings again', 8000);
    await type(admin(), text.GA, 'G-LEAVING');
    tab('Audit trail').click();
    await answerLeave('Leave');
    await until(() => path() === '/audit', 'the audit page');
    expect(unloadAsks()).to.equal(false);

    // Saved: the guard is lifted.
    tab('Site Configuration').click();
    await until(() => admin().shadowRoot!.querySelector('form[part="settings"]'), 'the settings again', 8000);
    await type(admin(), text.GA, 'G-SAVED');
    expect(unloadAsks()).to.equal(true);
    admin().shadowRoot!.querySelector<HTMLButtonElement>('[part="save-bar"] button[type="submit"]')!.click();
    await until(() => admin().shadowRoot!.querySelector('[part="saved"]'), 'saved');
    expect(unloadAsks()).to.equal(false);
    tab('Plans').click();
    await until(() => path() === '/plans', 'Plans without a question');
  });

  it('/site_config: the user menu, a link of an element and Logout ask too', async () => {
    await resetSettings();
    await signedInAt('/site_config', 'form[part="settings"]');
    await type(admin(), text.GA, 'G-MENU');

    mount!.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!.click();
    const item = await until(
      () => [...mount!.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((i) => i.textContent === 'Plans'),
      'the menu',
    );
    item.click();
    await answerLeave('Stay');
    expect(path()).to.equal('/site_config');

    // A link inside an element asks the portal through soma-navigate.
    admin().dispatchEvent(
      new CustomEvent('soma-navigate', {
        detail: { to: '/customize' },
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await answerLeave('Stay');
    expect(path()).to.equal('/site_config');

    // Logout: its own question, then this one.
    mount!.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!.click();
    const logout = await until(
      () => [...mount!.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((i) => i.textContent === 'Logout'),
      'Logout',
    );
    logout.click();
    await until(() => dialog()?.textContent?.includes(LOGOUT_QUESTION), 'the logout question');
    dialogButton('Log Out').click();
    await answerLeave('Stay');
    expect(path()).to.equal('/site_config');
    expect(field(admin(), text.GA).value).to.equal('G-MENU');
  });

  it('/site_config on a phone: the drawer asks', async () => {
    await resetSettings();
    await setViewport({ width: 375, height: 700 });
    await signedInAt('/site_config', 'form[part="settings"]');
    await type(admin(), text.GA, 'G-DRAWER');
    mount!.querySelector<HTMLButtonElement>('button[aria-controls="soma-drawer"]')!.click();
    const link = await until(
      () => [...mount!.querySelectorAll<HTMLElement>('#soma-drawer a')].find((a) => a.textContent === 'Customization'),
      'the drawer',
    );
    link.click();
    await answerLeave('Leave');
    await until(() => path() === '/customize', 'the customize page');
  });

  it('/customize: an edit on either login page asks, undone it does not, saved it does not', async () => {
    await customize('standard', EMPTY_SIDEBAR);
    await signedInAt('/customize', '[part="editor"]');
    await type(admin(), text.SIDEBAR_TITLE, 'Welcome');
    expect(unloadAsks()).to.equal(true);
    // The student page's tab: the standard page's edit is kept, and still guarded.
    const pageTab = (label: string) =>
      [...admin().shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === label)!;
    pageTab(text.PAGE_NAMES.student).click();
    await wait(50);
    expect(unloadAsks()).to.equal(true);
    tab('Plans').click();
    await answerLeave('Stay');
    pageTab(text.PAGE_NAMES.standard).click();
    await until(() => field(admin(), text.SIDEBAR_TITLE).value === 'Welcome', 'the kept edit');

    await type(admin(), text.SIDEBAR_TITLE, '');
    expect(unloadAsks()).to.equal(false);

    await type(admin(), text.SIDEBAR_TITLE, 'Saved title');
    admin().shadowRoot!.querySelector<HTMLButtonElement>('[part="save-bar"] button[type="submit"]')!.click();
    await until(() => admin().shadowRoot!.textContent?.includes(text.SIDEBAR_SAVED), 'saved');
    expect(unloadAsks()).to.equal(false);
    tab('Plans').click();
    await until(() => path() === '/plans', 'Plans without a question');
  });

  it('/plans: a plan typed in its dialog and not saved guards closing the tab', async () => {
    await signedInAt('/plans', '[part="title"]');
    const addButton = await until(
      () =>
        [...admin().shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === plansText.ADD_PLAN),
      'Add plan',
      8000,
    );
    addButton.click();
    await until(() => admin().shadowRoot!.querySelector('dialog[open]'), 'the plan dialog');
    expect(unloadAsks()).to.equal(false);
    await type(admin(), plansText.STUDENTS, '4');
    expect(unloadAsks()).to.equal(true);
    await type(admin(), plansText.STUDENTS, '');
    expect(unloadAsks()).to.equal(false);
    await type(admin(), plansText.PRICE, '1200');
    expect(unloadAsks()).to.equal(true);
    [...admin().shadowRoot!.querySelectorAll('dialog[open] button')]
      .find((b) => b.textContent?.trim() === plansText.CANCEL)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => !admin().shadowRoot!.querySelector('dialog[open]'), 'the dialog closed');
    expect(unloadAsks()).to.equal(false);
  });
});
