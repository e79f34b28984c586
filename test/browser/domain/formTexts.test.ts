import { expect } from '@open-wc/testing';
import {
  EMPTY_SIGNUP,
  REGION_LOADING,
  REGION_UNSPECIFIED,
  SIGNUP_INPUTS,
  signupFields,
} from '../../../src/domain/accountForms';
import {
  BALANCE_CREDIT_LABEL,
  BALANCE_OWING_LABEL,
  CREDIT_LABEL,
  DECLINED_MESSAGE,
  MPESA_NOT_COMPLETED,
  RETRY_LABEL,
  ROUNDING_LABEL,
  SURPLUS_LABEL,
} from '../../../src/domain/receipt';
import { receiptView } from '../../../src/domain/receiptView';

// The forms' and the receipt's words and browser hints as literals: rewording one fails here.
describe('the sign-up form', () => {
  it('starts blank in every field', () => {
    expect(EMPTY_SIGNUP).to.deep.equal({
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      region: '',
      password: '',
      password_confirmation: '',
    });
  });

  it('tells the browser what each field is, for the keyboard and autofill', () => {
    expect(SIGNUP_INPUTS).to.deep.equal({
      first_name: { autoComplete: 'given-name' },
      last_name: { autoComplete: 'family-name' },
      email: { type: 'email', autoComplete: 'email' },
      phone_number: { type: 'tel', autoComplete: 'tel' },
      password: { type: 'password', autoComplete: 'new-password' },
      password_confirmation: { type: 'password', autoComplete: 'new-password' },
    });
  });

  it('labels its fields, the required contact first', () => {
    expect(signupFields('phone_number').map((field) => [field.label, field.required])).to.deep.equal([
      ['First Name', true],
      ['Last Name', true],
      ['Phone Number', true],
      ['Email', false],
      ['Region', false],
      ['Password', true],
      ['Password Confirmation', true],
    ]);
    expect([REGION_UNSPECIFIED, REGION_LOADING]).to.deep.equal(['Unspecified', 'Loading...']);
  });
});

describe("the receipt's words", () => {
  it('names each money line and the retry', () => {
    expect([
      CREDIT_LABEL,
      BALANCE_CREDIT_LABEL,
      BALANCE_OWING_LABEL,
      SURPLUS_LABEL,
      ROUNDING_LABEL,
      RETRY_LABEL,
    ]).to.deep.equal([
      'Credit for the unused part of your current plan',
      'Credit on your account',
      'Owing from earlier payments',
      'Kept as credit on your account',
      'Rounded down to whole shillings',
      'Update & Retry',
    ]);
  });

  it('heads each status', () => {
    expect(receiptView('pending_payment')).to.deep.equal({
      title: 'Pending Payment',
      text: 'Your purchase is being processed',
      retry: false,
    });
    expect(receiptView('active')).to.deep.equal({ title: 'Payment Complete', text: null, retry: false });
    expect(receiptView('failed', 'card')).to.deep.equal({
      title: 'Payment Failed',
      text: 'Your card was declined. Please enter a different card below.',
      retry: true,
    });
    expect(receiptView('failed_declined', 'mpesa')).to.deep.equal({
      title: 'Payment Failed',
      text: 'Your M-Pesa payment was not completed.',
      retry: true,
    });
    expect([DECLINED_MESSAGE, MPESA_NOT_COMPLETED]).to.deep.equal([
      'Your card was declined. Please enter a different card below.',
      'Your M-Pesa payment was not completed.',
    ]);
    expect(receiptView('expired')).to.equal(null);
  });
});
