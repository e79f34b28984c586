import { expect } from '@open-wc/testing';
import '../../../../widgets/plan-shop/define';
import '../../../../widgets/account/define';
import { pay } from '../../../../src/api/shop';
import { send } from '../../../../src/client/request';
import { $lastOrder } from '../../../../src/realtime';
import { $bundles, loadBundles } from '../../../../src/stores/bundles';
import { $session, TOKEN_KEY } from '../../../../src/stores/session';
import * as text from '../../../../widgets/plan-shop/texts';
import {
  button,
  checkoutButton,
  choice,
  choose,
  confirmBoth,
  errorOf,
  events,
  expectAccessible,
  fillCard,
  freshSettings,
  message,
  mountAccount,
  mountShop,
  receiptTitle,
  reset,
  root,
  signIn,
  step,
  tick,
  type,
  until,
} from './helpers';

type Complete = { kind: string; order: { order_id: number; status: string } };

let sequence = 0;
const person = () => ({
  'First Name': 'Achieng',
  'Last Name': 'Odhiambo',
  Email: `visitor-${Date.now()}-${(sequence += 1)}@soma.test`,
  Password: 'a-long-password-1',
  'Password Confirmation': 'a-long-password-1',
});

async function fillAccount(shop: HTMLElement, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await type(shop, label, value);
}

async function toAccountStep(shop: HTMLElement): Promise<void> {
  button(shop, text.PROCEED).click();
  await until(() => step(shop) === 'Step 3 of 3: Account Info', 'the account step');
}

