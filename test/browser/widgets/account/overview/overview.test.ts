import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { PASSWORD_UPDATED } from '../../../../../src/domain/accountForms';
import { UPGRADED_MESSAGE } from '../../../../../src/domain/checkout';
import { loadApp } from '../../../../../src/stores/app';
import { $profile } from '../../../../../src/stores/profile';
import { $token, setToken } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/overview/texts';
import {
  button,
  card,
  errorOf,
  events,
  expectAccessible,
  field,
  freshSettings,
  menuButton,
  mountPage,
  openPlanOptions,
  reset,
  root,
  saveCard,
  shows,
  signIn,
  termsOf,
  type,
  until,
  type Parent,
} from './helpers';

const mountOverview = () => mountPage('/account', '[part="profile"] dl, [part="profile"] form');

describe('<soma-account>: the account overview', () => {
  before(freshSettings);
  afterEach(() => {
    history.replaceState(null, '');
    reset();
  });

  describe('the Profile card', () => {
    it('shows the profile; Cancel brings back what was saved before editing', async () => {
      await signIn({ students: 1 });
      const account = await mountOverview();
      await until(() => termsOf(card(account, 'profile'))[text.NAME] === 'Test Parent', 'the profile');
      const before = termsOf(card(account, 'profile'));
      expect(before[text.EMAIL]).to.match(/^parent-.+@soma\.test$/);
      expect(before[text.REGION]).to.equal('Unspecified');
      await expectAccessible(account);

      button(account, text.EDIT).click();
      await until(() => root(account).querySelector('[part="profile"] form'), 'the profile form');
      await until(() => root(account).activeElement === field(account, text.FIRST_NAME), 'focus on First Name');
      await type(account, text.FIRST_NAME, 'Changed');
      await type(account, text.EMAIL, 'changed@soma.test');
      expect(field(account, text.PHONE).closest('[part="field"]')!.textContent).to.include('Numbers from KE');
      await expectAccessible(account);
      button(account, text.CANCEL).click();

      await until(() => root(account).querySelector('[part="profile"] dl'), 'the profile again');
      expect(termsOf(card(account, 'profile'))).to.deep.equal(before);
      await until(() => root(account).activeElement === button(account, text.EDIT), 'focus back on Edit');
      button(account, text.EDIT).click();
      await until(() => root(account).querySelector('[part="profile"] form'), 'the profile form');
      expect(field(account, text.FIRST_NAME).value).to.equal('Test');
      expect(field(account, text.EMAIL).value).to.equal(before[text.EMAIL]);
    });

    it("saves with PATCH /me; the server's errors show under their fields and keep what was typed", async () => {
      await signIn({ students: 1 });
      const account = await mountOverview();
      await until(() => $profile.get(), 'the profile');
      button(account, text.EDIT).click();
      await until(() => root(account).querySelector('[part="profile"] form'), 'the profile form');
      await type(account, text.FIRST_NAME, 'Achieng');
      await type(account, text.EMAIL, 'not-an-email');
      button(account, text.SAVE).click();
      await until(() => errorOf(account, text.EMAIL), 'the email error');
      expect(field(account, text.FIRST_NAME).value).to.equal('Achieng');
      expect(field(account, text.EMAIL).value).to.equal('not-an-email');
      expect(field(account, text.EMAIL).getAttribute('aria-invalid')).to.equal('true');
      await expectAccessible(account);

      await type(account, text.EMAIL, 'achieng@soma.test');
      const region = field(account, text.REGION) as unknown as HTMLSelectElement;
      await until(() => region.options.length > 1, 'the regions');
      await type(account, text.REGION, region.options[1].value);
      button(account, text.SAVE).click();
      await until(() => root(account).querySelector('[part="profile"] dl'), 'the saved profile');
      const shown = termsOf(card(account, 'profile'));
      expect(shown[text.NAME]).to.equal('Achieng Parent');
      expect(shown[text.EMAIL]).to.equal('achieng@soma.test');
      expect(shown[text.REGION]).to.equal(region.options[1].textContent);
      expect(root(account).textContent).to.include(text.PROFILE_SAVED);

      // What the server holds, read afresh.
      const me = await (await fetch('/api/me', { headers: { authorization: `Bearer ${$token.get()}` } })).json();
      expect([me.first_name, me.email, me.region]).to.deep.equal([
        'Achieng',
        'achieng@soma.test',
        Number(region.options[1].value),
      ]);
    });
  });

  describe('the Change Password card', () => {
    it('needs all three fields, answers a wrong current password and a mismatch under their fields, then updates', async () => {
      const parent = await signIn();
      const account = await mountOverview();
      const change = () => button(account, text.UPDATE_PASSWORD).click();

      change();
      await until(() => errorOf(account, 'Current Password'), 'the required errors');
      expect(errorOf(account, 'Current Password')).to.equal('The current password field is required.');
      expect(errorOf(account, 'New Password')).to.equal('The new password field is required.');
      expect(errorOf(account, 'New Password Confirmation')).to.equal(
        'The new password confirmation field is required.',
      );

      await type(account, 'Current Password', 'wrong-password');
      await type(account, 'New Password', 'a-new-password-1');
      await type(account, 'New Password Confirmation', 'a-new-password-1');
      change();
      await until(
        () => errorOf(account, 'Current Password') === 'The password is incorrect.',
        'the wrong-password error',
      );
      expect(field(account, 'New Password').value).to.equal('a-new-password-1');
      await expectAccessible(account);

      await type(account, 'Current Password', parent.password);
      await type(account, 'New Password Confirmation', 'a-new-password-2');
      change();
      await until(
        () => errorOf(account, 'New Password') || errorOf(account, 'New Password Confirmation'),
        'the mismatch error',
      );
      expect(
        `${errorOf(account, 'New Password') ?? ''}${errorOf(account, 'New Password Confirmation') ?? ''}`,
      ).to.match(/match/i);
      expect(root(account).textContent).to.not.include(PASSWORD_UPDATED);

      await type(account, 'New Password Confirmation', 'a-new-password-1');
      change();
      await until(() => root(account).textContent!.includes(PASSWORD_UPDATED), 'the success message');
      expect(field(account, 'Current Password').value).to.equal('');
      expect(errorOf(account, 'Current Password')).to.equal(undefined);
      await expectAccessible(account);

      const login = await fetch('/api/login', {
        method: 'POST',
        body: new URLSearchParams({ login: parent.email, password: 'a-new-password-1' }),
      });
      expect(login.status).to.equal(200);
    });
  });

  describe('the Current Plan card and Plan Options', () => {
    it('an active plan: its terms, the card it is paid with, the balance owing; Change Plan goes to the shop with returnTo', async () => {
      const parent = (await executeServerCommand('soma-parent', {
        balance: 5000,
        plan: { students: 2, duration: 12 },
      })) as Parent;
      setToken(parent.token);
      await saveCard(parent.token, '4242424242424242');
      const account = await mountOverview();
      await until(() => termsOf(card(account, 'plan'))[text.PAYMENT_METHOD], 'the plan with its card');
      const shown = termsOf(card(account, 'plan'));
      expect(shown[text.STUDENTS]).to.equal('2');
      expect(shown[text.PRICE]).to.equal('Ksh 9,000');
      expect(shown[text.DURATION]).to.equal('Yearly');
      expect(shown[text.STATUS]).to.equal('Active');
      expect(shown[text.NEXT_BILLING]).to.be.a('string');
      expect(shown[text.PAYMENT_METHOD]).to.match(/^Visa ending in 4242, expires 12\/\d{4}$/);
      // What the next renewal takes (the Ksh 50 owed added), and how, beside the date it is taken on.
      expect(shown['Next payment']).to.equal('Ksh 9,050 by Visa ending in 4242Ksh 9,000 plus the Ksh 50 you owe');
      expect(Object.keys(shown).indexOf('Next payment')).to.equal(Object.keys(shown).indexOf(text.NEXT_BILLING) + 1);
      expect(shown[text.BALANCE]).to.equal('Ksh 50');
      expect(menuButton(account).querySelectorAll('svg')).to.have.length(1, 'the chevron alone');

      const items = await openPlanOptions(account);
      expect(items.map((i) => [i.label, i.disabled])).to.deep.equal([
        ['Change Plan', false],
        ['Update Payment Method', false],
        ['Cancel Plan', false],
      ]);
      await expectAccessible(account);
      const navigations = events<{ to: string; state?: unknown }>('soma-navigate', { cancel: true });
      try {
        items[0].el.click();
        expect(navigations.seen).to.deep.equal([{ to: '/account/bundles', state: { returnTo: '/account' } }]);
      } finally {
        navigations.stop();
      }
    });

    it('a cancelled plan: the date it ends, and Renew Plan in place of Cancel Plan', async () => {
      await signIn({ students: 1, cancelled: true });
      const account = await mountOverview();
      await until(() => termsOf(card(account, 'plan'))[text.ENDS_ON], 'the end date');
      expect(termsOf(card(account, 'plan'))[text.NEXT_BILLING]).to.equal(undefined);
      expect(termsOf(card(account, 'plan'))['Next payment']).to.equal(undefined);
      expect(termsOf(card(account, 'plan'))[text.STATUS]).to.equal('Active (cancelled)');
      const items = await openPlanOptions(account);
      expect(items.map((i) => [i.label, i.disabled])).to.deep.equal([
        ['Change Plan', false],
        ['Update Payment Method', false],
        ['Renew Plan', false],
      ]);
      items[2].el.click();
      await until(() => shows(account, 'renew'), 'the renew page');
    });

    it('an M-Pesa plan: the next renewal is taken by M-Pesa', async () => {
      await signIn({ students: 1, paymentMethod: 'mpesa' });
      const account = await mountOverview();
      await until(() => termsOf(card(account, 'plan'))['Next payment'], 'the next payment');
      const shown = termsOf(card(account, 'plan'));
      expect(shown['Next payment']).to.equal('Ksh 500 by M-Pesa');
      expect(shown[text.PAYMENT_METHOD]).to.equal('M-Pesa');
      await expectAccessible(account);
    });

    it("failed_declined: a warning icon on Plan Options, 'Fix Payment Method', and Change Plan disabled", async () => {
      await signIn({ students: 1, status: 'failed_declined' });
      const account = await mountOverview();
      await until(() => root(account).querySelector('[part="plan"] [aria-haspopup="menu"]'), 'Plan Options');
      const options = menuButton(account);
      expect(options.querySelectorAll('svg')).to.have.length(2, 'the warning icon and the chevron');
      expect(options.textContent).to.include(text.PAYMENT_PROBLEM);
      const items = await openPlanOptions(account);
      expect(items.map((i) => [i.label, i.disabled])).to.deep.equal([
        ['Change Plan', true],
        ['Fix Payment Method', false],
        ['Cancel Plan', false],
      ]);
      await expectAccessible(account);
      items[0].el.click();
      expect(shows(account, 'overview')).to.equal(true);
      items[1].el.click();
      await until(() => shows(account, 'update-payment'), 'the payment page');
    });

    it("no plan: 'No plan found' and a Shop button", async () => {
      await signIn();
      const account = await mountOverview();
      await until(() => card(account, 'plan').textContent!.includes('No plan found'), 'No plan found');
      const shop = [...card(account, 'plan').querySelectorAll('a')].find((a) => a.textContent === 'Shop')!;
      expect(shop.getAttribute('href')).to.equal('/account/bundles');
      expect(root(account).querySelector('[aria-haspopup="menu"]')).to.equal(null);
      await expectAccessible(account);
    });

    it('trial style shows no Current Plan card', async () => {
      await executeServerCommand('soma-settings', { style: 'trial' });
      try {
        await loadApp(true);
        await signIn();
        const account = await mountOverview();
        await until(() => card(account, 'password'), 'the password card');
        expect(root(account).querySelector('[part="plan"]')).to.equal(null);
      } finally {
        await freshSettings();
      }
    });
  });

  it("after a plan change, 'Your plan has been successfully changed.'", async () => {
    await signIn({ students: 1 });
    history.replaceState({ upgraded: true, message: UPGRADED_MESSAGE }, '');
    const account = await mountOverview();
    expect(root(account).querySelector('[part="overview"] > [part="alert"]')!.textContent).to.equal(UPGRADED_MESSAGE);
    // Said once: the page shown again from the same history entry does not repeat it.
    account.remove();
    const again = await mountOverview();
    expect(root(again).querySelector('[part="overview"] > [part="alert"]')).to.equal(null);
  });
});
