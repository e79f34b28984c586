// <soma-plan-shop> says what will really happen, against the reference server (docs/money.md): the
// receipt's own lines, credit kept, a small total carried to the next payment, a cancelled plan that
// still ends unless billing is turned back on, a free trial bought out, and the question whether
// another M-Pesa number becomes the one renewals prompt.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../widgets/plan-shop/define';
import { signup } from '../../../../src/api/app';
import { maskPhone } from '../../../../src/api/phone';
import { getSubscription } from '../../../../src/api/profile';
import { getReceipt, previewUpgrade, type UpgradePreview } from '../../../../src/api/shop';
import type { Order } from '../../../../src/api/structs';
import type { Subscription } from '../../../../src/api/subscription';
import { send } from '../../../../src/client/request';
import { formatDate } from '../../../../src/domain/dates';
import { formatMoney } from '../../../../src/domain/money';
import { SMALL_TOTAL_NOTE } from '../../../../src/domain/smallTotal';
import { loadApp } from '../../../../src/stores/app';
import { $bundles } from '../../../../src/stores/bundles';
import { setToken } from '../../../../src/stores/session';
import * as text from '../../../../widgets/plan-shop/texts';
import {
  checkoutButton,
  choice,
  choose,
  confirmBoth,
  events,
  expectAccessible,
  fillCard,
  freshSettings,
  mountShop,
  type Parent,
  plans,
  requests,
  reset,
  root,
  signIn,
  tick,
  type,
  until,
} from './helpers';

const ksh = (minor: number) => formatMoney(minor, 'Ksh');

async function previewOf(students: number, resume = false): Promise<UpgradePreview> {
  const bundle = $bundles.get()!.find((b) => b.students === students && b.duration === 1)!;
  const answer = await send(previewUpgrade, {
    product_id: bundle.product_id,
    ...(resume ? { resume_billing: true } : {}),
  });
  if (!answer.ok) throw new Error(`no preview: ${JSON.stringify(answer)}`);
  return answer.data;
}

async function plan(): Promise<Subscription> {
  const answer = await send(getSubscription, {});
  if (!answer.ok || !answer.data) throw new Error(`no plan: ${JSON.stringify(answer)}`);
  return answer.data;
}

async function receipt(orderId: number): Promise<Order> {
  const answer = await send(getReceipt, { order_id: orderId });
  if (!answer.ok) throw new Error(`no receipt: ${JSON.stringify(answer)}`);
  return answer.data;
}

const summary = (shop: HTMLElement) => root(shop).querySelector<HTMLElement>('[part="summary"]')!;

/** The summary's money lines as shown, [label, amount], without the total and what follows it. */
function shownLines(shop: HTMLElement): [string, string][] {
  const terms = [...summary(shop).querySelectorAll('[part="lines"] dt')];
  const lines = terms.map((dt) => [dt.textContent!, dt.nextElementSibling!.textContent!] as [string, string]);
  return lines.slice(
    0,
    lines.findIndex(([label]) => label === text.TOTAL),
  );
}

const shownTotal = (shop: HTMLElement) =>
  [...summary(shop).querySelectorAll('[part="lines"] dt')].find((dt) => dt.textContent === text.TOTAL)!
    .nextElementSibling!.textContent;

/** No way of paying is asked for: no method, no M-Pesa number, no card form. */
function asksNoPayment(shop: HTMLElement) {
  expect(root(shop).querySelector('input[name="mpesa_phone"]')).to.equal(null);
  expect(root(shop).querySelector('[part="payment-card"]')).to.equal(null);
  expect(root(shop).querySelector('input[type="radio"]')).to.equal(null);
  expect(root(shop).textContent).to.include(text.NOTHING_TO_PAY);
}

/** Checkout: answers the request the shop sent and the order it answered, once the shop moves on. */
async function checkout(shop: HTMLElement): Promise<{ body: Record<string, unknown>; order: Order }> {
  const sent = requests();
  const completes = events<{ order: Order }>('soma-checkout-complete');
  const navigations = events('soma-navigate', { cancel: true });
  try {
    checkoutButton(shop).click();
    await until(() => navigations.seen.length, 'the shop to move on', 8000);
    const call = sent.seen.find((r) => r.method === 'POST' && /\/shop\/(upgrade|pay)$/.test(r.path))!;
    return { body: JSON.parse(call.body), order: completes.seen[0]!.order };
  } finally {
    sent.restore();
    completes.stop();
    navigations.stop();
  }
}

async function payByCard(shop: HTMLElement) {
  await tick(shop, 'Credit / Debit');
  await fillCard(shop, '4242 4242 4242 4242');
  await confirmBoth(shop);
  return checkout(shop);
}

