import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { NO_PASSWORD_LABEL } from '../../../../../src/domain/studentLogin';
import { $token } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/students/texts';
import {
  button,
  dialogOf,
  errorOf,
  expectAccessible,
  field,
  freshSettings,
  mountPage,
  parentWith,
  requests,
  reset,
  root,
  title,
  type,
  until,
  untilDialog,
  wait,
} from '../home/helpers';
import { expectUpgradeToShop } from './upgrade';
import { fragmentToken } from '../../../support/api';

const mountForm = (path: string) =>
  mountPage(
    path,
    '[part="student-form"] form, [part="student-form"] [part="alert"], [part="student-form"] p:not([role])',
  );
const api = async (path: string) =>
  (await fetch(path, { headers: { authorization: `Bearer ${$token.get()}` } })).json();
const rows = (account: HTMLElement) => [...root(account).querySelectorAll<HTMLElement>('[part="student"]')];

/** Picks a radio of the form by its label. */
function radio(account: HTMLElement, label: string): HTMLInputElement {
  const found = [...root(account).querySelectorAll('label')].find(
    (l) => l.textContent?.trim() === label && l.querySelector('input'),
  );
  if (!found) throw new Error(`no radio ${label}`);
  return found.querySelector('input')!;
}

async function fillRequired(account: HTMLElement, first = 'Amani') {
  await type(account, text.FIRST_NAME, first);
  await type(account, text.LAST_NAME, 'Wekesa');
  radio(account, 'Female').click();
  const grade = field(account, text.GRADE) as unknown as HTMLSelectElement;
  await until(() => grade.options.length > 1, 'the grades');
  await type(account, text.GRADE, 'Grade 3');
}

