import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { maskPhone } from '../../../../../src/api/phone';
import { updateDefaultCard } from '../../../../../src/api/card';
import type { Subscription } from '../../../../../src/api/subscription';
import { send } from '../../../../../src/client/request';
import { formatDate } from '../../../../../src/domain/dates';
import { $subscription } from '../../../../../src/stores/subscription';
import { setToken } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/overview/texts';
import {
  button,
  card,
  errorOf,
  expectAccessible,
  field,
  freshSettings,
  mountPage,
  requests,
  reset,
  root,
  saveCard,
  termsOf,
  type,
  until,
  wait,
  type Parent,
} from './helpers';

const mountOverview = () => mountPage('/account', '[part="plan"] dl');
const plan = () => $subscription.get() as Subscription;

/** A family with a plan for `students`, paid as `paymentMethod` says, and `balance` on its account (below 0: credit). */
async function family(
  balance: number,
  fixture: { students: number; paymentMethod?: 'card' | 'mpesa'; cancelled?: boolean },
) {
  const parent = (await executeServerCommand('soma-parent', { balance, plan: fixture })) as Parent;
  setToken(parent.token);
  return parent;
}

/** The Next payment row: what is taken, and why it is not the price when it is not. */
function nextPayment(account: HTMLElement): { taken: string; note: string | null } {
  const row = [...card(account, 'plan').querySelectorAll('dt')].find((dt) => dt.textContent === text.NEXT_PAYMENT);
  const dd = row!.nextElementSibling!;
  const note = dd.querySelector('[part="charge-note"]');
  return { taken: dd.firstChild!.textContent!, note: note ? note.textContent : null };
}

