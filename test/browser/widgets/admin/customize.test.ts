import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../widgets/login/define';
import { FOOTER_LINK_ERROR } from '../../../../src/domain/footerLink';
import { NO_ICONS } from '../../../../src/domain/messages';
import { fieldsToFix } from '../../../../src/ui/saveBarTexts';
import { HOSTILE_FOOTER_LINKS } from '../../support/footerLinks';
import { $app, loadApp } from '../../../../src/stores/app';
import * as text from '../../../../widgets/admin/texts';
import { customize, EMPTY_SIDEBAR, mount, removeLogo, settings } from '../login/helpers';
import {
  button,
  buttonIn,
  choose,
  errorOf,
  expectAccessible,
  field,
  freshSettings,
  mountAdmin,
  openDialog,
  png,
  requests,
  reset,
  root,
  signInAdmin,
  type,
  until,
  wait,
} from './helpers';

const mountCustomize = () => mountAdmin('/customize', '[part="editor"]');
const lines = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[part="line"]')];
const lineValues = (el: HTMLElement) =>
  lines(el).map((li) => li.querySelector('input')?.value ?? li.querySelector('img')?.getAttribute('src'));
const checkbox = (el: HTMLElement, label: string) =>
  [...root(el).querySelectorAll('label')].find((l) => l.textContent?.trim() === label)!.querySelector('input')!;
const preview = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part="preview-page"]')!;
/** The sidebar saves among the requests seen (the editor reads the sidebars from the same path). */
const saves = (seen: ReturnType<typeof requests>) =>
  seen.seen.filter((r) => r.method === 'POST' && r.path === '/api/customizations');