function dialogButton(account: HTMLElement, label: string): HTMLButtonElement {
  const found = [...dialogOf(account)!.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no ${label} in the dialog`);
  return found;
}

describe('<soma-account>: the student form', () => {
  before(freshSettings);
  afterEach(() => reset());

  it("adds a student: the client's rules first, then the server's errors under their fields, nothing typed lost, sent once, back to the list", async () => {
    await parentWith({ students: 3 }, [{ first_name: 'Imani' }]);
    const account = await mountPage('/account/students', '[part="student-list"]');
    button(account, text.ADD_STUDENT).click();
    await until(() => root(account).querySelector('[part="student-form"] form'), 'the form');
    expect(title(account)).to.equal(text.NEW_STUDENT);
    await expectAccessible(account);

    const sent = requests({ delay: 300 });
    try {
      button(account, text.SAVE).click();
      await until(() => errorOf(account, text.FIRST_NAME), 'the required errors');
      expect(errorOf(account, text.FIRST_NAME)).to.equal('The first name field is required.');
      expect(errorOf(account, text.LAST_NAME)).to.equal('The last name field is required.');
      expect(errorOf(account, text.GRADE)).to.equal('The grade field is required.');
      expect(root(account).textContent).to.include('The gender field is required.');
      await until(
        () => root(account).activeElement === field(account, text.FIRST_NAME),
        'focus on the first field in error',
      );
      await fillRequired(account);
      await type(account, text.AGE, '130');
      button(account, text.SAVE).click();
      await until(() => errorOf(account, text.AGE), 'the age error');
      expect(errorOf(account, text.AGE)).to.equal('The age field must be between 1 and 120.');
      expect(sent.seen.filter((r) => r.method === 'POST')).to.deep.equal([]);
      await expectAccessible(account);

      // The server refuses a school name too long; what was typed stays.
      await type(account, text.AGE, '9');
      await type(account, text.SCHOOL_NAME, 'S'.repeat(256));
      const region = field(account, text.SCHOOL_REGION) as unknown as HTMLSelectElement;
      await until(() => region.options.length > 1, 'the regions');
      expect(region.options[0].textContent).to.equal(text.NONE);
      await type(account, text.SCHOOL_REGION, region.options[1].value);
      button(account, text.SAVE).click();
      button(account, text.SAVE).click();
      await until(() => errorOf(account, text.SCHOOL_NAME), 'the server error');
      expect(errorOf(account, text.SCHOOL_NAME)).to.equal('The school field must not be greater than 255 characters.');
      expect(sent.seen.filter((r) => r.method === 'POST' && r.path === '/api/students').length).to.equal(1);
      expect(field(account, text.FIRST_NAME).value).to.equal('Amani');
      expect(field(account, text.AGE).value).to.equal('9');
      expect(radio(account, 'Female').checked).to.equal(true);
      await until(
        () => root(account).activeElement === field(account, text.SCHOOL_NAME),
        'focus on the field the server refused',
      );

      await type(account, text.SCHOOL_NAME, 'Hillcrest');
      button(account, text.SAVE).click();
      await until(() => rows(account).length === 2, 'back to the list with the new student');
    } finally {
      sent.restore();
    }
    const saved = (await api('/api/students'))[1];
    expect(saved).to.include({
      first_name: 'Amani',
      last_name: 'Wekesa',
      gender: 'f',
      grade: 'Grade 3',
      age: 9,
      school: 'Hillcrest',
    });
    expect(saved.region_id).to.be.a('number');
  });

  it('edits a student: its values first, the server refusing keeps the changes, then back to the page that opened it', async () => {
    const { students } = await parentWith({ students: 3 }, [
      { first_name: 'Imani', last_name: 'Otieno', age: 8, grade: 'Grade 2', gender: 'm' },
    ]);
    const account = await mountPage('/account/students', '[part="student-list"]');
    button(account, `${text.EDIT}`).click();
    await until(() => root(account).querySelector('[part="student-form"] form'), 'the form');
    expect(title(account)).to.equal(text.EDIT_STUDENT);
    expect(field(account, text.FIRST_NAME).value).to.equal('Imani');
    expect(field(account, text.AGE).value).to.equal('8');
    expect(radio(account, 'Male').checked).to.equal(true);
    await until(() => (field(account, text.GRADE) as unknown as HTMLSelectElement).value === 'Grade 2', 'the grade');

    await type(account, text.FIRST_NAME, 'Imani Grace');
    await type(account, text.LAST_NAME, 'L'.repeat(256));
    button(account, text.SAVE).click();
    await until(() => errorOf(account, text.LAST_NAME), 'the server error');
    expect(field(account, text.FIRST_NAME).value).to.equal('Imani Grace');

    await type(account, text.LAST_NAME, 'Otieno');
    await type(account, text.AGE, '');
    button(account, text.SAVE).click();
    await until(() => rows(account).length === 1, 'back to the list');
    expect(rows(account)[0].querySelector('strong')!.textContent).to.equal('Imani Grace Otieno');
    expect(await api(`/api/students/${students[0].id}`)).to.include({ first_name: 'Imani Grace', age: null });
  });

  it('shows only while a subscription exists', async () => {
    await parentWith(undefined);
    const account = await mountForm('/account/students/new');
    await until(() => root(account).textContent!.includes(text.NO_PLAN_FORM), 'the no-plan text');
    expect(root(account).querySelector('form')).to.equal(null);
  });

  it('at or over the limit, a new student gets the reason and Upgrade instead of fields to fill in', async () => {
    await parentWith({ students: 1 }, [{ first_name: 'Imani' }]);
    const account = await mountForm('/account/students/new');
    await until(() => root(account).querySelector('[part="student-limit"]'), 'the reason');
    expect(root(account).querySelector('[part="student-limit"]')!.textContent).to.equal(
      'Your plan allows 1 student. To add another student, upgrade your plan.',
    );
    expect(title(account)).to.equal('Add Student');
    expect(root(account).querySelector('form')).to.equal(null);
    expect(root(account).querySelectorAll('input')).to.have.length(0);
    await expectAccessible(account);
    expectUpgradeToShop(account);
    button(account, 'Back').click();
    await until(() => root(account).querySelector('[part="student-list"]'), 'the list');

    // Over the limit the same, and editing a student stays open.
    reset();
    const { students } = await parentWith({ students: 1 }, [{ first_name: 'Imani' }, { first_name: 'Baraka' }]);
    const over = await mountForm('/account/students/new');
    await until(() => root(over).querySelector('[part="student-limit"]'), 'the reason');
    expect(root(over).querySelector('form')).to.equal(null);
    over.remove();
    const edit = await mountForm(`/account/students/edit/${students[0].id}`);
    await until(() => root(edit).querySelector('[part="student-form"] form'), 'the edit form');
  });

  it('picks an avatar by keyboard in a full-screen picker; the avatar list is fetched only when it opens', async () => {
    const { students } = await parentWith({ students: 3 }, [{ first_name: 'Imani', avatar: null }]);
    const fetched: string[] = [];
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push(new Request(input, init).url);
      return original(input, init);
    };
    try {
      const account = await mountForm(`/account/students/edit/${students[0].id}`);
      await wait(300);
      expect(fetched.filter((url) => url.includes('avatars.json'))).to.deep.equal([]);

      const choose = button(account, text.CHOOSE_AVATAR);
      choose.focus();
      await sendKeys({ press: 'Enter' });
      const picker = await untilDialog(account, 'the picker');
      expect(picker.querySelector('[part="dialog-title"]')!.textContent).to.equal(text.PICK_TITLE);
      expect(picker.getBoundingClientRect().width).to.be.at.least(document.documentElement.clientWidth);
      expect(picker.getBoundingClientRect().height).to.be.at.least(document.documentElement.clientHeight);
      await until(() => picker.querySelectorAll('input[name="avatar-icon"]').length > 1, 'the icons');
      expect(fetched.filter((url) => url.includes('avatars.json')).length).to.equal(1);
      // Blue first for an avatar never chosen, and it has focus.
      const colours = [...picker.querySelectorAll<HTMLInputElement>('input[name="avatar-colour"]')];
      expect(colours.find((c) => c.checked)!.value).to.equal('#104f66');
      expect(root(account).activeElement).to.equal(colours[0]);
      await expectAccessible(account);

      await sendKeys({ press: 'ArrowRight' }); // green
      await sendKeys({ press: 'Tab' }); // to the icons: 'No icon' is checked
      await sendKeys({ press: 'ArrowRight' }); // the first icon
      await wait(30);
      const icons = [...picker.querySelectorAll<HTMLInputElement>('input[name="avatar-icon"]')];
      expect(icons.find((i) => i.checked)!.value).to.equal('cat.svg');
      await sendKeys({ press: 'Tab' }); // Cancel
      await sendKeys({ press: 'Tab' }); // Done
      expect(root(account).activeElement!.textContent).to.equal(text.DONE);
      await sendKeys({ press: 'Enter' });
      await until(() => !dialogOf(account), 'the picker to close');
      expect(root(account).activeElement).to.equal(button(account, text.CHOOSE_AVATAR));
      const shown = root(account).querySelector('form [part="avatar"]')!;
      expect(shown.querySelector('img')!.getAttribute('src')).to.equal('/custom_login/avatars/cat.svg');

      // Escape leaves the avatar as it was.
      button(account, text.CHOOSE_AVATAR).click();
      await untilDialog(account, 'the picker again');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Escape' });
      await until(() => !dialogOf(account), 'the picker to close');

      button(account, text.SAVE).click();
      await until(() => root(account).querySelector('[part="student-list"]'), 'the list');
      expect(JSON.parse((await api(`/api/students/${students[0].id}`)).avatar)).to.deep.equal({
        icon: 'cat.svg',
        color: '#168d44',
      });
      expect(fetched.filter((url) => url.includes('avatars.json')).length).to.equal(1);
    } finally {
      window.fetch = original;
    }
  });

  it("the login dialog: Save only with a login and a password or 'Proceed without a password'; saved with the new student", async () => {
    await parentWith({ students: 3 });
    const account = await mountForm('/account/students/new');
    await fillRequired(account, 'Kito');
    button(account, text.SET_LOGIN).click();
    await untilDialog(account, 'the credentials dialog');
    const save = () => dialogButton(account, text.SAVE);
    expect(root(account).textContent).to.include(text.RECOMMEND_PASSWORD);
    expect(save().disabled).to.equal(true);
    const login = `kito${Date.now()}`;
    await type(account, text.LOGIN, login);
    expect(save().disabled).to.equal(true);
    await type(account, text.PASSWORD, 'tiger7');
    expect(save().disabled).to.equal(false);
    await type(account, text.PASSWORD, '');
    expect(save().disabled).to.equal(true);
    const box = [...dialogOf(account)!.querySelectorAll('label')]
      .find((l) => l.textContent!.includes(NO_PASSWORD_LABEL))!
      .querySelector('input')!;
    box.click();
    await wait(20);
    expect(save().disabled).to.equal(false);
    expect(field(account, text.PASSWORD).disabled).to.equal(true);
    box.click();
    await wait(20);
    await type(account, text.PASSWORD, 'tiger7');
    await expectAccessible(account);
    save().click();
    await until(() => !dialogOf(account), 'the dialog to close');
    expect(root(account).textContent).to.include(text.loginLine(login));

    button(account, text.SAVE).click();
    await until(() => root(account).querySelector('[part="student-list"]'), 'the list');
    const answer = await fetch('/api/student_login', {
      method: 'POST',
      body: new URLSearchParams({ login, password: 'tiger7' }),
    });
    expect(answer.status).to.equal(200);
  });

  it('a student with a login: the login is disabled and only a password reset is offered, which works', async () => {
    const login = `zawadi${Date.now()}`;
    const { students } = await parentWith({ students: 3 }, [{ first_name: 'Zawadi', login, password: 'old-pass' }]);
    const account = await mountForm(`/account/students/edit/${students[0].id}`);
    expect(root(account).textContent).to.include(text.loginLine(login));
    expect(() => button(account, text.SET_LOGIN)).to.throw();
    const link = await api(`/api/students/${students[0].id}/login_url`);

    button(account, text.RESET_PASSWORD).click();
    await untilDialog(account, 'the reset dialog');
    expect(field(account, text.LOGIN).value).to.equal(login);
    expect(field(account, text.LOGIN).disabled).to.equal(true);
    expect(dialogButton(account, text.SAVE).disabled).to.equal(true);
    await expectAccessible(account);
    await type(account, text.NEW_PASSWORD, 'abc');
    dialogButton(account, text.SAVE).click();
    await until(() => errorOf(account, text.NEW_PASSWORD), 'the server error');
    expect(errorOf(account, text.NEW_PASSWORD)).to.equal('The password field must be at least 4 characters.');
    await type(account, text.NEW_PASSWORD, 'new-pass');
    dialogButton(account, text.SAVE).click();
    await until(() => !dialogOf(account), 'the dialog to close');
    expect(root(account).textContent).to.include(text.PASSWORD_RESET_DONE);

    const signIn = (password: string) =>
      fetch('/api/student_login', { method: 'POST', body: new URLSearchParams({ login, password }) });
    expect((await signIn('old-pass')).status).to.equal(422);
    expect((await signIn('new-pass')).status).to.equal(200);
    const opened = await fetch('/api/learn/open', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: fragmentToken(link.login_url) }),
    });
    expect(opened.status).to.equal(422);
  });

  it('a student without a login gets one from the dialog, saved at once; then only the reset is offered', async () => {
    const { students } = await parentWith({ students: 3 }, [{ first_name: 'Jabali' }]);
    const account = await mountForm(`/account/students/edit/${students[0].id}`);
    button(account, text.SET_LOGIN).click();
    await untilDialog(account, 'the credentials dialog');
    const login = `jabali${Date.now()}`;
    await type(account, text.LOGIN, 'has spaces');
    [...dialogOf(account)!.querySelectorAll('label')]
      .find((l) => l.textContent!.includes(NO_PASSWORD_LABEL))!
      .querySelector('input')!
      .click();
    await wait(20);
    dialogButton(account, text.SAVE).click();
    await until(() => errorOf(account, text.LOGIN), 'the login error');
    expect(field(account, text.LOGIN).value).to.equal('has spaces');
    await type(account, text.LOGIN, login);
    dialogButton(account, text.SAVE).click();
    await until(() => !dialogOf(account), 'the dialog to close');
    expect(root(account).textContent).to.include(text.loginLine(login));
    button(account, text.RESET_PASSWORD);
    expect((await api(`/api/students/${students[0].id}`)).login).to.equal(login);
  });
});
