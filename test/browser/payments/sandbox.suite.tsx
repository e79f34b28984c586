import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { configure } from '../../../src/config';
import { CARD_MESSAGES } from '../../../src/domain/cardForm';
import { apiUrl, captureErrors, namespace, reply, requests, reset } from '../support/api';
import { cleanup, expectAccessible, focused, settle } from '../ui/render';
import { control, errorOf, fill, formMessage, leave, mountCard, useProvider } from './helpers';

const VISA = '4242 4242 4242 4242';
const LATER = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const PAST = '01 / 20';

async function sandbox() {
  useProvider('sandbox');
  const card = await mountCard();
  const { shadow } = card;
  const name = control(shadow, 'Name on card');
  const number = control(shadow, 'Card number');
  const expiry = control(shadow, 'Expiry date');
  const cvc = control(shadow, 'Security code');
  return { ...card, name, number, expiry, cvc };
}

async function complete(card: Awaited<ReturnType<typeof sandbox>>) {
  await fill(card.name, 'Wanjiru Kamau');
  await fill(card.number, VISA);
  await fill(card.expiry, LATER);
  await fill(card.cvc, '123');
}

describe('sandbox card field', () => {
  const ns = namespace();
  beforeEach(async () => {
    await reset(ns);
    configure({ api: apiUrl(ns), paths: {}, segments: {} });
  });
  afterEach(cleanup);

  describe('labels and keyboard', () => {
    it('labels every part, marks them required and offers card autofill', async () => {
      const { name, number, expiry, cvc } = await sandbox();
      expect([name, number, expiry, cvc].map((input) => input.required)).to.deep.equal([true, true, true, true]);
      expect([name, number, expiry, cvc].map((input) => input.autocomplete)).to.deep.equal([
        'cc-name',
        'cc-number',
        'cc-exp',
        'cc-csc',
      ]);
      expect([number, expiry, cvc].map((input) => input.inputMode)).to.deep.equal(['numeric', 'numeric', 'numeric']);
      expect(expiry.placeholder).to.equal('MM / YY');
    });

    it('is filled from the keyboard alone, Tab moving through name, number, expiry and code', async () => {
      const { name, number, expiry, cvc } = await sandbox();
      name.focus();
      await sendKeys({ type: 'Amina Otieno' });
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(number);
      await sendKeys({ type: '4242424242424242' });
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(expiry);
      await sendKeys({ type: '1240' });
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(cvc);
      await sendKeys({ type: '12345' });
      expect([name.value, number.value, expiry.value, cvc.value]).to.deep.equal([
        'Amina Otieno',
        VISA,
        '12 / 40',
        '123',
      ]);
    });

    it('keeps the caret where it was when a digit goes into the middle of the number', async () => {
      const { number } = await sandbox();
      number.focus();
      await sendKeys({ type: '42424242' });
      number.setSelectionRange(2, 2);
      await sendKeys({ type: '9' });
      expect(number.value).to.equal('4294 2424 2');
      expect(number.selectionStart).to.equal(3);
    });
  });

  describe('typing', () => {
    it('groups the number as printed and names the brand', async () => {
      const { shadow, number } = await sandbox();
      await fill(number, '42424242x4242-4242 99');
      expect(number.value).to.equal(VISA);
      const hint = shadow.getElementById(number.getAttribute('aria-describedby')!.split(' ')[0])!;
      expect(hint.textContent).to.equal('Visa');
      await fill(number, '378282246310005');
      expect(number.value).to.equal('3782 822463 10005');
      expect(shadow.getElementById(number.getAttribute('aria-describedby')!.split(' ')[0])!.textContent).to.equal(
        'American Express',
      );
    });

    it('shows no brand before the digits tell', async () => {
      const { number } = await sandbox();
      await fill(number, '9');
      expect(number.hasAttribute('aria-describedby')).to.equal(false);
    });

    it('writes the expiry as MM / YY and the code as digits of the brand length', async () => {
      const { number, expiry, cvc } = await sandbox();
      await fill(expiry, '1228');
      expect(expiry.value).to.equal('12 / 28');
      await fill(expiry, '4');
      expect(expiry.value).to.equal('04');
      await fill(cvc, '1a2345');
      expect(cvc.value).to.equal('123');
      await fill(number, '3782 822463 10005');
      await fill(cvc, '12345');
      expect(cvc.value).to.equal('1234');
    });
  });

  describe('messages', () => {
    it('says nothing about a field left empty until submission', async () => {
      const { shadow, name, number } = await sandbox();
      name.focus();
      await leave(name);
      await leave(number);
      expect(errorOf(shadow, name)).to.equal(null);
      expect(errorOf(shadow, number)).to.equal(null);
    });

    it('requires the name, and accepts any name', async () => {
      const card = await sandbox();
      await card.handle().presubmit();
      await settle();
      expect(errorOf(card.shadow, card.name)).to.equal(CARD_MESSAGES.name);
      expect(card.name.getAttribute('aria-invalid')).to.equal('true');
      await fill(card.name, '   ');
      await leave(card.name);
      expect(errorOf(card.shadow, card.name)).to.equal('Your name is required');
      await fill(card.name, 'Wanjiru Kamau');
      expect(errorOf(card.shadow, card.name)).to.equal(null);
      expect(card.name.hasAttribute('aria-invalid')).to.equal(false);
    });

    it('calls the number incomplete when empty or short, and complete at sixteen good digits', async () => {
      const card = await sandbox();
      await card.handle().presubmit();
      expect(errorOf(card.shadow, card.number)).to.equal('Your card number is incomplete');
      await fill(card.number, '4242 4242 4242');
      expect(errorOf(card.shadow, card.number)).to.equal('Your card number is incomplete');
      await fill(card.number, VISA);
      expect(errorOf(card.shadow, card.number)).to.equal(null);
    });

    it('shows the incomplete number as soon as the field is left half typed', async () => {
      const card = await sandbox();
      await fill(card.number, '4242');
      expect(errorOf(card.shadow, card.number)).to.equal(null);
      await leave(card.number);
      expect(errorOf(card.shadow, card.number)).to.equal(CARD_MESSAGES.number);
      expect(card.number.getAttribute('aria-invalid')).to.equal('true');
    });

    it('refuses a number that fails the Luhn check', async () => {
      const card = await sandbox();
      await fill(card.number, '4242 4242 4242 4241');
      await leave(card.number);
      expect(errorOf(card.shadow, card.number)).to.equal(CARD_MESSAGES.numberInvalid);
      await fill(card.number, '4000 0000 0000 0002');
      expect(errorOf(card.shadow, card.number)).to.equal(null);
    });

    it('calls the expiry incomplete when empty or partial, refuses a past or impossible date, accepts a later one', async () => {
      const card = await sandbox();
      await card.handle().presubmit();
      expect(errorOf(card.shadow, card.expiry)).to.equal("Your card's expiration date is incomplete");
      await fill(card.expiry, '12 / 2');
      expect(errorOf(card.shadow, card.expiry)).to.equal(CARD_MESSAGES.expiry);
      await fill(card.expiry, PAST);
      expect(errorOf(card.shadow, card.expiry)).to.equal(CARD_MESSAGES.expiryPast);
      await fill(card.expiry, '13 / 40');
      expect(errorOf(card.shadow, card.expiry)).to.equal(CARD_MESSAGES.expiryInvalid);
      await fill(card.expiry, LATER);
      expect(errorOf(card.shadow, card.expiry)).to.equal(null);
    });

    it('accepts the current month, which has not ended yet', async () => {
      const card = await sandbox();
      const now = new Date();
      await fill(
        card.expiry,
        `${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getFullYear() % 100).padStart(2, '0')}`,
      );
      await leave(card.expiry);
      expect(errorOf(card.shadow, card.expiry)).to.equal(null);
    });

    it('calls the security code incomplete until it has the digits of the brand', async () => {
      const card = await sandbox();
      await card.handle().presubmit();
      expect(errorOf(card.shadow, card.cvc)).to.equal("Your card's security code is incomplete");
      await fill(card.cvc, '12');
      expect(errorOf(card.shadow, card.cvc)).to.equal(CARD_MESSAGES.cvc);
      await fill(card.cvc, '123');
      expect(errorOf(card.shadow, card.cvc)).to.equal(null);
      await fill(card.number, '3782 822463 10005');
      expect(errorOf(card.shadow, card.cvc)).to.equal(CARD_MESSAGES.cvc);
      await fill(card.cvc, '1234');
      expect(errorOf(card.shadow, card.cvc)).to.equal(null);
    });

    it('puts each message under its own field', async () => {
      const card = await sandbox();
      await card.handle().presubmit();
      for (const input of [card.name, card.number, card.expiry, card.cvc]) {
        const error = card.shadow.getElementById(input.getAttribute('aria-describedby')!)!;
        expect(input.closest('[part="field"]')!.contains(error)).to.equal(true);
        expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      }
    });
  });

  describe('presubmit', () => {
    it('stops at the first problem: nothing is sent, the answer is an error and focus goes to the field', async () => {
      const card = await sandbox();
      await fill(card.name, 'Wanjiru Kamau');
      await fill(card.number, VISA);
      await fill(card.expiry, PAST);
      await fill(card.cvc, '123');
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: false, message: CARD_MESSAGES.expiryPast });
      await settle();
      expect(focused()).to.equal(card.expiry);
      expect(await requests(ns)).to.have.length(0);
    });

    it('answers the payment method id for a complete card, sending the card only to the sandbox endpoint', async () => {
      const card = await sandbox();
      await complete(card);
      await reply(ns, { status: 200, body: { id: 'pm_sandbox_1', brand: 'visa', last4: '4242' } });
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: true, info: { payment_method_id: 'pm_sandbox_1' } });
      const sent = await requests(ns);
      expect(sent).to.have.length(1);
      expect(sent[0].method).to.equal('POST');
      expect(sent[0].path).to.equal('/shop/sandbox/payment_methods');
      const year = 2000 + Number(LATER.slice(-2));
      expect(JSON.parse(sent[0].body)).to.deep.equal({
        number: '4242424242424242',
        exp_month: 12,
        exp_year: year,
        cvc: '123',
        name: 'Wanjiru Kamau',
      });
      const kept = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie;
      expect(kept).to.not.include('4242424242424242');
    });

    it('shares one request between presubmits made at once', async () => {
      const card = await sandbox();
      await complete(card);
      await reply(ns, { status: 200, body: { id: 'pm_once', brand: 'visa', last4: '4242' } });
      const [first, second] = await Promise.all([card.handle().presubmit(), card.handle().presubmit()]);
      expect(first).to.deep.equal(second);
      expect(await requests(ns)).to.have.length(1);
    });

    it("shows the endpoint's field errors under their fields and stops", async () => {
      const card = await sandbox();
      await complete(card);
      await reply(ns, {
        status: 422,
        body: { message: 'Your card was declined.', errors: { number: ['Your card was declined.'] } },
      });
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: false, message: 'Your card was declined.' });
      await settle();
      expect(errorOf(card.shadow, card.number)).to.equal('Your card was declined.');
      expect(focused()).to.equal(card.number);
      await fill(card.number, '4000 0000 0000 0077');
      expect(errorOf(card.shadow, card.number)).to.equal(null);
    });

    it("places the expiry fields' errors under the expiry", async () => {
      const card = await sandbox();
      await complete(card);
      await reply(ns, {
        status: 422,
        body: { message: 'Bad', errors: { exp_year: ['The exp year field must be at least 2000.'] } },
      });
      await card.handle().presubmit();
      await settle();
      expect(errorOf(card.shadow, card.expiry)).to.equal('The exp year field must be at least 2000.');
    });

    it("shows the endpoint's message under the form when no field is named", async () => {
      const card = await sandbox();
      await complete(card);
      await reply(ns, { status: 422, body: { message: 'Your card was declined.' } });
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: false, message: 'Your card was declined.' });
      await settle();
      expect(formMessage(card.shadow)).to.equal('Your card was declined.');
      expect(card.shadow.querySelector('[part="payment-card"] > [part="alert"]')!.getAttribute('role')).to.equal(
        'alert',
      );
    });

    it('says the card could not be checked when the endpoint fails, and logs it', async () => {
      const card = await sandbox();
      await complete(card);
      await reply(ns, { status: 500, body: { message: 'Server Error' } });
      let answer: unknown;
      const logged = await captureErrors(async () => {
        answer = await card.handle().presubmit();
      });
      expect(answer).to.deep.equal({ ok: false, message: 'Your card could not be checked. Please try again.' });
      expect(logged).to.have.length(1);
      await settle();
      expect(formMessage(card.shadow)).to.equal('Your card could not be checked. Please try again.');
    });

    it('clears the message under the form at the next attempt', async () => {
      const card = await sandbox();
      await complete(card);
      await reply(ns, { status: 422, body: { message: 'Your card was declined.' } });
      await card.handle().presubmit();
      await reply(ns, { status: 200, body: { id: 'pm_2', brand: 'visa', last4: '4242' } });
      expect((await card.handle().presubmit()).ok).to.equal(true);
      await settle();
      expect(formMessage(card.shadow)).to.equal(null);
    });
  });

  it('is locked while disabled', async () => {
    useProvider('sandbox');
    const card = await mountCard({ disabled: true });
    expect([...card.shadow.querySelectorAll('input')].every((input) => input.disabled)).to.equal(true);
  });

  it('focuses the name through its handle', async () => {
    const card = await sandbox();
    card.handle().focus();
    expect(focused()).to.equal(card.name);
  });

  it('passes axe empty, typed and with every message showing', async () => {
    const card = await sandbox();
    await expectAccessible(card.host);
    await fill(card.number, '4242');
    await expectAccessible(card.host);
    await card.handle().presubmit();
    await settle();
    await expectAccessible(card.host);
  });
});