describe('<soma-plan-shop>: a visitor signs up with a plan', () => {
  before(freshSettings);
  afterEach(reset);

  it('has three steps; the payment step asks for the M-Pesa number before leading on', async () => {
    const shop = await mountShop();
    await choose(shop, '2 Students');
    expect(step(shop)).to.equal('Step 2 of 3: Payment Info');
    expect(choice(shop, 'M-Pesa').checked).to.equal(true);
    expect(root(shop).querySelector<HTMLInputElement>('input[name="mpesa_phone"]')!.value).to.equal('');
    expect(() => checkoutButton(shop)).to.throw();
    button(shop, text.PROCEED).click();
    await until(() => errorOf(shop, text.MPESA_PHONE), 'the phone error');
    expect(errorOf(shop, text.MPESA_PHONE)).to.equal('The M-Pesa phone number field is required.');
    expect(step(shop)).to.equal('Step 2 of 3: Payment Info');
    await expectAccessible(shop);

    await type(shop, text.MPESA_PHONE, '0712 345 678');
    await toAccountStep(shop);
    const labels = [...root(shop).querySelectorAll('form label')].map((l) => l.textContent);
    expect(labels).to.include.members([
      'First Name*',
      'Last Name*',
      'Email*',
      'Phone Number',
      'Region',
      'Password*',
      'Password Confirmation*',
    ]);
    expect(checkoutButton(shop, 'Sign Up').disabled).to.equal(true);
    await expectAccessible(shop);

    button(shop, text.BACK).click();
    await until(() => step(shop) === 'Step 2 of 3: Payment Info', 'the payment step again');
    expect(root(shop).querySelector<HTMLInputElement>('input[name="mpesa_phone"]')!.value).to.equal('0712 345 678');
  });

  it('Enter in the M-Pesa number leads on, as Proceed does', async () => {
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await type(shop, text.MPESA_PHONE, '0712 345 678');
    root(shop).querySelector('form')!.requestSubmit();
    await until(() => step(shop) === 'Step 3 of 3: Account Info', 'the account step');
  });

  it('pays by M-Pesa: the shop shows the prompt sent to the number for the total, and moves on to the receipt only once it is paid', async () => {
    const shop = await mountShop();
    await choose(shop, '2 Students');
    await type(shop, text.MPESA_PHONE, '0712 345 678');
    await toAccountStep(shop);
    await fillAccount(shop, person());
    await confirmBoth(shop);
    expect(choice(shop, 'I agree to').parentElement!.textContent).to.equal('I agree to pay the total of Ksh 900.*');

    const completes = events<Complete>('soma-checkout-complete');
    const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
    try {
      checkoutButton(shop, 'Sign Up').click();
      await until(() => root(shop).querySelector('[part="mpesa-prompt"]'), 'the prompt', 8000);
      const prompt = root(shop).querySelector('[part="mpesa-prompt"]')!;
      expect(prompt.textContent).to.include('We sent an M-Pesa prompt to 0712 *** 678 for Ksh 900.');
      expect(prompt.textContent).to.include('Enter your M-Pesa PIN on your phone to approve the payment.');
      expect(prompt.querySelector('[part="mpesa-time"]')!.textContent).to.match(
        /^Time left: 0:0[0-3]$|^Waiting for M-Pesa to confirm the payment\.\.\.$/,
      );
      expect(navigations.seen, 'nothing says the plan is bought while the prompt waits').to.deep.equal([]);
      await expectAccessible(shop);
      await until(() => navigations.seen.length, 'the receipt', 8000);
    } finally {
      completes.stop();
      navigations.stop();
    }
    const { kind, order } = completes.seen[0];
    expect(kind).to.equal('signup');
    expect(order.status).to.equal('pending_payment');
    expect(navigations.seen[0].to).to.equal(`/account/receipt/${order.order_id}`);
    expect($session.get()).to.not.equal(null);
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal($session.get()!.token);
    const account = await mountAccount(navigations.seen[0].to);
    await until(() => receiptTitle(account) === 'Payment Complete', 'the paid receipt');
  });

  it('on a receipt, watches an M-Pesa payment turn from pending to complete without reloading', async () => {
    const parent = await signIn();
    await loadBundles();
    const bundle = $bundles.get()!.find((b) => b.students === 2 && b.duration === 1)!;
    const answer = await send(
      pay,
      { bundle: bundle.product_id, payment: { method: 'mpesa', info: { phone_number: '0712 345 678' } } },
      { idempotencyKey: `receipt-${Math.random()}` },
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    const order = answer.data;
    expect(order.status).to.equal('pending_payment');
    expect(parent.user.id).to.be.a('number');

    const titles: string[] = [];
    const account = document.createElement('soma-account');
    account.setAttribute('start', `/account/receipt/${order.order_id}`);
    const record = () => {
      const now = receiptTitle(account);
      if (now && titles.at(-1) !== now) titles.push(now);
    };
    const observer = new MutationObserver(record);
    document.body.append(account);
    await until(() => account.shadowRoot, 'the shadow root');
    observer.observe(account.shadowRoot!, { subtree: true, childList: true, characterData: true });
    try {
      await until(() => receiptTitle(account), 'the receipt');
      record();
      expect(titles[0]).to.equal('Pending Payment');
      expect(root(account).textContent).to.include('We sent an M-Pesa prompt to 0712 *** 678 for Ksh 900.');
      await expectAccessible(account);
      await until(() => receiptTitle(account) === 'Payment Complete', 'the payment to complete', 8000);
    } finally {
      observer.disconnect();
    }
    expect(titles).to.deep.equal(['Pending Payment', 'Payment Complete']);
    // The change came over the live channel: the event's order is the one on screen.
    await until(() => $lastOrder.get()?.order_id === order.order_id, 'the live event');
    expect($lastOrder.get()!.status).to.equal('active');
  });

  it('pays by card: the card is checked when leaving its step', async () => {
    const shop = await mountShop();
    await choose(shop, '1 Student', 'Yearly');
    await tick(shop, 'Credit / Debit');
    await until(() => root(shop).querySelector('[part="payment-card"] input'), 'the card form');
    button(shop, text.PROCEED).click();
    await until(() => root(shop).querySelector('[part="payment-card"] [part="error"]'), 'the card errors');
    expect(step(shop)).to.equal('Step 2 of 3: Payment Info');

    await fillCard(shop, '4242 4242 4242 4242');
    await toAccountStep(shop);
    await fillAccount(shop, person());
    await confirmBoth(shop);
    const completes = events<Complete>('soma-checkout-complete');
    const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
    try {
      checkoutButton(shop, 'Sign Up').click();
      await until(() => navigations.seen.length, 'the receipt', 8000);
    } finally {
      completes.stop();
      navigations.stop();
    }
    expect(completes.seen[0].order.status).to.equal('active');
    const account = await mountAccount(navigations.seen[0].to);
    await until(() => receiptTitle(account) === 'Payment Complete', 'the receipt');
  });

  it('keeps the visitor on the account step with the errors under their fields and the message under the form', async () => {
    const taken = await signIn();
    reset();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await type(shop, text.MPESA_PHONE, '0712 345 678');
    await toAccountStep(shop);
    await fillAccount(shop, { ...person(), Email: taken.email });
    await confirmBoth(shop);
    const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
    try {
      checkoutButton(shop, 'Sign Up').click();
      await until(() => errorOf(shop, 'Email'), 'the email error');
      expect(errorOf(shop, 'Email')).to.equal('The email has already been taken.');
      expect(message(shop)).to.equal('The email has already been taken.');
      expect(step(shop)).to.equal('Step 3 of 3: Account Info');
      expect(navigations.seen).to.deep.equal([]);
      expect($session.get()).to.equal(null);
      expect(checkoutButton(shop, 'Sign Up').disabled).to.equal(false);
      await until(
        () => root(shop).activeElement === root(shop).querySelector('input[name="email"]'),
        'focus on the email',
      );
      await expectAccessible(shop);
    } finally {
      navigations.stop();
    }
  });

  it('checks the required account fields before asking the server', async () => {
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await type(shop, text.MPESA_PHONE, '0712 345 678');
    await toAccountStep(shop);
    await confirmBoth(shop);
    checkoutButton(shop, 'Sign Up').click();
    await until(() => errorOf(shop, 'First Name'), 'the errors');
    expect(errorOf(shop, 'First Name')).to.equal('The first name field is required.');
    expect(errorOf(shop, 'Password Confirmation')).to.equal('The password confirmation field is required.');
    expect(errorOf(shop, 'Phone Number')).to.equal(undefined);
    expect(message(shop)).to.match(/^The first name field is required\. \(and \d+ more errors\)$/);
  });
});
