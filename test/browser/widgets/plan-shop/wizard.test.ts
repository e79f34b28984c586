import { expect } from '@open-wc/testing';
import '../../../../widgets/plan-shop/define';
import { CANCEL_QUESTION } from '../../../../src/domain/confirmations';
import { TERMS } from '../../../../widgets/plan-shop/terms';
import * as text from '../../../../widgets/plan-shop/texts';
import {
  button,
  checkoutButton,
  choice,
  choose,
  events,
  expectAccessible,
  field,
  freshSettings,
  mountShop,
  openDialog,
  plan,
  plans,
  reset,
  root,
  signIn,
  step,
  tick,
  title,
  until,
  wait,
} from './helpers';

describe('<soma-plan-shop>: plans and the wizard', () => {
  before(freshSettings);
  afterEach(reset);

  describe('the plans', () => {
    it('lists every plan: students, price in Ksh, duration and savings', async () => {
      const shop = await mountShop();
      expect(title(shop)).to.equal(text.SHOP_TITLE);
      expect(plans(shop)).to.have.length(8);
      const monthly = plan(shop, '1 Student', 'Monthly');
      expect(monthly.textContent).to.include('Ksh 500');
      expect(monthly.textContent).to.not.include('Save');
      const yearly = plan(shop, '5 Students', 'Yearly');
      expect(yearly.textContent).to.include('Ksh 19,000');
      expect(yearly.textContent).to.include('Save 17%');
      expect(step(shop)).to.equal(undefined);
      await expectAccessible(shop);
    });

    it('offers Cancel before a plan is chosen only where there is a page to go back to', async () => {
      const shop = await mountShop();
      expect(() => button(shop, text.CANCEL)).to.throw();
      shop.setAttribute('return-to', '/');
      await until(
        () => [...root(shop).querySelectorAll('button')].some((b) => b.textContent === text.CANCEL),
        'Cancel',
      );
      shop.remove();
      const portal = await mountShop({ routing: 'path', base: '/explore' });
      expect(button(portal, text.CANCEL)).to.not.equal(undefined);
    });

    it("marks a parent's current plan, which cannot be chosen, and titles the shop 'Change Plan'", async () => {
      await signIn({ students: 2, duration: 1 });
      const shop = await mountShop();
      await until(() => title(shop) === 'Change Plan', 'upgrade mode');
      const current = plan(shop, '2 Students', 'Monthly');
      expect(current.textContent).to.include(text.CURRENT_PLAN);
      expect(current.querySelector('button')).to.equal(null);
      expect(plans(shop).filter((li) => li.textContent!.includes(text.CURRENT_PLAN))).to.have.length(1);
      await expectAccessible(shop);
    });
  });

  describe('a parent without a plan', () => {
    let shop: HTMLElement;
    beforeEach(async () => {
      await signIn();
      shop = await mountShop();
    });

    it('has two steps: selecting a plan leads to payment info, the last, with Checkout and no Proceed', async () => {
      await choose(shop, '2 Students');
      expect(step(shop)).to.equal('Step 2 of 2: Payment Info');
      expect(root(shop).querySelector('[part="summary"]')!.textContent)
        .to.include('2 Students, Monthly')
        .and.include('Ksh 900');
      expect(() => button(shop, text.PROCEED)).to.throw();
      expect(checkoutButton(shop).disabled).to.equal(true);
      expect(choice(shop, 'M-Pesa').checked).to.equal(true);
      expect(field(shop, text.MPESA_PHONE).value).to.not.equal('');
      await expectAccessible(shop);
    });

    it('moves focus to the title of each new step', async () => {
      await choose(shop, '1 Student');
      await until(() => root(shop).activeElement === root(shop).querySelector('[part="title"]'), 'focus on the title');
      button(shop, text.BACK).click();
      await until(() => step(shop) === 'Step 1 of 2: Select Plan', 'step 1');
      await until(() => root(shop).activeElement === root(shop).querySelector('[part="title"]'), 'focus on the title');
    });

    it('Back returns to the plans with the choice kept, and Proceed leads on again', async () => {
      await choose(shop, '3 Students', 'Yearly');
      button(shop, text.BACK).click();
      await until(() => step(shop) === 'Step 1 of 2: Select Plan', 'step 1');
      expect(plan(shop, '3 Students', 'Yearly').querySelector('button')!.textContent).to.equal(text.SELECTED);
      await expectAccessible(shop);
      button(shop, text.PROCEED).click();
      await until(() => step(shop) === 'Step 2 of 2: Payment Info', 'step 2');
      expect(root(shop).querySelector('[part="summary"]')!.textContent).to.include('Ksh 12,500');
    });

    it('enables Checkout only once both the payment and the Terms are agreed to', async () => {
      await choose(shop, '2 Students');
      const agree = choice(shop, 'I agree to');
      expect(agree.parentElement!.textContent).to.equal('I agree to pay the total of Ksh 900.*');
      await tick(shop, 'I agree to');
      expect(checkoutButton(shop).disabled).to.equal(true);
      await tick(shop, 'I accept the Terms');
      expect(checkoutButton(shop).disabled).to.equal(false);
      await tick(shop, 'I agree to');
      expect(checkoutButton(shop).disabled).to.equal(true);
      await tick(shop, 'I agree to');
      await tick(shop, 'I accept the Terms');
      expect(checkoutButton(shop).disabled).to.equal(true);
    });

    it('a new plan clears the payment agreement: the total has changed', async () => {
      await choose(shop, '2 Students');
      await tick(shop, 'I agree to');
      button(shop, text.BACK).click();
      await until(() => step(shop)?.includes('Select Plan'), 'step 1');
      await choose(shop, '5 Students');
      expect(choice(shop, 'I agree to').checked).to.equal(false);
      expect(choice(shop, 'I agree to').parentElement!.textContent).to.include('Ksh 1,900');
    });

    it('shows the Terms in a dialog: Close leaves the box, Accept ticks it, focus returns', async () => {
      await choose(shop, '1 Student');
      const read = button(shop, text.READ_TERMS);
      read.focus();
      read.click();
      await until(() => openDialog(shop), 'the Terms dialog');
      const dialog = openDialog(shop)!;
      expect(dialog.querySelector('h2')!.textContent).to.equal(text.TERMS_TITLE);
      expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([...TERMS]);
      expect(dialog.textContent).to.include('Ontario').and.include('30 calendar days').and.include("a month's notice");
      await expectAccessible(shop);

      [...dialog.querySelectorAll('button')].find((b) => b.textContent === text.CLOSE)!.click();
      await until(() => !openDialog(shop), 'the dialog to close');
      expect(choice(shop, 'I accept the Terms').checked).to.equal(false);
      expect(root(shop).activeElement).to.equal(read);

      read.click();
      await until(() => openDialog(shop), 'the Terms dialog again');
      [...openDialog(shop)!.querySelectorAll('button')].find((b) => b.textContent === text.ACCEPT)!.click();
      await until(() => !openDialog(shop), 'the dialog to close');
      expect(choice(shop, 'I accept the Terms').checked).to.equal(true);
      expect(root(shop).activeElement).to.equal(read);
    });

    it('Escape closes the Terms without accepting them', async () => {
      await choose(shop, '1 Student');
      button(shop, text.READ_TERMS).click();
      await until(() => openDialog(shop), 'the Terms dialog');
      openDialog(shop)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await until(() => !openDialog(shop), 'the dialog to close');
      expect(choice(shop, 'I accept the Terms').checked).to.equal(false);
    });

    it("asks 'Are you sure you want to cancel?' after the first step: No stays, Yes starts over", async () => {
      await choose(shop, '2 Students');
      await tick(shop, 'I agree to');
      button(shop, text.CANCEL).click();
      await until(() => openDialog(shop), 'the question');
      const question = openDialog(shop)!;
      expect(question.querySelector('h2')!.textContent).to.equal(CANCEL_QUESTION);
      expect([...question.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([
        ...text.CANCEL_BUTTONS,
      ]);
      await expectAccessible(shop);

      [...question.querySelectorAll('button')].find((b) => b.textContent === 'No')!.click();
      await until(() => !openDialog(shop), 'the question to close');
      expect(step(shop)).to.equal('Step 2 of 2: Payment Info');
      expect(choice(shop, 'I agree to').checked).to.equal(true);

      button(shop, text.CANCEL).click();
      await until(() => openDialog(shop), 'the question');
      [...openDialog(shop)!.querySelectorAll('button')].find((b) => b.textContent === 'Yes')!.click();
      await until(() => step(shop) === undefined && plans(shop).length === 8, 'the plans again');
      expect(plans(shop).some((li) => li.querySelector('button')?.textContent === text.SELECTED)).to.equal(false);
    });

    it('leaves without asking from the plans: to /account, or to return-to', async () => {
      const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
      try {
        button(shop, text.CANCEL).click();
        await until(() => navigations.seen.length, 'soma-navigate');
        expect(openDialog(shop)).to.equal(null);
        expect(navigations.seen).to.deep.equal([{ to: '/account' }]);
        shop.setAttribute('return-to', '/account/students');
        await wait(20);
        button(shop, text.CANCEL).click();
        await until(() => navigations.seen.length === 2, 'soma-navigate');
        expect(navigations.seen[1]).to.deep.equal({ to: '/account/students' });
      } finally {
        navigations.stop();
      }
    });

    it('shows the card form, from the provider GET /app names, when Credit / Debit is chosen', async () => {
      await choose(shop, '1 Student');
      expect(root(shop).querySelector('[part="payment-card"]')).to.equal(null);
      await tick(shop, 'Credit / Debit');
      await until(() => root(shop).querySelector('[part="payment-card"] input'), 'the card form');
      expect(root(shop).querySelector('input[name="mpesa_phone"]')).to.equal(null);
      await expectAccessible(shop);
    });
  });
});
