// The product's user-facing texts, pinned once (docs/behaviour.md): each element is rendered in
// its states against the reference server and the texts are read from its shadow root. Every
// text is written here as a literal, never imported from the code, so that rewording one in the
// product fails this test.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../widgets/account/define';
import '../../widgets/admin/define';
import '../../widgets/login/define';
import '../../widgets/plan-shop/define';
import '../../widgets/student-login/define';
import { configure } from '../../src/config';
import { loadApp } from '../../src/stores/app';
import { $regions } from '../../src/stores/regions';
import { logout, setToken } from '../../src/stores/session';
import { parentWith } from './widgets/account/home/helpers';
import { menuButton } from './widgets/account/overview/helpers';
import { choice, choose, openDialog, signIn, tick } from './widgets/plan-shop/helpers';
import { button, root, until } from './widgets/login/helpers';

const textOf = (el: HTMLElement) => root(el).textContent ?? '';
const buttons = (scope: ParentNode) => [...scope.querySelectorAll('button')].map((b) => b.textContent?.trim());
const labelsOf = (el: HTMLElement) =>
  [...root(el).querySelectorAll('label')].map((l) => l.textContent!.replace(/\*$/, '').trim());

async function mount(tag: string, attributes: Record<string, string>, ready: string): Promise<HTMLElement> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector(ready), `<${tag}> to show ${ready}`, 8000);
  return el;
}

async function settings(values: Record<string, unknown>): Promise<void> {
  await executeServerCommand('soma-settings', values);
  await loadApp(true);
}

/** Waits until the element's shadow root reads `literal`. */
const untilText = (el: HTMLElement, literal: string) => until(() => textOf(el).includes(literal), `'${literal}'`, 8000);

