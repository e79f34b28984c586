import { expect } from '@open-wc/testing';
import '../../../../widgets/login/define';
import { contrastError } from '../../../../src/domain/brand';
import * as text from '../../../../widgets/admin/texts';
import * as brandText from '../../../../widgets/admin/site/brand/texts';
import {
  button,
  choose,
  errorOf,
  expectAccessible,
  field,
  freshSettings,
  mountAdmin,
  png,
  reset,
  root,
  signInAdmin,
  type,
  until,
  wait,
} from './helpers';

/* The Brand card of /site_config (docs/behaviour.md, Brand). */

const card = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="group-brand"]')!;
const sample = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="brand-sample"]')!;
const sampleButton = (el: HTMLElement) => sample(el).querySelector('span')!;
const font = (el: HTMLElement, value: string) =>
  root(el).querySelector<HTMLInputElement>(`input[type="radio"][name="brand_font"][value="${value}"]`)!;
const saved = (el: HTMLElement) => root(el).querySelector('[part="saved"]')?.textContent;

describe('<soma-admin> /site_config: the Brand card', () => {
  before(freshSettings);
  afterEach(async () => {
    reset();
    await freshSettings();
  });

  it('shows the brand’s fields with their labels and a sample in the theme, and passes axe', async () => {
    await signInAdmin();
    const admin = await mountAdmin('/site_config', '[part="group-brand"]');
    expect(card(admin).querySelector('[part="card-title"]')!.textContent).to.equal(brandText.BRAND);
    expect(field(admin, brandText.BRAND_NAME).value).to.equal('Soma');
    for (const label of [brandText.PRIMARY, brandText.PRIMARY_TEXT, brandText.TEXT]) {
      expect(field(admin, label).value).to.equal('');
      const picker = card(admin).querySelector(`input[type="color"][aria-label="${brandText.pickColour(label)}"]`);
      expect(picker, `a picker for ${label}`).to.not.equal(null);
    }
    expect(font(admin, 'system').checked).to.equal(true);
    expect(getComputedStyle(sampleButton(admin)).backgroundColor).to.equal('rgb(16, 79, 102)');
    await expectAccessible(admin);
  });

  it('draws the sample in the chosen colours and font as they are typed or picked', async () => {
    await signInAdmin();
    const admin = await mountAdmin('/site_config', '[part="group-brand"]');
    await type(admin, brandText.PRIMARY, '#7a1f5c');
    font(admin, 'serif').click();
    await type(admin, brandText.BRAND_NAME, 'Hill School');
    await wait(20);
    expect(getComputedStyle(sampleButton(admin)).backgroundColor).to.equal('rgb(122, 31, 92)');
    expect(getComputedStyle(sample(admin)).fontFamily).to.match(/^Charter/);
    expect(sample(admin).textContent).to.include('Hill School');
    // The picker, keyboard-operable as the browser's own control, sets the field.
    const picker = card(admin).querySelector<HTMLInputElement>(
      `input[type="color"][aria-label="${brandText.pickColour(brandText.TEXT)}"]`,
    )!;
    picker.focus();
    expect(root(admin).activeElement).to.equal(picker);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(picker, '#222222');
    picker.dispatchEvent(new Event('input', { bubbles: true }));
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await wait(20);
    expect(field(admin, brandText.TEXT).value).to.equal('#222222');
  });

  it('says under the field, as it is chosen and when saved, why a colour is too faint to read', async () => {
    await signInAdmin();
    const admin = await mountAdmin('/site_config', '[part="group-brand"]');
    await type(admin, brandText.PRIMARY, '#ffd700');
    await wait(20);
    expect(errorOf(admin, brandText.PRIMARY_TEXT)).to.match(
      /^The text on the primary colour has a contrast of 1\.\d:1/,
    );
    expect(field(admin, brandText.PRIMARY_TEXT).getAttribute('aria-invalid')).to.equal('true');
    // The sample shows the faint choice as it would look (axe rightly finds it unreadable): that is its point.
    expect(getComputedStyle(sampleButton(admin)).backgroundColor).to.equal('rgb(255, 215, 0)');
    button(admin, text.SAVE).click();
    await until(() => root(admin).querySelector('[role="alert"], [part="error"]'), 'the refusal');
    await wait(50);
    expect(errorOf(admin, brandText.PRIMARY_TEXT)).to.match(/contrast of 1\.\d:1 against the primary colour/);
    expect(errorOf(admin, brandText.PRIMARY)).to.equal(
      contrastError('primary colour (links and headings)', 'the white page', 1.4),
    );
    expect(saved(admin)).to.equal(undefined);
  });

  it('saves the brand with the other settings, and the login page shows it', async () => {
    await signInAdmin();
    const admin = await mountAdmin('/site_config', '[part="group-brand"]');
    await type(admin, brandText.BRAND_NAME, 'Hill School');
    await type(admin, brandText.PRIMARY, '#0b3d2e');
    const embedded = [...root(admin).querySelectorAll('label')]
      .find((l) => l.textContent?.trim() === brandText.EMBEDDED)!
      .querySelector('input')!;
    embedded.click();
    await wait(20);
    button(admin, text.SAVE).click();
    await until(() => saved(admin), 'the saved message');
    expect(saved(admin)).to.include(brandText.BRAND_NAME);
    expect(saved(admin)).to.include(brandText.PRIMARY);
    expect(saved(admin)).to.include(brandText.EMBEDDED);
    reset();

    const login = document.createElement('soma-login');
    document.body.append(login);
    const submit = await until(
      () => login.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]'),
      'the login form',
    );
    await until(
      () => getComputedStyle(submit).backgroundColor === 'rgb(11, 61, 46)',
      `the brand on the login page, not ${getComputedStyle(submit).backgroundColor}`,
    );
  });

  it('uploads the favicon at once, refuses what is not PNG or ICO, and deletes it', async () => {
    await signInAdmin();
    const admin = await mountAdmin('/site_config', '[part="group-brand"]');
    const favicon = () => root(admin).querySelector<HTMLElement>('[part="favicon"]')!;
    expect(favicon().textContent).to.include(brandText.FAVICON_DEFAULT);
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b])], 'x.gif', {
      type: 'image/gif',
    });
    await choose(admin, brandText.UPLOAD_FAVICON, gif);
    await until(() => errorOf(admin, brandText.UPLOAD_FAVICON), 'the refusal');
    expect(errorOf(admin, brandText.UPLOAD_FAVICON)).to.equal('The favicon field must be a file of type: png, ico.');

    await choose(admin, brandText.UPLOAD_FAVICON, await png('#0b3d2e', 'favicon.png'));
    const image = await until(
      () => favicon().querySelector<HTMLImageElement>('[part="favicon-image"]'),
      'the uploaded favicon',
    );
    expect(image.getAttribute('src')).to.match(/\/favicon\.ico\?v=[A-Za-z0-9_-]+$/);
    expect(favicon().querySelector('[role="status"]')!.textContent).to.equal(brandText.FAVICON_UPLOADED);
    await expectAccessible(card(admin));

    [...favicon().querySelectorAll('button')].find((b) => b.textContent?.trim() === brandText.DELETE_FAVICON)!.click();
    await until(() => favicon().textContent?.includes(brandText.FAVICON_DEFAULT), 'the default favicon again');
    expect(favicon().querySelector('[role="status"]')!.textContent).to.equal(brandText.FAVICON_DELETED);
  });
});
