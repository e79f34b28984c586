import { expect } from '@open-wc/testing';
import { configure } from '../../../src/config';
import { CARD_MESSAGES } from '../../../src/domain/cardForm';
import { logout, setToken } from '../../../src/stores/session';
import { apiUrl, captureErrors, fakeToken, inSeconds, namespace, reply, requests, reset } from '../support/api';
import { cleanup, expectAccessible, focused, settle } from '../ui/render';
import { control, fill, formMessage, mountCard, until, useProvider } from './helpers';
import { installStripeStub, stripe, stripeScripts } from './stripeStub';

installStripeStub();

const PARTS = [
  ['cardNumber', 'Card number'],
  ['cardExpiry', 'Expiry date'],
  ['cardCvc', 'Security code'],
] as const;

async function stripeCard(props: { disabled?: boolean } = {}) {
  useProvider('stripe', 'pk_test_soma');
  const card = await mountCard(props, '[role="group"]');
  await until(
    () => stripe.elements.length >= 3 && card.shadow.querySelector('[role="status"]') === null,
    'Stripe Elements',
  );
  const box = (label: string) => {
    const group = [...card.shadow.querySelectorAll('[role="group"]')].find(
      (g) => card.shadow.getElementById(g.getAttribute('aria-labelledby')!)!.textContent!.replace('*', '') === label,
    );
    if (!group) throw new Error(`no part labelled ${label}`);
    return group as HTMLElement;
  };
  const messageOf = (label: string) => {
    const ids = box(label).getAttribute('aria-describedby');
    return ids ? card.shadow.getElementById(ids)!.textContent : null;
  };
  return { ...card, box, messageOf, name: control(card.shadow, 'Name on card') };
}

function change(
  type: string,
  state: { complete?: boolean; empty?: boolean; error?: { code: string; message: string } },
) {
  stripe.element(type).emit('change', { elementType: type, empty: false, complete: false, ...state });
}

async function completeCard(card: { name: HTMLInputElement }, name = 'Wanjiru Kamau') {
  for (const [type] of PARTS) change(type, { complete: true });
  await fill(card.name, name);
}