describe('<soma-plan-shop>: what will really happen', () => {
  before(freshSettings);
  afterEach(reset);

  describe("the receipt's lines", () => {
    it('a change shows the lines its receipt then shows, and charges their total', async () => {
      await signIn({ students: 1, duration: 1 });
      const shop = await mountShop();
      await choose(shop, '3 Students');
      const preview = await previewOf(3);
      expect(preview.lines!.length).to.be.at.least(2);
      expect(shownLines(shop)).to.deep.equal(preview.lines!.map((line) => [line.label, ksh(line.amount)]));
      expect(shownTotal(shop)).to.equal(ksh(preview.adjusted_price));
      const { order } = await payByCard(shop);
      const paid = await receipt(order.order_id);
      expect(paid.status).to.equal('active');
      expect(paid.lines).to.deep.equal(preview.lines);
      expect(paid.total).to.equal(preview.adjusted_price);
    });

    it('a purchase with credit on the account: the plan, the credit spent and the rounding, as on its receipt', async () => {
      const parent = (await executeServerCommand('soma-parent', { balance: -3333 })) as Parent;
      setToken(parent.token);
      const shop = await mountShop();
      await choose(shop, '2 Students');
      const preview = await previewOf(2);
      expect(preview.lines!.map((line) => line.label)).to.deep.equal([
        '2 students, Monthly',
        'Credit on your account',
        'Rounded down to whole shillings',
      ]);
      expect(shownLines(shop)).to.deep.equal(preview.lines!.map((line) => [line.label, ksh(line.amount)]));
      const { order } = await payByCard(shop);
      expect((await receipt(order.order_id)).lines).to.deep.equal(preview.lines);
    });

    it("a visitor, who has no quote, sees the plan's price", async () => {
      const shop = await mountShop();
      await choose(shop, '2 Students');
      const price = $bundles.get()!.find((b) => b.students === 2 && b.duration === 1)!.price;
      expect(shownLines(shop)).to.deep.equal([['2 Students, Monthly', ksh(price)]]);
      expect(shownTotal(shop)).to.equal(ksh(price));
    });
  });

  it('a change to a cheaper plan that comes to Ksh 0 says what stays as credit and asks for no payment', async () => {
    await signIn({ students: 3, duration: 1 });
    const shop = await mountShop();
    await choose(shop, '1 Student');
    const preview = await previewOf(1);
    expect([preview.adjusted_price, preview.charged_now]).to.deep.equal([0, 0]);
    expect(preview.kept_as_credit).to.be.above(0);
    expect(shownTotal(shop)).to.equal(ksh(0));
    expect(shownLines(shop).map(([label]) => label)).to.include('Kept as credit on your account');
    const kept = summary(shop).querySelector('[part~="kept-credit"]')!;
    expect(kept.textContent).to.equal(
      `${ksh(preview.kept_as_credit!)} stays on your account as credit for your next payment.`,
    );
    asksNoPayment(shop);
    await expectAccessible(shop);
    await confirmBoth(shop);
    const { body, order } = await checkout(shop);
    expect(body).to.not.have.property('payment');
    expect(body).to.not.have.property('use_for_renewals');
    const done = await receipt(order.order_id);
    expect([done.status, done.total, done.payment.method]).to.deep.equal(['active', 0, 'none']);
    expect(done.lines).to.deep.equal(preview.lines);
  });

  describe('a cancelled plan changed', () => {
    it('still ends on its date unless billing is turned back on', async () => {
      await signIn({ students: 1, duration: 1, cancelled: true });
      const before = await plan();
      const shop = await mountShop();
      await choose(shop, '2 Students');
      const preview = await previewOf(2);
      expect([preview.stays_cancelled, preview.ends_on, preview.next_billing_date]).to.deep.equal([
        true,
        before.expiry_date,
        null,
      ]);
      expect(summary(shop).querySelector('[part~="stays-cancelled"]')!.textContent).to.equal(
        `Your plan stays cancelled: it still ends on ${formatDate(before.expiry_date!)}.`,
      );
      expect(summary(shop).textContent).to.not.include(text.UPGRADE_NOTE).and.not.include(text.NEXT_BILLING);
      const resume = choice(shop, 'Also turn automatic billing back on');
      expect(resume.checked).to.equal(false);
      await expectAccessible(shop);

      const { body } = await payByCard(shop);
      expect(body).to.not.have.property('resume_billing');
      const after = await plan();
      expect([
        after.students,
        after.cancellation_date !== null,
        after.expiry_date,
        after.next_billing_date,
      ]).to.deep.equal([2, true, before.expiry_date, null]);
    });

    it('ticked, the change turns automatic billing back on, quoted again', async () => {
      await signIn({ students: 1, duration: 1, cancelled: true });
      const shop = await mountShop();
      await choose(shop, '2 Students');
      await tick(shop, 'I agree to');
      const resume = choice(shop, 'Also turn automatic billing back on');
      resume.focus();
      resume.click();
      await until(() => summary(shop).textContent!.includes(text.NEXT_BILLING), 'the quote with billing back on');
      const preview = await previewOf(2, true);
      expect(preview.stays_cancelled).to.equal(false);
      expect(summary(shop).querySelector('[part~="stays-cancelled"]')).to.equal(null);
      expect(shownTotal(shop)).to.equal(ksh(preview.adjusted_price));
      // The box stays where it was, ticked and focused; the total agreed to is agreed to again.
      expect(choice(shop, 'Also turn automatic billing back on')).to.equal(resume);
      expect(resume.checked).to.equal(true);
      expect(root(shop).activeElement).to.equal(resume);
      expect(choice(shop, 'I agree to').checked).to.equal(false);

      const { body } = await payByCard(shop);
      expect(body.resume_billing).to.equal(true);
      const after = await plan();
      expect([after.students, after.cancellation_date]).to.deep.equal([2, null]);
      expect(after.next_billing_date).to.be.a('string');
    });
  });

  describe('a free trial', () => {
    before(async () => {
      await executeServerCommand('soma-settings', { style: 'trial' });
      await loadApp(true);
    });
    after(freshSettings);

    it('can buy every plan, the one of its size too, and is told the trial ends and the total is charged now', async () => {
      const answer = await send(signup, {
        first_name: 'Trial',
        last_name: 'Family',
        email: `trial-${Date.now()}@soma.test`,
        password: 'a-long-password-1',
        password_confirmation: 'a-long-password-1',
      });
      if (!answer.ok) throw new Error(JSON.stringify(answer));
      setToken(answer.data.access_token);
      const trial = await plan();
      expect([trial.trial, trial.students]).to.deep.equal([true, 5]);
      const shop = await mountShop();
      await until(() => plans(shop).every((li) => li.querySelector('button')), 'every plan to be selectable');
      expect(root(shop).textContent).to.not.include(text.CURRENT_PLAN);

      await choose(shop, '5 Students');
      const preview = await previewOf(5);
      const price = $bundles.get()!.find((b) => b.students === 5 && b.duration === 1)!.price;
      expect([preview.ends_trial, preview.credit, preview.adjusted_price]).to.deep.equal([true, 0, price]);
      expect(summary(shop).textContent).to.not.include(text.CURRENT_PLAN).and.not.include(text.UPGRADE_NOTE);
      expect(summary(shop).querySelector('[part~="trial-ends"]')!.textContent).to.equal(
        'Your free trial ends today, and the total is charged now.',
      );
      expect(shownLines(shop)).to.deep.equal([['5 students, Monthly', ksh(price)]]);
      // A purchase, not a change of plan.
      expect(choice(shop, 'I agree to').parentElement!.textContent).to.equal(
        `I agree to pay the total of ${ksh(price)}.*`,
      );
      const { order } = await payByCard(shop);
      expect(order.kind).to.equal('purchase');
      const bought = await plan();
      expect([bought.trial, bought.students, bought.status]).to.deep.equal([false, 5, 'active']);
    });
  });

  describe('the renewals question for an M-Pesa plan', () => {
    let parent: Parent;
    beforeEach(async () => {
      parent = await signIn({ students: 1, duration: 1, paymentMethod: 'mpesa' });
    });

    /** The profile's number as a family types it at home: `0710 421 234`. */
    const atHome = (e164: string) => `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;
    const question = (shop: HTMLElement) =>
      root(shop).querySelector<HTMLInputElement>('input[name="use_for_renewals"]');

    it('is asked once another number than the renewal number is typed, and unticked keeps the renewal number', async () => {
      const renewal = (await plan()).next_charge!.phone!;
      expect(renewal).to.equal(maskPhone(parent.phone_number));
      const shop = await mountShop();
      await choose(shop, '2 Students');
      // The number renewals prompt, prefilled: nothing to ask.
      expect(question(shop)).to.equal(null);
      await type(shop, text.MPESA_PHONE, '0712 345 678');
      await until(() => question(shop), 'the question');
      const box = question(shop)!.closest('[part="field"]')!;
      expect(box.textContent).to.include(text.USE_FOR_RENEWALS).and.include(`Renewal prompts now go to ${renewal}.`);
      expect(question(shop)!.checked).to.equal(false);
      // The same number in another spelling is the same number.
      await type(shop, text.MPESA_PHONE, parent.phone_number.slice(1));
      expect(question(shop)).to.equal(null);
      await type(shop, text.MPESA_PHONE, atHome(parent.phone_number));
      expect(question(shop)).to.equal(null);

      await type(shop, text.MPESA_PHONE, '0712 345 678');
      await until(() => question(shop), 'the question');
      await expectAccessible(shop);
      await confirmBoth(shop);
      // The prompt is answered (paid) a moment later; the shop then moves on.
      const { body } = await checkout(shop);
      expect(body.use_for_renewals).to.equal(false);
      expect(body.payment).to.deep.equal({ method: 'mpesa', info: { phone_number: '0712 345 678' } });
      const after = await plan();
      expect([after.students, after.next_charge!.phone]).to.deep.equal([2, renewal]);
    });

    it('ticked, the number typed becomes the one renewals prompt', async () => {
      const shop = await mountShop();
      await choose(shop, '2 Students');
      await type(shop, text.MPESA_PHONE, '0712 345 678');
      await until(() => question(shop), 'the question');
      await tick(shop, text.USE_FOR_RENEWALS);
      await confirmBoth(shop);
      const { body } = await checkout(shop);
      expect(body.use_for_renewals).to.equal(true);
      const after = await plan();
      expect([after.students, after.next_charge!.phone]).to.deep.equal([2, '0712 *** 678']);
    });
  });
});
