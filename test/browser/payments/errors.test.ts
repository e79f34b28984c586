import { expect } from '@open-wc/testing';
import { CARD_MESSAGES } from '../../../src/domain/cardForm';
import { partErrors } from '../../../src/payments/sandbox/serverErrors';
import { placeStripeError } from '../../../src/payments/stripe/errors';

describe('card errors', () => {
  it("puts Stripe's part errors under their part in the spec's words", () => {
    expect(
      placeStripeError({ code: 'incomplete_number', message: 'Your card number is incomplete.' }, 'x'),
    ).to.deep.equal({
      part: 'number',
      message: CARD_MESSAGES.number,
    });
    expect(placeStripeError({ code: 'incomplete_expiry' }, 'x')).to.deep.equal({
      part: 'expiry',
      message: CARD_MESSAGES.expiry,
    });
    expect(placeStripeError({ code: 'incomplete_cvc' }, 'x')).to.deep.equal({
      part: 'cvc',
      message: CARD_MESSAGES.cvc,
    });
  });

  it("keeps the issuer's own words for what only the issuer knows, under the part it concerns", () => {
    expect(
      placeStripeError({ code: 'incorrect_cvc', message: "Your card's security code is incorrect." }, 'x'),
    ).to.deep.equal({
      part: 'cvc',
      message: "Your card's security code is incorrect.",
    });
    expect(placeStripeError({ code: 'expired_card', message: 'Your card has expired.' }, 'x').part).to.equal('expiry');
  });

  it('leaves anything else to the whole form, with a fallback when Stripe gives no message', () => {
    expect(placeStripeError({ code: 'card_declined', message: 'Your card was declined.' }, 'x')).to.deep.equal({
      message: 'Your card was declined.',
    });
    expect(placeStripeError({}, 'Fallback')).to.deep.equal({ message: 'Fallback' });
  });

  it("places the sandbox endpoint's field errors by part, expiry taking both of its fields", () => {
    expect(
      partErrors({
        number: ['Bad number'],
        exp_month: ['Bad month'],
        exp_year: ['Bad year'],
        cvc: [],
        name: ['No name'],
        other: ['x'],
      }),
    ).to.deep.equal({ number: 'Bad number', expiry: 'Bad month', name: 'No name' });
  });
});