describe('Stripe card field (stubbed Stripe.js)', () => {
  const ns = namespace();
  beforeEach(async () => {
    await reset(ns);
    stripe.reset();
    configure({ api: apiUrl(ns), paths: {}, segments: { card: 'stripe' } });
  });
  afterEach(() => {
    cleanup();
    logout();
  });

  it('takes Stripe from window.Stripe with the key of GET /app, adding no script', async () => {
    await stripeCard();
    expect(stripe.keys).to.deep.equal(['pk_test_soma']);
    expect(stripeScripts()).to.have.length(0);
    expect(stripe.elements.map((element) => element.type)).to.deep.equal(['cardNumber', 'cardExpiry', 'cardCvc']);
    expect(stripe.element('cardNumber').options.showIcon).to.equal(true);
  });

  it("gives Stripe's frames the theme's text colour and font", async () => {
    await stripeCard();
    const base = (stripe.element('cardNumber').options.style as { base: Record<string, string> }).base;
    expect(base.color).to.equal('rgb(29, 39, 49)');
    expect(base.fontSize).to.equal('16px');
    expect(base.fontFamily).to.include('system-ui');
  });

  it('mounts each element in the light DOM of the widget host, shown through a slot in its box', async () => {
    const card = await stripeCard();
    for (const [type, label] of PARTS) {
      const element = stripe.element(type);
      const target = element.target!;
      expect(target.getRootNode()).to.equal(document);
      expect(target.parentElement).to.equal(card.host);
      expect(target.assignedSlot!.getRootNode()).to.equal(card.shadow);
      expect(card.box(label).contains(target.assignedSlot)).to.equal(true);
      const frame = element.frame!.getBoundingClientRect();
      const box = card.box(label).getBoundingClientRect();
      expect(frame.width).to.be.greaterThan(0);
      expect(frame.left).to.be.at.least(box.left);
      expect(frame.right).to.be.at.most(box.right);
      expect(frame.top).to.be.at.least(box.top);
      expect(frame.bottom).to.be.at.most(box.bottom);
    }
  });

  it('labels each part, and a click on a label focuses its element', async () => {
    const card = await stripeCard();
    for (const [type, label] of PARTS) {
      const labelText = card.shadow.getElementById(card.box(label).getAttribute('aria-labelledby')!)! as HTMLElement;
      labelText.click();
      expect(stripe.element(type).focused).to.equal(1);
    }
  });

  it('shows a focus ring on the box of the focused element', async () => {
    const card = await stripeCard();
    stripe.element('cardExpiry').emit('focus');
    await settle();
    expect(card.box('Expiry date').hasAttribute('data-focused')).to.equal(true);
    expect(getComputedStyle(card.box('Expiry date')).outlineStyle).to.equal('solid');
    stripe.element('cardExpiry').emit('blur');
    await settle();
    expect(card.box('Expiry date').hasAttribute('data-focused')).to.equal(false);
  });

  describe("Stripe's errors in the spec's words", () => {
    const cases = [
      [
        'cardNumber',
        'Card number',
        'incomplete_number',
        'Your card number is incomplete.',
        'Your card number is incomplete',
      ],
      [
        'cardExpiry',
        'Expiry date',
        'incomplete_expiry',
        "Your card's expiration date is incomplete.",
        "Your card's expiration date is incomplete",
      ],
      [
        'cardCvc',
        'Security code',
        'incomplete_cvc',
        "Your card's security code is incomplete.",
        "Your card's security code is incomplete",
      ],
      ['cardNumber', 'Card number', 'invalid_number', 'Your card number is invalid.', CARD_MESSAGES.numberInvalid],
      [
        'cardExpiry',
        'Expiry date',
        'invalid_expiry_year_past',
        "Your card's expiration year is in the past.",
        CARD_MESSAGES.expiryPast,
      ],
      [
        'cardExpiry',
        'Expiry date',
        'invalid_expiry_month_past',
        "Your card's expiration date is in the past.",
        CARD_MESSAGES.expiryPast,
      ],
      [
        'cardExpiry',
        'Expiry date',
        'invalid_expiry_year',
        "Your card's expiration year is invalid.",
        CARD_MESSAGES.expiryInvalid,
      ],
      ['cardNumber', 'Card number', 'some_new_code', 'Something Stripe says.', 'Something Stripe says.'],
    ] as const;
    for (const [type, label, code, stripeText, shown] of cases) {
      it(`${code} under ${label}, gone once complete`, async () => {
        const card = await stripeCard();
        change(type, { error: { code, message: stripeText } });
        await settle();
        expect(card.messageOf(label)).to.equal(shown);
        const error = card.shadow.getElementById(card.box(label).getAttribute('aria-describedby')!)!;
        expect(error.getAttribute('role')).to.equal('alert');
        expect(card.box(label).closest('[part="field"]')!.contains(error)).to.equal(true);
        expect(card.box(label).hasAttribute('data-invalid')).to.equal(true);
        change(type, { complete: true });
        await settle();
        expect(card.messageOf(label)).to.equal(null);
        expect(card.box(label).hasAttribute('data-invalid')).to.equal(false);
      });
    }
  });

  describe('presubmit', () => {
    it('with nothing typed: the name and three incomplete parts, focus on the name, nothing sent', async () => {
      const card = await stripeCard();
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: false, message: 'Your name is required' });
      await settle();
      const nameError = card.shadow.getElementById(card.name.getAttribute('aria-describedby')!)!;
      expect(nameError.textContent).to.equal('Your name is required');
      expect(card.messageOf('Card number')).to.equal('Your card number is incomplete');
      expect(card.messageOf('Expiry date')).to.equal("Your card's expiration date is incomplete");
      expect(card.messageOf('Security code')).to.equal("Your card's security code is incomplete");
      expect(focused()).to.equal(card.name);
      expect(await requests(ns)).to.have.length(0);
      expect(stripe.confirmCardSetup).to.have.length(0);
      expect(stripe.createPaymentMethod).to.have.length(0);
    });

    it('with a name and a half-typed expiry: stops there and focuses the expiry element', async () => {
      const card = await stripeCard();
      await fill(card.name, 'Wanjiru Kamau');
      change('cardNumber', { complete: true });
      change('cardExpiry', { complete: false });
      change('cardCvc', { complete: true });
      await settle();
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: false, message: "Your card's expiration date is incomplete" });
      await settle();
      expect(stripe.element('cardExpiry').focused).to.equal(1);
      expect(card.messageOf('Card number')).to.equal(null);
      expect(stripe.confirmCardSetup).to.have.length(0);
    });

    it('signed in: confirms a SetupIntent with the card and the name, answering its payment method', async () => {
      setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
      const card = await stripeCard();
      await completeCard(card, '  Wanjiru Kamau ');
      await reply(ns, { status: 200, body: { secret: 'seti_1_secret_abc' } });
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: true, info: { payment_method_id: 'pm_card_visa' } });
      const sent = await requests(ns);
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /shop/stripe/setup']);
      expect(sent[0].headers.authorization).to.match(/^Bearer /);
      expect(stripe.confirmCardSetup).to.have.length(1);
      const [secret, data] = stripe.confirmCardSetup[0] as [
        string,
        { payment_method: { card: unknown; billing_details: unknown } },
      ];
      expect(secret).to.equal('seti_1_secret_abc');
      expect(data.payment_method.card).to.equal(stripe.element('cardNumber'));
      expect(data.payment_method.billing_details).to.deep.equal({ name: 'Wanjiru Kamau' });
      expect(stripe.createPaymentMethod).to.have.length(0);
    });

    it('reads the payment method id from an expanded SetupIntent too', async () => {
      setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
      stripe.answers.setup = { setupIntent: { id: 'seti_2', payment_method: { id: 'pm_expanded' } } };
      const card = await stripeCard();
      await completeCard(card);
      await reply(ns, { status: 200, body: { secret: 'seti_2_secret' } });
      expect(await card.handle().presubmit()).to.deep.equal({ ok: true, info: { payment_method_id: 'pm_expanded' } });
    });

    it('signed out (sign-up pays before the account exists): creates a payment method, asking no SetupIntent', async () => {
      const card = await stripeCard();
      await completeCard(card);
      const answer = await card.handle().presubmit();
      expect(answer).to.deep.equal({ ok: true, info: { payment_method_id: 'pm_from_card' } });
      expect(await requests(ns)).to.have.length(0);
      const [data] = stripe.createPaymentMethod[0] as [{ type: string; card: unknown; billing_details: unknown }];
      expect(data.type).to.equal('card');
      expect(data.card).to.equal(stripe.element('cardNumber'));
      expect(data.billing_details).to.deep.equal({ name: 'Wanjiru Kamau' });
    });

    it('a declined card: logged, shown under the form, and the submission stops', async () => {
      setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
      stripe.answers.setup = {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      };
      const card = await stripeCard();
      await completeCard(card);
      await reply(ns, { status: 200, body: { secret: 'seti_3_secret' } });
      let answer: unknown;
      const logged = await captureErrors(async () => {
        answer = await card.handle().presubmit();
      });
      expect(answer).to.deep.equal({ ok: false, message: 'Your card was declined.' });
      expect(logged).to.have.length(1);
      expect(JSON.stringify(logged[0])).to.include('card_declined');
      await settle();
      expect(formMessage(card.shadow)).to.equal('Your card was declined.');
    });

    it("an error about one part from confirmation goes under that part, in the spec's words", async () => {
      setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
      stripe.answers.setup = {
        error: {
          type: 'validation_error',
          code: 'incomplete_cvc',
          message: "Your card's security code is incomplete.",
        },
      };
      const card = await stripeCard();
      await completeCard(card);
      await reply(ns, { status: 200, body: { secret: 'seti_4_secret' } });
      await captureErrors(async () => {
        expect(await card.handle().presubmit()).to.deep.equal({ ok: false, message: CARD_MESSAGES.cvc });
      });
      await settle();
      expect(card.messageOf('Security code')).to.equal(CARD_MESSAGES.cvc);
      expect(stripe.element('cardCvc').focused).to.equal(1);
      expect(formMessage(card.shadow)).to.equal(null);
    });

    it('a refused SetupIntent request: its message is shown and Stripe is not asked', async () => {
      setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
      const card = await stripeCard();
      await completeCard(card);
      await reply(ns, { status: 422, body: { message: 'Card payments are not set up.' } });
      expect(await card.handle().presubmit()).to.deep.equal({ ok: false, message: 'Card payments are not set up.' });
      expect(stripe.confirmCardSetup).to.have.length(0);
      await settle();
      expect(formMessage(card.shadow)).to.equal('Card payments are not set up.');
    });

    it('shares one SetupIntent between presubmits made at once', async () => {
      setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
      const card = await stripeCard();
      await completeCard(card);
      await reply(ns, { status: 200, body: { secret: 'seti_5_secret' } });
      const [first, second] = await Promise.all([card.handle().presubmit(), card.handle().presubmit()]);
      expect(first).to.deep.equal(second);
      expect(await requests(ns)).to.have.length(1);
      expect(stripe.confirmCardSetup).to.have.length(1);
    });
  });

  it('locks the elements while disabled', async () => {
    const card = await stripeCard({ disabled: true });
    for (const [type, label] of PARTS) {
      expect(stripe.element(type).options.disabled).to.equal(true);
      expect(card.box(label).hasAttribute('data-disabled')).to.equal(true);
    }
    expect(card.name.disabled).to.equal(true);
  });

  it('destroys its elements and takes its containers out of the page when it goes', async () => {
    const card = await stripeCard();
    const targets = PARTS.map(([type]) => stripe.element(type).target!);
    await card.rerender(<></>);
    expect(PARTS.map(([type]) => stripe.element(type).destroyed)).to.deep.equal([true, true, true]);
    expect(targets.map((target) => target.isConnected)).to.deep.equal([false, false, false]);
    expect(card.host.children).to.have.length(0);
  });

  it('passes axe empty and with every message showing', async () => {
    const card = await stripeCard();
    await expectAccessible(card.host);
    await card.handle().presubmit();
    await settle();
    await expectAccessible(card.host);
  });
});
