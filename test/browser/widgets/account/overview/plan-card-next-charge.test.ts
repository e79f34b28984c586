import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import type { Subscription } from '../../../../../src/api/subscription';
import { formatDate } from '../../../../../src/domain/dates';
import { $subscription } from '../../../../../src/stores/subscription';
import { setToken } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/overview/texts';
import {
  card,
  expectAccessible,
  freshSettings,
  mountPage,
  reset,
  saveCard,
  termsOf,
  until,
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

  it('a cancelled plan shows when it ends, not a Next payment', async () => {
    await family(0, { students: 1, cancelled: true });
    const account = await mountOverview();
    await until(() => termsOf(card(account, 'plan'))[text.ENDS_ON], 'the end date');
    expect(termsOf(card(account, 'plan'))).to.not.have.property(text.NEXT_PAYMENT);
    // What renewing would take is known: the Renew page says it.
    expect(plan().next_charge!.amount).to.equal(50000);
  });
});
