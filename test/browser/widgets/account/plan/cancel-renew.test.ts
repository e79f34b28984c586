import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import type { Subscription } from '../../../../../src/api/subscription';
import { formatDate } from '../../../../../src/domain/dates';
import { setToken } from '../../../../../src/stores/session';
import { UNDERSTAND_LABEL } from '../../../../../src/domain/confirmations';
import { $subscription } from '../../../../../src/stores/subscription';
import * as overview from '../../../../../widgets/account/overview/texts';
import * as text from '../../../../../widgets/account/plan/texts';
import {
  button,
  card,
  choice,
  expectAccessible,
  freshSettings,
  mountPage,
  openPlanOptions,
  requests,
  reset,
  root,
  shows,
  signIn,
  termsOf,
  until,
  wait,
  type Parent,
} from '../overview/helpers';

const planOf = () =>
  $subscription.get() as {
    cancellation_date: string | null;
    next_billing_date: string | null;
    expiry_date: string;
    status: string;
  };

describe('<soma-account>: cancel and renew', () => {
  before(freshSettings);
  afterEach(reset);

  it("cancels only once 'I understand' is ticked, then renews the same way, back on /account each time", async () => {
    await signIn({ students: 1 });
    const account = await mountPage('/account/cancel', '[part="cancel"] form');
    const until_ = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(planOf().expiry_date),
    );
    expect(root(account).textContent).to.include(`Your plan stays active until ${until_}`);
    const cancelButton = button(account, text.CANCEL_TITLE);
    expect(cancelButton.disabled).to.equal(true);
    await expectAccessible(account);

    // Submitting the form some other way (Enter) does nothing either while the box is clear.
    const sent = requests();
    try {
      root(account).querySelector('form')!.requestSubmit();
      await wait(100);
      expect(sent.seen.filter((r) => r.path === '/api/shop/cancel')).to.have.length(0);
    } finally {
      sent.restore();
    }

    choice(account, UNDERSTAND_LABEL).click();
    await until(() => !button(account, text.CANCEL_TITLE).disabled, 'the enabled action');
    await expectAccessible(account);
    button(account, text.CANCEL_TITLE).click();
    await until(
      () => shows(account, 'overview') && termsOf(card(account, 'plan'))[overview.ENDS_ON],
      'the overview with the end date',
    );
    expect(planOf().cancellation_date).to.be.a('string');
    expect(planOf().next_billing_date).to.equal(null);
    expect(planOf().status).to.equal('active');

    const items = await openPlanOptions(account);
    expect(items.map((i) => i.label)).to.deep.equal(['Change Plan', 'Update Payment Method', 'Renew Plan']);
    items[2].el.click();
    await until(() => root(account).querySelector('[part="renew"] form'), 'the renew page');
    expect(root(account).textContent).to.include('Automatic billing resumes');
    expect(button(account, text.RENEW_TITLE).disabled).to.equal(true);
    await expectAccessible(account);
    choice(account, UNDERSTAND_LABEL).click();
    await until(() => !button(account, text.RENEW_TITLE).disabled, 'the enabled action');
    button(account, text.RENEW_TITLE).click();
    await until(
      () => shows(account, 'overview') && termsOf(card(account, 'plan'))[overview.NEXT_BILLING],
      'the overview with the next billing date',
    );
    expect(planOf().cancellation_date).to.equal(null);
    expect(planOf().next_billing_date).to.equal(planOf().expiry_date);
    expect((await openPlanOptions(account)).map((i) => i.label)).to.deep.equal([
      'Change Plan',
      'Update Payment Method',
      'Cancel Plan',
    ]);
  });

  it('Back returns to the overview without changing the plan', async () => {
    await signIn({ students: 1 });
    const account = await mountPage('/account/cancel', '[part="cancel"] form');
    choice(account, UNDERSTAND_LABEL).click();
    button(account, text.BACK).click();
    await until(() => shows(account, 'overview'), 'the overview');
    await until(() => termsOf(card(account, 'plan'))[overview.NEXT_BILLING], 'the plan');
    expect(planOf().cancellation_date).to.equal(null);
  });

  it('the Renew page quotes what renewing takes and when, by the next charge: the credit spent, then the price', async () => {
    const parent = (await executeServerCommand('soma-parent', {
      balance: -33900,
      plan: { students: 2, cancelled: true },
    })) as Parent;
    setToken(parent.token);
    const account = await mountPage('/account/renew', '[part="renew"] form');
    await until(() => ($subscription.get() as Subscription | undefined)?.next_charge, 'the next charge');
    const next = ($subscription.get() as Subscription).next_charge!;
    expect(next.amount).to.equal(56100);
    expect(root(account).textContent).to.include(
      `Your payment method will be charged Ksh 561 (Ksh 900 less your Ksh 339 credit) on ${formatDate(next.date)}, then Ksh 900 every month.`,
    );
    await expectAccessible(account);
  });

  it('without credit or a balance owed, the Renew page quotes the price', async () => {
    await signIn({ students: 1, cancelled: true });
    const account = await mountPage('/account/renew', '[part="renew"] form');
    await until(() => ($subscription.get() as Subscription | undefined)?.next_charge, 'the next charge');
    const next = ($subscription.get() as Subscription).next_charge!;
    expect(root(account).textContent).to.include(
      `Your payment method will be charged Ksh 500 on ${formatDate(next.date)}, then every month.`,
    );
  });

  it('renewing a plan that is not cancelled says there is nothing to renew', async () => {
    await signIn({ students: 1 });
    const account = await mountPage('/account/renew', '[part="renew"] p');
    await until(() => root(account).textContent!.includes(text.NOT_CANCELLED), 'the note');
    expect(root(account).querySelector('[part="renew"] form')).to.equal(null);
    await expectAccessible(account);
  });
});