describe('<soma-admin> /customize', () => {
  before(async () => {
    await freshSettings();
    for (const name of ['standard_main_logo', 'standard_nav_logo', 'student_main_logo'] as const)
      await removeLogo(name);
    await customize('standard', EMPTY_SIDEBAR);
    await customize('student', EMPTY_SIDEBAR);
  });
  afterEach(async () => {
    reset();
    await customize('standard', EMPTY_SIDEBAR);
  });

  it('uploads a logo, shown at once and by <soma-login> on another page, and deletes it', async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    const slot = () => root(admin).querySelector<HTMLElement>('[data-logo="standard_main_logo"]')!;
    expect(slot().textContent).to.include(text.NO_LOGO);
    expect(root(admin).querySelector('[data-logo="standard_nav_logo"]')).to.exist;

    await choose(admin, `${text.UPLOAD}: ${text.LOGO_NAMES.standard_main_logo}`, await png('#104f66', 'logo.png'));
    const img = await until(() => slot().querySelector<HTMLImageElement>('[part="logo-image"]'), 'the uploaded logo');
    expect(img.src).to.match(/\/uploads\/logos\/standard_main_logo-[0-9a-f]+\.png$/);
    await until(() => img.complete && img.naturalWidth === 60, 'the logo to load');
    // The preview draws it in the sidebar straight away.
    await until(
      () => preview(admin).querySelector<HTMLImageElement>('[part="logo"]')?.src === img.src,
      'the logo in the preview',
    );
    await expectAccessible(admin);

    // The student page has no navigation logo.
    button(admin, text.PAGE_NAMES.student).click();
    await until(() => root(admin).querySelector('[data-logo="student_main_logo"]'), 'the student page');
    expect(root(admin).querySelector('[data-logo="student_nav_logo"]')).to.equal(null);
    expect(preview(admin).textContent).to.include('Student Login');
    await expectAccessible(admin);
    button(admin, text.PAGE_NAMES.standard).click();
    await until(() => root(admin).querySelector('[data-logo="standard_main_logo"]'), 'the standard page');

    // A visitor on another page: signed out, fresh settings.
    reset();
    await loadApp(true);
    const login = await mount('soma-login');
    const shown = await until(
      () => root(login).querySelector<HTMLImageElement>('[part="logo"]'),
      'the logo on the login page',
    );
    expect(shown.src).to.equal(img.src);
    login.remove();

    await signInAdmin();
    const again = await mountCustomize();
    const del = [...root(again).querySelectorAll<HTMLButtonElement>('[data-logo="standard_main_logo"] button')].find(
      (b) => b.textContent === text.DELETE,
    )!;
    del.click();
    await until(
      () => root(again).querySelector('[data-logo="standard_main_logo"]')!.textContent!.includes(text.NO_LOGO),
      'the logo gone',
    );
    expect(root(again).querySelector('[data-logo="standard_main_logo"] [role="status"]')!.textContent).to.equal(
      text.logoDeleted('Main logo'),
    );
    await until(() => $app.get()?.logos.standard_main_logo === undefined, 'GET /app without the logo');
    reset();
    const after = await mount('soma-login');
    await wait(100);
    expect(root(after).querySelector('[part="logo"]')).to.equal(null);
  });

  it('refuses a file that is not an image, with the error under the field', async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    const label = `${text.UPLOAD}: ${text.LOGO_NAMES.standard_main_logo}`;
    await choose(
      admin,
      label,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.png', { type: 'image/png' }),
    );
    await until(() => errorOf(admin, label), 'the error');
    expect(errorOf(admin, label)).to.equal('The logo field must be a file of type: png, jpg, gif, webp.');
    expect(root(admin).querySelector('[data-logo="standard_main_logo"] img')).to.equal(null);
    await removeLogo('standard_main_logo').catch(() => undefined);
  });

  it('adds sidebar lines, reorders them by keyboard, deletes one, saves, and <soma-login> shows them', async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    await type(admin, text.SIDEBAR_TITLE, 'Welcome to Hill School');
    button(admin, text.ADD_TEXT_LINE).click();
    await until(() => lines(admin).length === 1, 'a line');
    await until(() => root(admin).activeElement === field(admin, text.lineLabel(0, 'text')), 'focus in the new line');
    await type(admin, text.lineLabel(0, 'text'), 'First');
    button(admin, text.ADD_TEXT_LINE).click();
    await until(() => lines(admin).length === 2, 'a second line');
    await type(admin, text.lineLabel(1, 'text'), 'Second');
    button(admin, text.ADD_TEXT_LINE).click();
    await until(() => lines(admin).length === 3, 'a third line');
    await type(admin, text.lineLabel(2, 'text'), 'Third');
    expect(lineValues(admin)).to.deep.equal(['First', 'Second', 'Third']);

    // The third line's handle, moved up twice with the arrow key; focus stays on it.
    const handle = lines(admin)[2]!.querySelector<HTMLButtonElement>('[part="line-handle"]')!;
    expect(handle.getAttribute('aria-label')).to.equal(text.moveLabel(2));
    handle.focus();
    handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    await until(() => lineValues(admin)[1] === 'Third', 'the line moved up');
    await until(
      () => root(admin).activeElement?.getAttribute('aria-label') === text.moveLabel(1),
      'focus on the moved handle',
    );
    (root(admin).activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }),
    );
    await until(() => lineValues(admin)[0] === 'Third', 'the line moved to the top');
    expect(lineValues(admin)).to.deep.equal(['Third', 'First', 'Second']);
    expect(root(admin).textContent).to.include(text.moved(0, 3));

    // Delete 'First'.
    buttonIn(lines(admin)[1]!, text.DELETE).click();
    await until(() => lines(admin).length === 2, 'the line deleted');
    expect(lineValues(admin)).to.deep.equal(['Third', 'Second']);
    await type(admin, text.FOOTER, 'Help');
    await type(admin, text.FOOTER_URL, '/help');
    await expectAccessible(admin);

    const seen = requests();
    button(admin, text.SAVE).click();
    await until(() => root(admin).textContent!.includes(text.SIDEBAR_SAVED), 'the saved message');
    seen.restore();
    const sent = saves(seen)[0]!;
    expect(JSON.parse(sent.body)).to.deep.equal({
      config_key: 'standard',
      hide_sidebar: false,
      sidebar_title: 'Welcome to Hill School',
      sidebar_lines: [
        { type: 'text', value: 'Third' },
        { type: 'text', value: 'Second' },
      ],
      sidebar_footer_url: '/help',
      sidebar_footer: 'Help',
      logo_alt: '',
      nav_logo_alt: '',
      // No Kiswahili texts were given: each shows in English.
      translations: {
        sw: {
          sidebar_title: '',
          sidebar_footer: '',
          logo_alt: '',
          nav_logo_alt: '',
          sidebar_lines: [
            { value: '', alt: '' },
            { value: '', alt: '' },
          ],
        },
      },
    });

    reset();
    await loadApp(true);
    const login = await mount('soma-login');
    await until(() => root(login).querySelector('[part="sidebar"]'), 'the sidebar');
    expect([...root(login).querySelectorAll('[part="sidebar-line"]')].map((p) => p.textContent)).to.deep.equal([
      'Third',
      'Second',
    ]);
    expect(root(login).querySelector('[part="sidebar-title"]')!.textContent).to.equal('Welcome to Hill School');
    expect(root(login).querySelector<HTMLAnchorElement>('[part="sidebar-footer"] a')!.getAttribute('href')).to.equal(
      '/help',
    );
  });

  it('edits the texts in Kiswahili in their own tab, moves them with their line, and saves both languages', async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    const tab = (name: string) =>
      [...root(admin).querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
    const tabs = tab(text.LANGUAGE_NAMES.en).closest('[role="tablist"]')!;
    expect(tabs.getAttribute('aria-label')).to.equal(text.TEXTS_LANGUAGE);
    expect(tab(text.LANGUAGE_NAMES.en).getAttribute('aria-selected')).to.equal('true');
    await type(admin, text.SIDEBAR_TITLE, 'Welcome');
    for (const [index, value] of ['Learn at home', 'Ask a tutor'].entries()) {
      button(admin, text.ADD_TEXT_LINE).click();
      await until(() => lines(admin).length === index + 1, `line ${index + 1}`);
      await type(admin, text.lineLabel(index, 'text'), value);
    }
    await type(admin, text.FOOTER, 'Need help?');

    // By keyboard, as the tabs pattern has it: the arrow key moves to Kiswahili and selects it.
    tab(text.LANGUAGE_NAMES.en).focus();
    tab(text.LANGUAGE_NAMES.en).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await until(() => tab(text.LANGUAGE_NAMES.sw).getAttribute('aria-selected') === 'true', 'the Kiswahili tab');
    expect(root(admin).activeElement).to.equal(tab(text.LANGUAGE_NAMES.sw));
    // Only the texts, each empty with its English as the placeholder, and marked as Kiswahili.
    const title = field(admin, text.SIDEBAR_TITLE);
    expect([title.value, title.placeholder, title.lang]).to.deep.equal(['', 'Welcome', 'sw']);
    expect(field(admin, text.lineLabel(1, 'text')).placeholder).to.equal('Ask a tutor');
    expect(field(admin, text.FOOTER).placeholder).to.equal('Need help?');
    expect(root(admin).textContent).to.include(text.TRANSLATION_NOTE);
    for (const label of [text.HIDE_SIDEBAR, text.FOOTER_URL]) expect(() => field(admin, label)).to.throw();
    expect(() => button(admin, text.ADD_TEXT_LINE)).to.throw();
    expect(root(admin).querySelector('[part="line-handle"]')).to.equal(null);
    await type(admin, text.SIDEBAR_TITLE, 'Karibu');
    await type(admin, text.lineLabel(0, 'text'), 'Jifunze nyumbani');
    // The preview draws the language being edited, each text left empty in English.
    await until(
      () => preview(admin).querySelector('[part="sidebar-title"]')?.textContent === 'Karibu',
      'the Kiswahili title in the preview',
    );
    expect([...preview(admin).querySelectorAll('[part="sidebar-line"]')].map((p) => p.textContent)).to.deep.equal([
      'Jifunze nyumbani',
      'Ask a tutor',
    ]);
    expect(preview(admin).querySelector('[part="sidebar-footer"]')!.textContent).to.equal('Need help?');
    await expectAccessible(admin);

    // Back in English, the English texts are as they were; a line moved takes its Kiswahili with it.
    tab(text.LANGUAGE_NAMES.en).click();
    await until(() => field(admin, text.SIDEBAR_TITLE).value === 'Welcome', 'the English title');
    await until(() => preview(admin).querySelector('[part="sidebar-title"]')?.textContent === 'Welcome', 'the preview');
    const handle = lines(admin)[1]!.querySelector<HTMLButtonElement>('[part="line-handle"]')!;
    handle.focus();
    handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    await until(() => lineValues(admin)[0] === 'Ask a tutor', 'the line moved up');
    tab(text.LANGUAGE_NAMES.sw).click();
    await until(() => field(admin, text.lineLabel(1, 'text')).value === 'Jifunze nyumbani', 'the moved Kiswahili');
    expect(field(admin, text.lineLabel(0, 'text')).value).to.equal('');

    const seen = requests();
    button(admin, text.SAVE).click();
    await until(() => root(admin).textContent!.includes(text.SIDEBAR_SAVED), 'the saved message');
    seen.restore();
    const sent = JSON.parse(saves(seen)[0]!.body);
    expect(sent.sidebar_title).to.equal('Welcome');
    expect(sent.sidebar_lines).to.deep.equal([
      { type: 'text', value: 'Ask a tutor' },
      { type: 'text', value: 'Learn at home' },
    ]);
    expect(sent.translations).to.deep.equal({
      sw: {
        sidebar_title: 'Karibu',
        sidebar_footer: '',
        logo_alt: '',
        nav_logo_alt: '',
        sidebar_lines: [
          { value: '', alt: '' },
          { value: 'Jifunze nyumbani', alt: '' },
        ],
      },
    });
    expect(root(admin).textContent).not.to.include(text.UNSAVED);

    // Opened again, the editor has both languages from the server; a Kiswahili reader gets Kiswahili.
    reset();
    await signInAdmin();
    const again = await mountCustomize();
    [...root(again).querySelectorAll<HTMLButtonElement>('[role="tab"]')]
      .find((t) => t.textContent === text.LANGUAGE_NAMES.sw)!
      .click();
    await until(() => field(again, text.SIDEBAR_TITLE).value === 'Karibu', 'the saved Kiswahili title');
    const app = await (await fetch('/api/app', { headers: { 'Accept-Language': 'sw' } })).json();
    expect(app.customizations.standard.sidebar_title).to.equal('Karibu');
    expect(app.customizations.standard.sidebar_lines.map((line: { value: string }) => line.value)).to.deep.equal([
      'Ask a tutor',
      'Jifunze nyumbani',
    ]);
    expect(app.customizations.standard.sidebar_footer).to.equal('Need help?');
  });

  it("keeps a page's unsaved sidebar while the other page's tab shows", async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    await type(admin, text.SIDEBAR_TITLE, 'Not saved yet');
    button(admin, text.ADD_TEXT_LINE).click();
    await until(() => lines(admin).length === 1, 'a line');
    await type(admin, text.lineLabel(0, 'text'), 'A line');
    button(admin, text.PAGE_NAMES.student).click();
    await until(() => root(admin).querySelector('[data-logo="student_main_logo"]'), 'the student page');
    expect(field(admin, text.SIDEBAR_TITLE).value).to.equal('');
    button(admin, text.PAGE_NAMES.standard).click();
    await until(() => root(admin).querySelector('[data-logo="standard_main_logo"]'), 'the standard page');
    expect(field(admin, text.SIDEBAR_TITLE).value).to.equal('Not saved yet');
    expect(lineValues(admin)).to.deep.equal(['A line']);
    expect(root(admin).textContent).to.include(text.UNSAVED);
  });

  it('moves a line by dragging its handle', async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    for (const [index, value] of ['One', 'Two', 'Three'].entries()) {
      button(admin, text.ADD_TEXT_LINE).click();
      await until(() => lines(admin).length === index + 1, `line ${index + 1}`);
      await type(admin, text.lineLabel(index, 'text'), value);
    }
    const transfer = new DataTransfer();
    const drag = (target: Element, name: string) =>
      target.dispatchEvent(new DragEvent(name, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    drag(lines(admin)[0]!.querySelector('[part="line-handle"]')!, 'dragstart');
    await wait(20);
    drag(lines(admin)[2]!, 'dragover');
    await until(() => lineValues(admin)[2] === 'One', 'the line under the pointer');
    drag(lines(admin)[2]!, 'drop');
    drag(lines(admin)[2]!.querySelector('[part="line-handle"]')!, 'dragend');
    expect(lineValues(admin)).to.deep.equal(['Two', 'Three', 'One']);
    await until(() => preview(admin).querySelectorAll('[part="sidebar-line"]').length === 3, 'the preview');
    expect([...preview(admin).querySelectorAll('[part="sidebar-line"]')].map((p) => p.textContent)).to.deep.equal([
      'Two',
      'Three',
      'One',
    ]);
  });

  it('shows the errors of a refused save under their fields', async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    button(admin, text.ADD_TEXT_LINE).click();
    await until(() => lines(admin).length === 1, 'a line');
    button(admin, text.SAVE).click();
    await until(() => errorOf(admin, text.lineLabel(0, 'text')), 'the line error');
    expect(errorOf(admin, text.lineLabel(0, 'text'))).to.equal('The sidebar lines.0.value field is required.');
    await expectAccessible(admin);

    await type(admin, text.lineLabel(0, 'text'), 'A line');
    await type(admin, text.FOOTER_URL, 'javascript:alert(1)');
    button(admin, text.SAVE).click();
    await until(() => errorOf(admin, text.FOOTER_URL), 'the footer URL error');
    expect(errorOf(admin, text.FOOTER_URL)).to.equal(FOOTER_LINK_ERROR);
    expect(root(admin).textContent).not.to.include(text.SIDEBAR_SAVED);
  });

  it('refuses, before sending, every footer link that would leave the site', async () => {
    await signInAdmin();
    const admin = await mountCustomize();
    await type(admin, text.FOOTER, 'Help');
    for (const value of HOSTILE_FOOTER_LINKS) {
      const seen = requests();
      await type(admin, text.FOOTER_URL, value);
      button(admin, text.SAVE).click();
      await until(
        () => errorOf(admin, text.FOOTER_URL) === FOOTER_LINK_ERROR,
        `the error for ${JSON.stringify(value)}`,
      );
      seen.restore();
      expect(saves(seen), value).to.have.length(0);
      expect(root(admin).querySelector('[part="save-bar"]')!.textContent).to.include(fieldsToFix(1));
      await type(admin, text.FOOTER_URL, '');
      button(admin, text.SAVE).click();
      await until(() => !errorOf(admin, text.FOOTER_URL), 'the error gone');
    }
  });

  it('gives logos and image lines the description the administrator types, sent and shown in the preview', async () => {
    await signInAdmin();
    const seen = requests();
    const admin = await mountCustomize();
    await type(admin, text.LOGO_ALT, 'Hill School');
    await type(admin, text.NAV_LOGO_ALT, 'Hill School home');
    button(admin, text.SAVE).click();
    await until(() => root(admin).textContent!.includes(text.SIDEBAR_SAVED), 'the saved message');
    seen.restore();
    const sent = JSON.parse(saves(seen)[0]!.body);
    expect([sent.logo_alt, sent.nav_logo_alt]).to.deep.equal(['Hill School', 'Hill School home']);
    // The page's other elements read the site's settings again.
    await until(() => $app.get()!.customizations.standard.logo_alt === 'Hill School', 'GET /app with the description');
    // The student page has no navigation bar logo to describe.
    button(admin, text.PAGE_NAMES.student).click();
    await until(() => root(admin).querySelector('[data-logo="student_main_logo"]'), 'the student page');
    expect([...root(admin).querySelectorAll('label')].map((l) => l.textContent)).to.not.include(text.NAV_LOGO_ALT);
  });

  it("previews the standard login page with its links, and the 'Free Trial!' badge in trial style", async () => {
    await signInAdmin();
    await settings({ style: 'trial' });
    const admin = await mountCustomize();
    const badge = () => preview(admin).querySelector('[part="badge"]')?.textContent;
    const links = () =>
      [...preview(admin).querySelectorAll('[part="preview-links"] > *')].map((link) => link.textContent);
    await until(() => badge() === 'Free Trial!', 'the badge');
    expect(links()).to.deep.equal(['Forgot Password?', 'Sign Up']);

    await settings({ style: 'subscription' });
    await until(() => badge() === undefined, 'no badge outside trial style');
    expect(links()).to.deep.equal(['Forgot Password?', 'Explore Plans']);

    // The student login page has neither.
    button(admin, text.PAGE_NAMES.student).click();
    await until(() => preview(admin).textContent?.includes('Student Login'), 'the student page');
    expect(preview(admin).querySelector('[part="preview-links"]')).to.equal(null);
    await freshSettings();
  });

  it('changes the preview before saving, at desktop and phone width', async () => {
    await signInAdmin();
    const seen = requests();
    const admin = await mountCustomize();
    expect(preview(admin).querySelector('[part="sidebar"]')).to.equal(null);
    await type(admin, text.SIDEBAR_TITLE, 'Karibu');
    button(admin, text.ADD_TEXT_LINE).click();
    await until(() => lines(admin).length === 1, 'a line');
    await type(admin, text.lineLabel(0, 'text'), 'Learn at home');
    await until(
      () => preview(admin).querySelector('[part="sidebar-title"]')?.textContent === 'Karibu',
      'the title in the preview',
    );
    expect(preview(admin).querySelector('[part="sidebar-line"]')!.textContent).to.equal('Learn at home');
    // Desktop: the sidebar beside the form.
    const layout = () => preview(admin).querySelector<HTMLElement>('[part="layout"]')!;
    const columns = () => getComputedStyle(layout()).gridTemplateColumns.split(' ').length;
    expect(preview(admin).dataset.width).to.equal('desktop');
    expect(columns()).to.equal(2);
    const phone = [...root(admin).querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.value === 'phone',
    )!;
    phone.click();
    await until(() => preview(admin).dataset.width === 'phone', 'the phone width');
    await until(() => columns() === 1, 'the sidebar under the form');
    expect(preview(admin).style.width).to.equal('375px');

    checkbox(admin, text.HIDE_SIDEBAR).click();
    await until(() => preview(admin).querySelector('[part="sidebar"]') === null, 'the sidebar hidden in the preview');
    seen.restore();
    expect(saves(seen)).to.have.length(0);
    // The login page itself is unchanged until saved.
    expect($app.get()!.customizations.standard.sidebar_title).to.equal('');
  });

  it('picks a line image: no icons at first, then the uploaded one', async () => {
    await executeServerCommand('soma-clear-icons');
    await signInAdmin();
    const admin = await mountCustomize();
    button(admin, text.ADD_IMAGE_LINE).click();
    const dialog = await until(() => openDialog(admin), 'the icon picker');
    await until(() => dialog.querySelector('[part="icons-empty"]'), 'the empty message');
    expect(dialog.querySelector('[part="icons-empty"]')!.textContent).to.equal(NO_ICONS);
    await expectAccessible(admin);

    await choose(root(admin), text.UPLOAD_ICON, await png('#168d44', 'star.png'));
    const icon = await until(() => dialog.querySelector<HTMLButtonElement>('[part="icon"]'), 'the uploaded icon');
    expect(dialog.querySelector('[part="icons-empty"]')).to.equal(null);
    const src = icon.querySelector('img')!.src;
    expect(src).to.match(/\/uploads\/icons\/[0-9a-f]{32}\.png$/);
    await expectAccessible(admin);
    icon.click();
    await until(() => !openDialog(admin), 'the picker closed');
    expect(lines(admin)[0]!.querySelector('img')!.src).to.equal(src);
    await until(
      () => preview(admin).querySelector<HTMLImageElement>('[part="sidebar-image"]')?.src === src,
      'the image in the preview',
    );

    // Reopened, the picker lists the icon; an SVG upload is refused under the field.
    buttonIn(lines(admin)[0]!, text.CHANGE_IMAGE).click();
    const reopened = await until(() => openDialog(admin), 'the picker again');
    await until(() => reopened.querySelectorAll('[part="icon"]').length === 1, 'the listed icon');
    expect(reopened.querySelector('[part="icon"]')!.getAttribute('aria-pressed')).to.equal('true');
    await choose(
      root(admin),
      text.UPLOAD_ICON,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    await until(() => reopened.querySelector('[part="error"]'), 'the upload error');
    expect(reopened.querySelector('[part="error"]')!.textContent).to.match(/icon field must be/);
    await expectAccessible(admin);
  });
});
