import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { getApp } from '../../../../src/api/app';
import { send } from '../../../../src/client/request';
import { deleteRegionQuestion, REMOVE_ALL_REGIONS_QUESTION } from '../../../../src/domain/confirmations';
import { NO_REGIONS } from '../../../../src/domain/messages';
import { NO_GRADES } from '../../../../src/domain/siteMessages';
import { fieldsToFix, NO_UNSAVED_CHANGES, UNSAVED_CHANGES } from '../../../../src/ui/saveBarTexts';
import * as text from '../../../../widgets/admin/texts';
import {
  button,
  buttonIn,
  dialogButton,
  errorOf,
  expectAccessible,
  field,
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

const mountSiteConfig = async () => {
  const el = await mountAdmin('/site_config', '[part="settings"]');
  await until(() => root(el).querySelector('[part="region-table"], [part="regions-empty"]'), 'the regions');
  return el;
};
const radio = (el: HTMLElement, name: string, value: string) =>
  root(el).querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`)!;
const checkbox = (el: HTMLElement, label: string) =>
  [...root(el).querySelectorAll('label')].find((l) => l.textContent?.trim() === label)!.querySelector('input')!;
const saved = (el: HTMLElement) => root(el).querySelector('[part="saved"]')?.textContent;
const secret = (el: HTMLElement, label: string) => root(el).querySelector<HTMLElement>(`[data-secret="${label}"]`)!;
/** Saves once what was typed or clicked has rendered, as no hand is faster than that. */
const save = async (el: HTMLElement) => {
  await wait(20);
  button(el, text.SAVE).click();
};
const regionRows = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[part="region"]')];
const regionNames = (el: HTMLElement) => regionRows(el).map((row) => row.querySelector('td')!.textContent);

describe('<soma-admin> /site_config', () => {
  before(freshSettings);
  afterEach(async () => {
    reset();
    await freshSettings();
  });

  it('shows the settings in groups, with the hints, and passes axe', async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    for (const group of [
      text.PRODUCT,
      text.GENERAL,
      text.LOGIN_STYLE,
      text.PLATFORM,
      text.TUTOR,
      text.CARD,
      text.SMS,
      text.REGIONS,
    ]) {
      expect([...root(admin).querySelectorAll('[part="card-title"]')].map((h) => h.textContent)).to.include(group);
    }
    expect(radio(admin, 'style', 'subscription').checked).to.equal(true);
    expect(field(admin, text.SHOP_CURRENCY).value).to.equal('Ksh');
    expect(field(admin, text.PHONE_COUNTRIES).value).to.equal('KE');
    expect(field(admin, text.PHONE_COUNTRIES).closest('[part="field"]')!.textContent).to.include('ISO 3166-1 alpha-2');
    // The alternate login URL is typed after its slash.
    const url = field(admin, text.ALTERNATE_URL);
    expect(url.value).to.equal('student');
    expect(url.previousElementSibling!.textContent).to.equal('/');
    expect(secret(admin, text.CARD_SECRET_KEY).querySelector('[part="secret-state"]')!.textContent).to.equal(
      text.SECRET_NOT_SET,
    );
    await expectAccessible(admin);
  });

  it("keeps Save within reach: a bar at the viewport's bottom saying there are unsaved changes and how many fields to fix", async () => {
    await signInAdmin();
    const el = await mountSiteConfig();
    const bar = () => root(el).querySelector<HTMLElement>('[part="save-bar"]')!;
    expect(bar().textContent).to.include(NO_UNSAVED_CHANGES);
    // Last in the form: Tab reaches it after the last field.
    const form = root(el).querySelector('form[part="settings"]')!;
    const focusables = [...form.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href]')];
    expect(focusables.at(-1)).to.equal(bar().querySelector('button[type="submit"]'));
    await type(el, text.GA, 'G-BAR');
    expect(bar().textContent).to.include(UNSAVED_CHANGES);
    // The form is long: its bar stays at the bottom of the viewport while the form is in view.
    window.scrollTo(0, 0);
    await wait(50);
    const box = bar().getBoundingClientRect();
    expect(Math.round(box.bottom)).to.be.at.most(window.innerHeight);
    expect(box.bottom).to.be.greaterThan(window.innerHeight - 100);
    await type(el, text.PHONE_COUNTRIES, 'KE,Kenya');
    await type(el, text.PLATFORM_URL, 'not a url');
    await save(el);
    await until(() => bar().textContent!.includes(fieldsToFix(2)), 'the count of refused fields');
    await expectAccessible(el);
  });

  it("<soma-admin> on a school's page: unsaved settings guard closing and reloading the tab", async () => {
    await signInAdmin();
    const el = await mountSiteConfig();
    const unloadAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(unloadAsks()).to.equal(false);
    const before = field(el, text.GA).value;
    await type(el, text.GA, 'G-EMBEDDED');
    expect(unloadAsks()).to.equal(true);
    await type(el, text.GA, before);
    expect(unloadAsks()).to.equal(false);
    await type(el, text.GA, 'G-EMBEDDED');
    await save(el);
    await until(() => saved(el), 'saved');
    expect(unloadAsks()).to.equal(false);
  });

  it('switches the style to trial and back, which GET /app answers on the next request', async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    radio(admin, 'style', 'trial').click();
    await save(admin);
    await until(() => saved(admin), 'the saved message');
    expect(saved(admin)).to.equal(`${text.SETTINGS_SAVED} ${text.STYLE}`);
    let app = await send(getApp, {});
    expect(app.ok && app.data.style).to.equal('trial');

    radio(admin, 'style', 'subscription').click();
    await until(() => !saved(admin), 'the saved message gone on change');
    await save(admin);
    await until(() => saved(admin), 'saved again');
    app = await send(getApp, {});
    expect(app.ok && app.data.style).to.equal('subscription');
  });

  it('sends only the settings that changed, and the slash in front of the alternate login URL', async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    await type(admin, text.GA, 'G-SOMA1');
    await type(admin, text.ALTERNATE_URL, 'pupils');
    checkbox(admin, text.TUTOR_ENABLED).click();
    const seen = requests();
    await save(admin);
    await until(() => saved(admin), 'the saved message');
    seen.restore();
    const post = seen.seen.find((r) => r.method === 'POST' && r.path === '/api/settings')!;
    expect(JSON.parse(post.body)).to.deep.equal({ ga: 'G-SOMA1', alternate_login_url: '/pupils', tutor_enabled: true });
    expect(saved(admin)).to.equal(`${text.SETTINGS_SAVED} ${text.GA}, ${text.ALTERNATE_URL}, ${text.TUTOR_ENABLED}`);

    // Saved values are the new starting point: saving again sends nothing.
    const again = requests();
    await save(admin);
    await until(() => saved(admin) === text.NOTHING_CHANGED, 'nothing changed');
    again.restore();
    expect(again.seen.filter((r) => r.method === 'POST')).to.have.length(0);
  });

  it("saves the Feedback forms' links, which GET /app then answers for the user menu", async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    await type(admin, text.FEEDBACK_URL, 'https://forms.example/feedback');
    await type(admin, text.SUPPORT_URL, 'https://help.example/contact');
    const seen = requests();
    await save(admin);
    await until(() => saved(admin), 'the saved message');
    seen.restore();
    const post = seen.seen.find((r) => r.method === 'POST' && r.path === '/api/settings')!;
    expect(JSON.parse(post.body)).to.deep.equal({
      feedback_url: 'https://forms.example/feedback',
      support_url: 'https://help.example/contact',
    });
    const app = await (await fetch('/api/app')).json();
    expect([app.feedback_url, app.support_url]).to.deep.equal([
      'https://forms.example/feedback',
      'https://help.example/contact',
    ]);
    await type(admin, text.FEEDBACK_URL, '');
    await type(admin, text.SUPPORT_URL, '');
    await save(admin);
    await until(() => saved(admin)?.includes(text.FEEDBACK_URL), 'cleared');
  });

  it('shows a refused value under its field', async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    await type(admin, text.PHONE_COUNTRIES, 'KE,Kenya');
    expect(field(admin, text.PHONE_COUNTRIES).closest('[part="field"]')!.textContent).to.include(
      text.PHONE_COUNTRIES_ODD,
    );
    await type(admin, text.PLATFORM_URL, 'not a url');
    await save(admin);
    await until(() => errorOf(admin, text.PHONE_COUNTRIES), 'the error');
    expect(errorOf(admin, text.PHONE_COUNTRIES)).to.match(/ISO 3166-1 alpha-2/);
    expect(errorOf(admin, text.PLATFORM_URL)).to.match(/valid URL/);
    await expectAccessible(admin);
  });

  it('sets a secret, shows it as set, and never gets it back', async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    const box = () => secret(admin, text.SMS_PASSWORD);
    buttonIn(box(), text.SECRET_SET_NEW).click();
    await until(() => box().querySelector('input[type="password"]'), 'the password field');
    await type(admin, text.secretNew(text.SMS_PASSWORD), 'gateway-pass-9034');
    await expectAccessible(admin);
    const seen = requests();
    const answers: string[] = [];
    const original = window.fetch;
    window.fetch = async (...args) => {
      const response = await original(...args);
      answers.push(await response.clone().text());
      return response;
    };
    try {
      await save(admin);
      await until(() => saved(admin), 'the saved message');
      expect(box().querySelector('[part="secret-state"]')!.textContent).to.equal(text.SECRET_SET);
      expect(box().querySelector('input')).to.equal(null);
      reset();
      await signInAdmin();
      const again = await mountSiteConfig();
      expect(secret(again, text.SMS_PASSWORD).querySelector('[part="secret-state"]')!.textContent).to.equal(
        text.SECRET_SET,
      );
      expect(root(again).innerHTML).not.to.include('9034');
    } finally {
      window.fetch = original;
      seen.restore();
    }
    expect(JSON.parse(seen.seen.find((r) => r.method === 'POST')!.body)).to.deep.equal({
      sms_password: 'gateway-pass-9034',
    });
    expect(answers.length).to.be.greaterThan(1);
    for (const answer of answers) expect(answer).not.to.include('9034');

    // Cleared, it is not set any more.
    const admin2 = root(document.querySelector('soma-admin') as HTMLElement).host as HTMLElement;
    buttonIn(secret(admin2, text.SMS_PASSWORD), text.SECRET_CLEAR).click();
    await until(() => secret(admin2, text.SMS_PASSWORD).textContent!.includes(text.SECRET_WILL_CLEAR), 'will clear');
    await save(admin2);
    await until(() => saved(admin2), 'saved');
    expect(secret(admin2, text.SMS_PASSWORD).querySelector('[part="secret-state"]')!.textContent).to.equal(
      text.SECRET_NOT_SET,
    );
  });

  it('tests the grades: the empty list says what to check', async () => {
    await executeServerCommand('soma-grades', { names: [] });
    try {
      await signInAdmin();
      const admin = await mountSiteConfig();
      button(admin, text.TEST_GRADES).click();
      const result = await until(() => root(admin).querySelector('[part="grades-result"]'), 'the result');
      expect(result.textContent).to.equal(NO_GRADES);
      await expectAccessible(admin);
      await executeServerCommand('soma-grades', { names: ['Grade 1', 'Grade 2'] });
      button(admin, text.TEST_GRADES).click();
      await until(
        () =>
          root(admin).querySelector('[part="grades-result"]')?.textContent === text.gradesFound(['Grade 1', 'Grade 2']),
        'the grades',
      );
    } finally {
      await executeServerCommand('soma-grades', { names: null });
    }
  });

  it('tests the grades of the platform the settings name: its grades, an empty list, and each failure', async () => {
    await signInAdmin();
    const admin = await mountSiteConfig();
    const result = () => root(admin).querySelector('[part="grades-result"]');
    const test = async (mode: string, expected: string, tone: 'success' | 'warning' | 'danger') => {
      const settings = await executeServerCommand('soma-platform', { mode });
      await executeServerCommand('soma-settings', settings);
      button(admin, text.TEST_GRADES).click();
      await until(() => result()?.textContent === expected, `${mode}: ${expected}`, 4000);
      expect(result()!.getAttribute('role')).to.equal(tone === 'danger' ? 'alert' : 'status');
    };
    try {
      await test(
        'ok',
        text.gradesFound(['PP1', 'PP2', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6']),
        'success',
      );
      await test('empty', NO_GRADES, 'warning');
      await test('unauthorised', 'The learning platform refused the platform key (401).', 'danger');
      await expectAccessible(admin);
      await test('failing', 'The learning platform failed (500).', 'danger');
      await test('slow', 'The learning platform did not answer within 1 second.', 'danger');
    } finally {
      await executeServerCommand('soma-settings', { platform: '', platform_key: '', platform_school_id: '' });
    }
  });

  it('lists the messages that were not delivered, with the reason', async () => {
    await signInAdmin();
    let admin = await mountSiteConfig();
    await until(
      () => root(admin).querySelector('[part="delivery-failures-empty"], [part="delivery-failure-table"]'),
      'the list',
    );
    await executeServerCommand('soma-delivery-failure', {
      to: '+254700000403',
      error: 'The SMS gateway did not send the message (403 InvalidPhoneNumber).',
    });
    admin.remove();
    admin = await mountSiteConfig();
    const row = await until(() => root(admin).querySelector('[part="delivery-failure"]'), 'the failure');
    expect(row.textContent).to.contain('Text message to +254700000403 (recovery code)');
    expect(row.textContent).to.contain('The SMS gateway did not send the message (403 InvalidPhoneNumber).');
    await expectAccessible(admin);
  });

  describe('regions', () => {
    afterEach(() => executeServerCommand('soma-reset-regions'));

    it('adds, edits and deletes a region, each delete after its question', async () => {
      await signInAdmin();
      const admin = await mountSiteConfig();
      const count = regionRows(admin).length;
      expect(count).to.be.greaterThan(0);

      button(admin, text.ADD_REGION).click();
      await until(() => openDialog(admin), 'the add dialog');
      await expectAccessible(admin);
      dialogButton(admin, text.SAVE).click();
      await until(() => errorOf(admin, text.REGION_NAME), 'the required errors');
      expect(errorOf(admin, text.REGION_NAME)).to.equal('The name field is required.');
      await type(admin, text.REGION_NAME, 'Kisiwa Island');
      await type(admin, text.REGION_CODE, 'KSW');
      dialogButton(admin, text.SAVE).click();
      await until(() => !openDialog(admin), 'the dialog closed');
      await until(() => regionNames(admin).includes('Kisiwa Island'), 'the new region');
      expect(regionRows(admin)).to.have.length(count + 1);

      const row = () => regionRows(admin).find((r) => r.textContent!.includes('Kisiwa'))!;
      buttonIn(row(), text.EDIT).click();
      await until(() => openDialog(admin), 'the edit dialog');
      expect(field(admin, text.REGION_NAME).value).to.equal('Kisiwa Island');
      await expectAccessible(admin);
      await type(admin, text.REGION_NAME, 'Kisiwa');
      dialogButton(admin, text.SAVE).click();
      await until(
        () => regionNames(admin).includes('Kisiwa') && !regionNames(admin).includes('Kisiwa Island'),
        'the renamed region',
      );

      buttonIn(row(), text.DELETE).click();
      const confirm = await until(() => openDialog(admin), 'the question');
      expect(confirm.querySelector('h2')!.textContent).to.equal(deleteRegionQuestion('Kisiwa'));
      await expectAccessible(admin);
      dialogButton(admin, text.CANCEL).click();
      await until(() => !openDialog(admin), 'the question closed');
      expect(regionNames(admin)).to.include('Kisiwa');
      buttonIn(row(), text.DELETE).click();
      await until(() => openDialog(admin), 'the question again');
      dialogButton(admin, text.DELETE).click();
      await until(() => !regionNames(admin).includes('Kisiwa'), 'the region gone');
      expect(regionRows(admin)).to.have.length(count);
    });

    it("deletes all regions after its question, then says 'Region list empty'", async () => {
      await signInAdmin();
      const admin = await mountSiteConfig();
      button(admin, text.DELETE_ALL).click();
      const confirm = await until(() => openDialog(admin), 'the question');
      expect(confirm.querySelector('h2')!.textContent).to.equal(REMOVE_ALL_REGIONS_QUESTION);
      await expectAccessible(admin);
      dialogButton(admin, text.DELETE_ALL).click();
      const empty = await until(() => root(admin).querySelector('[part="regions-empty"]'), 'the empty list');
      expect(empty.textContent).to.equal(NO_REGIONS);
      await expectAccessible(admin);
    });
  });
});