describe("the product's texts, as the elements render them", () => {
  afterEach(() => {
    configure({ api: '/api', portal: undefined, routing: undefined });
    logout();
    $regions.set(null);
    for (const el of document.querySelectorAll(
      'soma-login, soma-student-login, soma-plan-shop, soma-account, soma-admin',
    ))
      el.remove();
  });
  after(async () => {
    await executeServerCommand('soma-reset-settings');
    await loadApp(true);
  });

  describe('the login boxes', () => {
    it('the standard login: its fields and button, and the trial badge', async () => {
      await settings({ style: 'trial' });
      const box = await mount('soma-login', {}, 'form');
      expect(labelsOf(box)).to.include.members(['Email or Phone Number', 'Password']);
      expect(buttons(root(box))).to.include('Login');
      await untilText(box, 'Free Trial!');
    });

    it('sign-up (trial style): the region picker offers Unspecified', async () => {
      await settings({ style: 'trial' });
      const box = await mount('soma-login', { start: '/signup' }, 'form select');
      await until(() => textOf(box).includes('Unspecified') || textOf(box).includes('Loading...'), 'the regions');
      expect(labelsOf(box)).to.include.members(['First Name', 'Last Name', 'Password']);
    });

    it('the student login: its fields and button', async () => {
      const box = await mount('soma-student-login', {}, 'form');
      expect(labelsOf(box)).to.include('Password');
      expect(buttons(root(box))).to.include('Login');
    });
  });

  describe('the plan shop', () => {
    it("a visitor's steps: Proceed past the payment methods, and Cancel asks first", async () => {
      await settings({ style: 'subscription' });
      const shop = await mount('soma-plan-shop', {}, '[part="plans"] [part="plan"]');
      expect(textOf(shop)).to.include('Choose a Plan');
      await choose(shop, '2 Students');
      expect(textOf(shop)).to.include('Step 2 of 3: Payment Info');
      expect(labelsOf(shop)).to.include.members(['M-Pesa', 'Credit / Debit']);
      expect(buttons(root(shop))).to.include.members(['Proceed', 'Back', 'Cancel']);

      button(shop, 'Cancel').click();
      await until(() => openDialog(shop), 'the question');
      expect(openDialog(shop)!.textContent).to.include('Are you sure you want to cancel?');
    });

    it("a parent with a plan changes it: 'Change Plan', the two confirmations, the Terms dialog, Checkout", async () => {
      await signIn({ students: 1 });
      const shop = await mount('soma-plan-shop', {}, '[part="plans"] [part="plan"]');
      await untilText(shop, 'Change Plan');
      await choose(shop, '2 Students');
      expect(textOf(shop)).to.include('Step 2 of 2: Payment Info');
      expect(buttons(root(shop)))
        .to.include('Checkout')
        .and.not.include('Proceed');
      expect(choice(shop, 'I agree to').parentElement!.textContent).to.match(
        /^I agree to change plans and pay the total of /,
      );
      expect(choice(shop, 'I accept the Terms')).to.not.equal(null);
      [...root(shop).querySelectorAll('button')].find((b) => b.textContent?.startsWith('Read the Terms'))!.click();
      await until(() => openDialog(shop), 'the Terms');
      expect(buttons(openDialog(shop)!)).to.include.members(['Close', 'Accept']);
    });
  });

  describe('the account', () => {
    it("the welcome screen: 'Who's Learning?' and the 'Add New' tile", async () => {
      await parentWith({ students: 2 }, [{ first_name: 'Achieng' }]);
      const account = await mount('soma-account', { start: '/home' }, '[part="tiles"]');
      await untilText(account, "Who's Learning?");
      expect(textOf(account)).to.include('Add New');
    });

    it('without a plan outside trial style: the trial has ended', async () => {
      await settings({ style: 'subscription' });
      await parentWith(undefined);
      const account = await mount('soma-account', { start: '/home' }, '[part~="gate"], [part="tiles"]');
      await untilText(account, 'We hope you have enjoyed your free trial!');
    });

    it("the overview's cards and the Plan Options menu", async () => {
      await signIn({ students: 1 });
      const account = await mount('soma-account', { start: '/account' }, '[part="profile"]');
      await until(() => root(account).querySelector('[part="plan"] [aria-haspopup="menu"]'), 'Plan Options');
      expect(textOf(account)).to.include('Profile').and.include('Current Plan').and.include('Change Password');
      menuButton(account).click();
      await until(() => root(account).querySelector('[role="menu"]'), 'the menu');
      const items = [...root(account).querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
      expect(items).to.include.members(['Change Plan', 'Update Payment Method', 'Cancel Plan']);
    });

    it("without a plan: 'No plan found' and a Shop button", async () => {
      await settings({ style: 'subscription' });
      await parentWith(undefined);
      const account = await mount('soma-account', { start: '/account' }, '[part="plan"]');
      await untilText(account, 'No plan found');
      expect(
        buttons(root(account)).concat([...root(account).querySelectorAll('a')].map((a) => a.textContent?.trim())),
      ).to.include('Shop');
    });

    it("cancelling a plan needs 'I understand'", async () => {
      await signIn({ students: 1 });
      const account = await mount('soma-account', { start: '/account/cancel' }, '[part="cancel"]');
      await untilText(account, 'I understand');
    });

    it("the student form's fields, and removing a student asks first", async () => {
      await parentWith({ students: 2 }, [{ first_name: 'Achieng' }]);
      const account = await mount('soma-account', { start: '/account/students/new' }, 'form');
      expect(labelsOf(account)).to.include.members([
        'First Name',
        'Last Name',
        'Male',
        'Female',
        'Prefer not to Say',
        'Grade',
        'Age',
        'School Name',
        'School Region',
      ]);
      expect(textOf(account)).to.include('Gender');
      account.remove();
      logout();
      // Over the plan's allowance: the warning, and each student's Delete.
      await parentWith({ students: 1 }, [{ first_name: 'Achieng' }, { first_name: 'Baraka' }]);
      const list = await mount('soma-account', { start: '/account/students' }, '[part="students"], ul');
      await untilText(list, 'You have too many students. Please remove 1 student(s) or upgrade your account.');
      const remove = await until(
        () => [...root(list).querySelectorAll('button')].find((b) => b.textContent === 'Delete'),
        'Delete',
      );
      remove.click();
      await until(() => openDialog(list), 'the question');
      expect(openDialog(list)!.textContent).to.include('Are you sure you want to remove this student?');
    });
  });

  describe('the administrator', () => {
    it('titles its pages Customization and Site Configuration', async () => {
      const { token } = (await executeServerCommand('soma-admin')) as { token: string };
      setToken(token);
      const customize = await mount('soma-admin', { start: '/customize' }, '[part="title"]');
      await untilText(customize, 'Customization');
      customize.remove();
      const site = await mount('soma-admin', { start: '/site_config' }, '[part="title"]');
      await untilText(site, 'Site Configuration');
    });
  });
});