describe('<soma-account>: what the next renewal takes, on the Current Plan card', () => {
  before(freshSettings);
  afterEach(reset);

  it("Next payment is the amount the renewal takes, the account's credit spent, and says so beside it", async () => {
    const parent = await family(-33900, { students: 2 });
    await saveCard(parent.token, '4242424242424242');
    const account = await mountOverview();
    await until(() => termsOf(card(account, 'plan'))[text.PAYMENT_METHOD], 'the plan with its card');
    expect(plan().next_charge!.amount).to.equal(56100);
    expect(nextPayment(account)).to.deep.equal({
      taken: 'Ksh 561 by Visa ending in 4242',
      note: 'Ksh 900 less your Ksh 339 credit',
    });
    const shown = termsOf(card(account, 'plan'));
    expect(shown[text.PRICE]).to.equal('Ksh 900');
    expect(shown[text.NEXT_BILLING]).to.equal(formatDate(plan().next_charge!.date));
    await expectAccessible(account);
  });

  it('what the account owes is added, and credit that covers the whole price leaves Ksh 0 to take', async () => {
    await family(12050, { students: 1 });
    let account = await mountOverview();
    await until(() => termsOf(card(account, 'plan'))[text.NEXT_PAYMENT], 'the next payment');
    // Rounded down to whole shillings, in the family's favour.
    expect(nextPayment(account)).to.deep.equal({
      taken: 'Ksh 620 by card',
      note: 'Ksh 500 plus the Ksh 120.50 you owe',
    });
    reset();

    await family(-120000, { students: 2 });
    account = await mountOverview();
    await until(() => termsOf(card(account, 'plan'))[text.NEXT_PAYMENT], 'the next payment');
    expect(nextPayment(account)).to.deep.equal({ taken: 'Ksh 0', note: 'Ksh 900 less your Ksh 1,200 credit' });
  });

  it('an M-Pesa plan shows the number its renewals prompt, masked, and changes it; a number M-Pesa cannot prompt is refused by the field', async () => {
    const parent = await family(0, { students: 1, paymentMethod: 'mpesa' });
    const account = await mountOverview();
    await until(() => termsOf(card(account, 'plan'))[text.RENEWAL_NUMBER], 'the renewal number');
    const masked = maskPhone(parent.phone_number);
    expect(termsOf(card(account, 'plan'))[text.RENEWAL_NUMBER]).to.equal(`${masked}${text.CHANGE}`);
    expect(nextPayment(account)).to.deep.equal({ taken: 'Ksh 500 by M-Pesa', note: null });
    const change = root(account).querySelector<HTMLButtonElement>(
      `button[aria-label="${text.CHANGE_RENEWAL_NUMBER}"]`,
    )!;
    expect(change.textContent).to.equal(text.CHANGE);
    await expectAccessible(account);

    change.click();
    await until(() => root(account).querySelector('[part="renewal-number"]'), 'the number form');
    const input = field(account, text.RENEWAL_NUMBER);
    expect(input.type).to.equal('tel');
    await until(() => root(account).activeElement === input, 'focus on the number');
    expect(input.closest('[part="field"]')!.textContent).to.include(text.RENEWAL_NUMBER_HINT);

    const sent = requests();
    try {
      await type(account, text.RENEWAL_NUMBER, '0812 345');
      button(account, text.SAVE).click();
      await until(() => errorOf(account, text.RENEWAL_NUMBER), 'the refusal under the field');
      expect(errorOf(account, text.RENEWAL_NUMBER)).to.equal(
        'The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.',
      );
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      // Announced as it appears.
      const error = root(account).getElementById(`${input.id}-error`)!;
      expect(error.getAttribute('role')).to.equal('alert');
      expect(sent.seen.filter((r) => r.path === '/api/shop/mpesa/renewal_number')).to.have.length(0);
      await expectAccessible(account);

      await type(account, text.RENEWAL_NUMBER, '0722 100 200');
      button(account, text.SAVE).click();
      await until(() => !root(account).querySelector('[part="renewal-number"]'), 'the form closed');
      expect(sent.seen.filter((r) => r.path === '/api/shop/mpesa/renewal_number')).to.have.length(1);
    } finally {
      sent.restore();
    }
    await until(
      () => termsOf(card(account, 'plan'))[text.RENEWAL_NUMBER] === `0722 *** 200${text.CHANGE}`,
      'the new number',
    );
    expect(plan().next_charge!.phone).to.equal('0722 *** 200');
    expect(root(account).querySelector('[part="renewal-number-saved"]')!.textContent).to.equal(
      'Renewal prompts will now go to 0722 *** 200.',
    );
    await until(
      () => root(account).activeElement?.getAttribute('aria-label') === text.CHANGE_RENEWAL_NUMBER,
      'focus back on Change',
    );
  });

  it("Cancel leaves the number as it was; the server's refusal shows under the field", async () => {
    const parent = await family(0, { students: 1, paymentMethod: 'mpesa' });
    const account = await mountOverview();
    await until(() => termsOf(card(account, 'plan'))[text.RENEWAL_NUMBER], 'the renewal number');
    const before = termsOf(card(account, 'plan'))[text.RENEWAL_NUMBER];
    const change = () =>
      root(account).querySelector<HTMLButtonElement>(`button[aria-label="${text.CHANGE_RENEWAL_NUMBER}"]`)!;

    change().click();
    await until(() => root(account).querySelector('[part="renewal-number"]'), 'the number form');
    await type(account, text.RENEWAL_NUMBER, '0722 100 200');
    button(account, text.CANCEL).click();
    await until(() => !root(account).querySelector('[part="renewal-number"]'), 'the form closed');
    await until(() => root(account).activeElement === change(), 'focus back on Change');
    await wait(50);
    expect(termsOf(card(account, 'plan'))[text.RENEWAL_NUMBER]).to.equal(before);
    expect(root(account).querySelector('[part="renewal-number-saved"]')).to.equal(null);

    // Meanwhile the plan has come to be paid by card (a card made the default elsewhere): the server refuses.
    const id = await saveCard(parent.token, '4242424242424242');
    const made = await send(updateDefaultCard, { payment_method_id: id, update_subscription: false });
    expect(made.ok).to.equal(true);
    change().click();
    await until(() => root(account).querySelector('[part="renewal-number"]'), 'the number form');
    await type(account, text.RENEWAL_NUMBER, '0722 100 200');
    button(account, text.SAVE).click();
    await until(() => errorOf(account, text.RENEWAL_NUMBER), 'the refusal under the field');
    expect(errorOf(account, text.RENEWAL_NUMBER)).to.equal('Your plan is not paid by M-Pesa.');
    expect(field(account, text.RENEWAL_NUMBER).value).to.equal('0722 100 200');
  });

  it('a cancelled plan shows when it ends, not a Next payment', async () => {
    await family(0, { students: 1, cancelled: true });
    const account = await mountOverview();
    await until(() => termsOf(card(account, 'plan'))[text.ENDS_ON], 'the end date');
    expect(termsOf(card(account, 'plan'))).to.not.have.property(text.NEXT_PAYMENT);
    // What renewing would take is known: the Renew page says it.
    expect(plan().next_charge!.amount).to.equal(50000);
  });
});
