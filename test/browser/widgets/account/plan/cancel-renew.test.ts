import { expect } from '@open-wc/testing';
import '../../../../../widgets/account/define';
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

  it('renewing a plan that is not cancelled says there is nothing to renew', async () => {
    await signIn({ students: 1 });
    const account = await mountPage('/account/renew', '[part="renew"] p');
    await until(() => root(account).textContent!.includes(text.NOT_CANCELLED), 'the note');
    expect(root(account).querySelector('[part="renew"] form')).to.equal(null);
    await expectAccessible(account);
  });
});
