import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { REMOVE_STUDENT_QUESTION } from '../../../../../src/domain/confirmations';
import { TRIAL_ENDED } from '../../../../../src/domain/messages';
import { signup } from '../../../../../src/api/app';
import { send } from '../../../../../src/client/request';
import { removeMessage } from '../../../../../src/domain/studentLimit';
import { $session, setToken } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/students/texts';
import {
  button,
  dialogOf,
  expectAccessible,
  freshSettings,
  mountPage,
  parentWith,
  reset,
  root,
  settings,
  title,
  until,
  untilDialog,
} from '../home/helpers';
import { expectUpgradeToShop } from './upgrade';

const mountList = () =>
  mountPage('/account/students', '[part="student-list"], [part="students"] p, [part~="gate"], [part="receipt"]');
const rows = (account: HTMLElement) => [...root(account).querySelectorAll<HTMLElement>('[part="student"]')];
const buttonsOf = (row: HTMLElement) => [...row.querySelectorAll('button')].map((b) => b.textContent!.trim());

describe('<soma-account>: manage students', () => {
  beforeEach(freshSettings);
  afterEach(async () => {
    reset();
    await freshSettings();
  });

  it('lists each student: avatar, name, grade, school and whether the student has a login', async () => {
    await parentWith({ students: 3 }, [
      {
        first_name: 'Imani',
        last_name: 'Otieno',
        grade: 'Grade 5',
        school: 'Hillcrest',
        login: `imani-${Date.now()}`,
        avatar: JSON.stringify({ icon: 'cat.svg', color: '#ed174b' }),
      },
      { first_name: 'Baraka', last_name: 'Otieno', grade: 'Grade 2', school: null },
    ]);
    const account = await mountList();
    await until(() => rows(account).length === 2, 'two students');
    expect(title(account)).to.equal(text.MANAGE_STUDENTS);
    const [imani, baraka] = rows(account);
    expect(imani.querySelector('strong')!.textContent).to.equal('Imani Otieno');
    expect(imani.textContent).to.include('Grade 5').and.include('Hillcrest').and.include(text.HAS_LOGIN);
    expect(imani.querySelector('[part="avatar"] img')!.getAttribute('src')).to.equal('/custom_login/avatars/cat.svg');
    expect(baraka.textContent).to.include('Grade 2').and.include(text.NOT_GIVEN).and.include(text.NO_LOGIN);
    // Within the allowance and without the tutor: no Delete.
    expect(buttonsOf(imani)).to.deep.equal([text.EDIT]);
    expect(root(account).querySelector('[part="over-limit"]')).to.equal(null);
    expect(button(account, 'Add Student').disabled).to.equal(false);
    expect(root(account).querySelector('[part="student-limit"]')).to.equal(null);
    await expectAccessible(account);
  });

  it('has the same plan gate as the welcome screen: no plan, and a pending payment', async () => {
    await parentWith(undefined, [{ first_name: 'Imani' }]);
    const account = await mountList();
    await until(() => root(account).querySelector('[part~="gate"]'), 'the notice');
    expect(title(account)).to.equal(TRIAL_ENDED);
    expect(rows(account)).to.deep.equal([]);

    reset();
    await parentWith({ students: 3, status: 'pending_payment' }, [{ first_name: 'Imani' }]);
    const pending = await mountList();
    await until(() => root(pending).querySelector('[part="receipt"]'), 'the receipt');
  });

  it("over the limit: a red warning says how many to remove, with Upgrade; Delete asks 'Are you sure you want to remove this student?'", async () => {
    await parentWith({ students: 1 }, [{ first_name: 'Imani' }, { first_name: 'Baraka' }, { first_name: 'Zuri' }]);
    const account = await mountList();
    await until(() => rows(account).length === 3, 'three students');
    const warning = root(account).querySelector<HTMLElement>('[part="over-limit"]')!;
    expect(warning.getAttribute('role')).to.equal('alert');
    expect(warning.textContent).to.include(removeMessage(2));
    expect(removeMessage(2)).to.equal(
      'You have too many students. Please remove 2 student(s) or upgrade your account.',
    );
    expect(getComputedStyle(warning).borderLeftColor).to.equal('rgb(179, 38, 30)');
    // The way to add is shown closed, with its reason; Upgrade is the warning's own.
    expect(button(account, text.ADD_STUDENT).disabled).to.equal(true);
    expect(root(account).querySelector('[part="student-limit"]')!.textContent).to.equal(
      'Your plan allows 1 student.Add Student',
    );
    expect([...root(account).querySelectorAll('button')].filter((b) => b.textContent === 'Upgrade')).to.have.length(1);
    await expectAccessible(account);

    expectUpgradeToShop(account);

    expect(buttonsOf(rows(account)[1])).to.deep.equal([text.EDIT, text.DELETE]);
    rows(account)[1].querySelectorAll('button')[1].click();
    const dialog = await untilDialog(account, 'the confirmation');
    expect(dialog.querySelector('[part="dialog-title"]')!.textContent).to.equal(REMOVE_STUDENT_QUESTION);
    await expectAccessible(account);
    button(account, text.CANCEL).click();
    await until(() => !dialogOf(account), 'the dialog to close');
    expect(rows(account).length).to.equal(3);

    rows(account)[1].querySelectorAll('button')[1].click();
    await untilDialog(account, 'the confirmation');
    [...dialogOf(account)!.querySelectorAll('button')].find((b) => b.textContent === text.DELETE)!.click();
    await until(() => rows(account).length === 2, 'Baraka removed');
    expect(rows(account).map((row) => row.querySelector('strong')!.textContent)).to.deep.equal([
      'Imani Student',
      'Zuri Student',
    ]);
    expect(root(account).querySelector('[part="over-limit"]')!.textContent).to.include(removeMessage(1));
    const left = await (
      await fetch('/api/students', {
        headers: { authorization: `Bearer ${(await import('../../../../../src/stores/session')).$token.get()}` },
      })
    ).json();
    expect(left.map((s: { first_name: string }) => s.first_name)).to.deep.equal(['Imani', 'Zuri']);
  });

  it('at the limit: Add Student disabled, the reason tied to it, and Upgrade to the shop', async () => {
    await parentWith({ students: 2 }, [{ first_name: 'Imani' }, { first_name: 'Baraka' }]);
    const account = await mountList();
    await until(() => rows(account).length === 2, 'two students');
    const add = button(account, 'Add Student');
    expect(add.disabled).to.equal(true);
    const reason = root(account).getElementById(add.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).to.equal('Your plan allows 2 students.');
    expect(root(account).querySelector('[part="over-limit"]')).to.equal(null);
    expect(buttonsOf(rows(account)[0])).to.deep.equal(['Edit']);
    await expectAccessible(account);

    expectUpgradeToShop(account);
  });

  it("in trial style, at the trial's allowance: the same, in the trial's words", async () => {
    await settings({ style: 'trial', accountRequirements: 'email' });
    const answer = await send(signup, {
      first_name: 'Trial',
      last_name: 'Parent',
      email: `trial-${Date.now()}@soma.test`,
      password: 'parent-password',
      password_confirmation: 'parent-password',
    });
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    setToken(answer.data.access_token);
    const parentId = $session.get()!.parentId!;
    await executeServerCommand('soma-students', {
      parentId,
      students: ['Imani', 'Baraka', 'Zuri', 'Amani', 'Neema'].map((first_name) => ({ first_name })),
    });
    const account = await mountList();
    await until(() => rows(account).length === 5, 'five students');
    expect(button(account, 'Add Student').disabled).to.equal(true);
    expect(root(account).querySelector('[part="student-limit"] p')!.textContent).to.equal(
      'Your free trial allows 5 students.',
    );
    button(account, 'Upgrade');
    await expectAccessible(account);
  });

  it('offers Delete within the allowance when the tutor is enabled', async () => {
    await settings({ tutor_enabled: true });
    await parentWith({ students: 3 }, [{ first_name: 'Imani' }]);
    const account = await mountList();
    await until(() => rows(account).length === 1, 'the student');
    expect(buttonsOf(rows(account)[0])).to.deep.equal([text.EDIT, text.DELETE]);
  });
});
