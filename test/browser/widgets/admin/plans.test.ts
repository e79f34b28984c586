// The plan form of /plans against the reference server: a price of Ksh 100 or less is warned of
// beside the price field, in the money rules' words (docs/money.md, What an order comes to).
import { expect } from '@open-wc/testing';
import * as text from '../../../../widgets/admin/plans/texts';
import {
  button,
  expectAccessible,
  field,
  freshSettings,
  openDialog,
  reset,
  root,
  signInAdmin,
  type,
  until,
} from './helpers';

async function mountPlans(): Promise<HTMLElement> {
  const el = document.createElement('soma-admin');
  el.setAttribute('start', '/plans');
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector('[part="plan-row"]'), 'the plans', 8000);
  return el;
}

/** Types `value` into the price field of the open plan form. */
async function typePrice(admin: HTMLElement, value: string): Promise<HTMLInputElement> {
  await type(admin, text.PRICE, value);
  return field(admin, text.PRICE);
}

const warning = (admin: HTMLElement) => root(admin).querySelector<HTMLElement>('[part~="small-price"]');

describe('<soma-admin> /plans: a price of Ksh 100 or less', () => {
  before(freshSettings);
  beforeEach(signInAdmin);
  afterEach(reset);

  it('is warned of beside the price field: bought in full, a change to it carried to the next payment', async () => {
    const admin = await mountPlans();
    button(admin, text.ADD_PLAN).click();
    await until(() => openDialog(admin), 'the plan form');
    expect(field(admin, text.STUDENTS)).to.not.equal(null);

    const price = await typePrice(admin, '250');
    expect(warning(admin)).to.equal(null);
    expect(price.getAttribute('aria-describedby') ?? '').to.not.include('small-price');

    await typePrice(admin, '100');
    await until(() => warning(admin), 'the warning');
    expect(warning(admin)!.textContent).to.equal(
      'At Ksh 100 or less, a family buying this plan still pays its first period in full at once, but a change to it from another plan that comes to Ksh 100 or less is added to their next payment instead of charged now (unless their plan is cancelled). Card providers may refuse charges this small.',
    );
    // Read with the field: the price field names the warning.
    expect(price.getAttribute('aria-describedby')!.split(' ')).to.include(warning(admin)!.id);
    // Right after the price field, before anything else of the form.
    const fieldBox = price.closest('[part="field"]')!;
    expect(fieldBox.nextElementSibling).to.equal(warning(admin));
    await expectAccessible(admin);

    await typePrice(admin, '0.5');
    expect(warning(admin)).to.not.equal(null);
    // 0 is no price to warn of (the server refuses it); above Ksh 100 neither.
    await typePrice(admin, '0');
    expect(warning(admin)).to.equal(null);
    await typePrice(admin, '100.01');
    expect(warning(admin)).to.equal(null);
  });
});
