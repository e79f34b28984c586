import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import * as text from '../../../../widgets/admin/site/parentTexts';
import {
  buttonIn,
  dialogButton,
  errorOf,
  expectAccessible,
  freshSettings,
  mountAdmin,
  openDialog,
  requests,
  reset,
  root,
  signInAdmin,
  type,
  until,
  wait,
} from './helpers';

/*
 * /site_config's Parents card: an administrator finds a parent by email or phone number and,
 * after a question, ends every session of theirs.
 */

interface Parent {
  token: string;
  email: string;
  phone_number: string;
  user: { id: number; first_name: string; last_name: string };
}

const mountSiteConfig = () => mountAdmin('/site_config', '[part="parents"] form');
const rows = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[part="parent"]')];
const searchFor = async (el: HTMLElement, query: string) => {
  await type(el, text.PARENT_SEARCH, query);
  await wait(20);
  buttonIn(root(el).querySelector('[part="parents"]')!, text.SEARCH).click();
};
const me = (token: string) =>
  fetch('/api/me', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

describe('<soma-admin> /site_config: ending a parent’s sessions', () => {
  before(freshSettings);
  afterEach(reset);

  it('finds a parent by phone number as people write it, and ends their sessions after a question', async () => {
    const phone = `+2547${String(Date.now()).slice(-8)}`;
    const parent = (await executeServerCommand('soma-parent', {
      phone_number: phone,
      first_name: 'Achieng',
      last_name: 'Otieno',
    })) as Parent;
    await signInAdmin();
    const admin = await mountSiteConfig();
    await searchFor(admin, `0${phone.slice(4, 7)} ${phone.slice(7)}`);
    await until(() => rows(admin).length === 1, 'the parent found');
    expect(rows(admin)[0]!.textContent).to.include('Achieng Otieno');
    expect(rows(admin)[0]!.textContent).to.include(parent.email);
    expect(rows(admin)[0]!.textContent).to.include(phone);
    await expectAccessible(admin);

    // Cancel ends nothing.
    const watch = requests();
    try {
      buttonIn(rows(admin)[0]!, text.END_SESSIONS).click();
      const asked = await until(() => openDialog(admin), 'the question');
      expect(asked.textContent).to.include(text.endSessionsQuestion('Achieng Otieno'));
      await until(() => root(admin).activeElement?.textContent === 'Cancel', 'focus on Cancel');
      await expectAccessible(admin);
      dialogButton(admin, 'Cancel').click();
      await until(() => !openDialog(admin), 'the dialog to close');
      await wait(50);
      expect(watch.seen.filter((r) => r.path.endsWith('/logout'))).to.deep.equal([]);
      expect((await me(parent.token)).status).to.equal(200);

      buttonIn(rows(admin)[0]!, text.END_SESSIONS).click();
      await until(() => openDialog(admin), 'the question');
      dialogButton(admin, text.END_SESSIONS).click();
      await until(() => root(admin).textContent!.includes(text.sessionsEnded('Achieng Otieno')), 'the confirmation');
      expect(watch.seen.find((r) => r.path === `/api/parents/${parent.user.id}/logout`)?.method).to.equal('POST');
    } finally {
      watch.restore();
    }
    expect((await me(parent.token)).status).to.equal(401);
  });

  it('says when nobody matches, and shows the server’s error for a search too short', async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    await searchFor(admin, 'nobody-matches-this-search');
    await until(() => root(admin).querySelector('[part="parents"] [role="status"]'), 'the empty answer');
    expect(root(admin).querySelector('[part="parents"] [role="status"]')!.textContent).to.equal(text.NO_PARENT);
    await searchFor(admin, 'ab');
    await until(() => errorOf(admin, text.PARENT_SEARCH), 'the field error');
    expect(errorOf(admin, text.PARENT_SEARCH)).to.equal('The search field must be at least 3 characters.');
  });
});
