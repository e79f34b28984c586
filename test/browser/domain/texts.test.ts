import { expect } from '@open-wc/testing';
import { PASSWORD_FIELDS } from '../../../src/domain/accountForms';
import { BRAND_FONTS, brandContrastProblems } from '../../../src/domain/brand';
import { CARD_MESSAGES } from '../../../src/domain/cardForm';
import { CARD_KEY_ERRORS } from '../../../src/domain/cardKeys';
import { FOOTER_LINK_ERROR } from '../../../src/domain/footerLink';
import { loginPathError } from '../../../src/domain/loginPaths';
import { GENDER_MESSAGE } from '../../../src/domain/studentForm';
import { deactivateMessage, NO_OPEN_PLAN_TO_ADD, removeMessage } from '../../../src/domain/studentLimit';

/*
 * The English words the rules show, word for word, where the other tests read them only by name:
 * each texts module beside a rule (src/domain/*Texts.ts) has a Kiswahili twin, and the English
 * must stay as it is.
 */
describe('the rules’ English words', () => {
  it('labels the password change fields', () => {
    expect(PASSWORD_FIELDS.map((field) => field.label)).to.deep.equal([
      'Current Password',
      'New Password',
      'New Password Confirmation',
    ]);
  });

  it('names the brand fonts and says which colours lack contrast', () => {
    expect(Object.values(BRAND_FONTS).map((font) => font.label)).to.deep.equal([
      'System (the device’s own)',
      'Humanist sans-serif',
      'Geometric sans-serif',
      'Rounded sans-serif',
      'Serif',
    ]);
    expect(
      brandContrastProblems({ brand_primary: '#ffff00', brand_primary_text: '#ffffff', brand_text: '#999999' }),
    ).to.deep.equal({
      brand_primary_text:
        'The text on the primary colour has a contrast of 1.0:1 against the primary colour; it must be at least 4.5:1 (WCAG AA) to be readable.',
      brand_primary:
        'The primary colour (links and headings) has a contrast of 1.0:1 against the white page; it must be at least 4.5:1 (WCAG AA) to be readable.',
      brand_text:
        'The text colour has a contrast of 2.8:1 against the white page; it must be at least 4.5:1 (WCAG AA) to be readable.',
    });
  });

  it('words the card field’s messages', () => {
    expect(CARD_MESSAGES).to.deep.equal({
      name: 'Your name is required',
      number: 'Your card number is incomplete',
      expiry: "Your card's expiration date is incomplete",
      cvc: "Your card's security code is incomplete",
      numberInvalid: 'Your card number is invalid',
      expiryInvalid: "Your card's expiration date is invalid",
      expiryPast: "Your card's expiration date is in the past",
      cvcInvalid: "Your card's security code is invalid",
    });
  });

  it('words why a card key is refused', () => {
    expect(CARD_KEY_ERRORS.publicMalformed).to.equal(
      'The card public key field must be a publishable key, such as pk_test_... or pk_live_....',
    );
    expect(CARD_KEY_ERRORS.publicIsSecret).to.equal(
      'The card public key field holds a secret key: it would be shown to every visitor. Enter the publishable key (pk_test_... or pk_live_...) here and the secret key below.',
    );
    expect(CARD_KEY_ERRORS.secretMalformed).to.equal(
      'The card secret key field must be a secret key, such as sk_test_..., sk_live_... or a restricted rk_ key.',
    );
    expect(CARD_KEY_ERRORS.secretIsPublic).to.equal(
      'The card secret key field holds a publishable key (pk_...). Enter the secret key (sk_... or rk_...) here.',
    );
    expect(CARD_KEY_ERRORS.webhookMalformed).to.equal(
      'The card webhook secret field must be a webhook signing secret, such as whsec_....',
    );
    expect(CARD_KEY_ERRORS.unreachable).to.equal(
      'Stripe could not be reached to check this key; nothing was changed. Try again once the server can reach Stripe.',
    );
  });

  it('words why a login path or a footer link is refused', () => {
    expect(FOOTER_LINK_ERROR).to.equal(
      'The sidebar footer url field must be an https URL or a path starting with a slash.',
    );
    expect(loginPathError('/')).to.equal(
      "The alternate login url field must differ from the other login page's address, /.",
    );
    expect(loginPathError('x y')).to.equal(
      'The alternate login url field must be a path of letters, digits, dashes and underscores starting with a slash, such as /student.',
    );
    expect(loginPathError('/home', 'student login url')).to.equal(
      'The student login url field cannot be /home: the portal uses that address for another page, so nobody could log in there.',
    );
  });

  it('words the student rules’ messages', () => {
    expect(GENDER_MESSAGE).to.equal('The gender field must be one of Male, Female, Prefer not to Say.');
    expect(NO_OPEN_PLAN_TO_ADD).to.equal('You need an active plan to add students.');
    expect(deactivateMessage(2)).to.equal(
      'You have too many students. Please deactivate 2 student(s) or upgrade your plan',
    );
    expect(removeMessage(1)).to.equal(
      'You have too many students. Please remove 1 student(s) or upgrade your account.',
    );
  });
});
