import { expect } from '@open-wc/testing';
import {
  EMPTY_SIGNUP,
  SIGNUP_INPUTS,
  signupAccount,
  PASSWORD_FIELDS,
  PASSWORD_UPDATED,
  REGION_LOADING,
  REGION_UNSPECIFIED,
  regionPlaceholder,
  signupFields,
  validatePasswordChange,
  validateSignup,
} from '../../../src/domain/accountForms';

describe('password change', () => {
  const full = { current_password: 'old', new_password: 'new-secret', new_password_confirmation: 'new-secret' };

  it('requires all three fields', () => {
    expect(PASSWORD_FIELDS.map((f) => f.name)).to.deep.equal([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
    expect(PASSWORD_FIELDS.every((f) => f.required)).to.equal(true);
    expect(validatePasswordChange(full)).to.deep.equal({});
    expect(validatePasswordChange({})).to.deep.equal({
      current_password: ['The current password field is required.'],
      new_password: ['The new password field is required.'],
      new_password_confirmation: ['The new password confirmation field is required.'],
    });
    for (const name of Object.keys(full)) {
      expect(Object.keys(validatePasswordChange({ ...full, [name]: '' })), name).to.deep.equal([name]);
    }
  });

  it('has the success text', () => {
    expect(PASSWORD_UPDATED).to.equal('Your password has been successfully updated');
  });
});

describe('sign-up fields', () => {
  it('lists email first and required when email is required', () => {
    expect(signupFields('email').map((f) => [f.name, f.required])).to.deep.equal([
      ['first_name', true],
      ['last_name', true],
      ['email', true],
      ['phone_number', false],
      ['region', false],
      ['password', true],
      ['password_confirmation', true],
    ]);
  });

  it('lists the phone first and required when the phone is required', () => {
    expect(signupFields('phone_number').map((f) => [f.name, f.required])).to.deep.equal([
      ['first_name', true],
      ['last_name', true],
      ['phone_number', true],
      ['email', false],
      ['region', false],
      ['password', true],
      ['password_confirmation', true],
    ]);
  });

  const base = { first_name: 'Jane', last_name: 'Doe', password: 'secret', password_confirmation: 'secret' };

  it('validates the required contact only', () => {
    expect(validateSignup({ ...base, email: 'jane@example.com' }, 'email')).to.deep.equal({});
    expect(validateSignup({ ...base, phone_number: '0712345678' }, 'email')).to.deep.equal({
      email: ['The email field is required.'],
    });
    expect(validateSignup({ ...base, phone_number: '0712345678' }, 'phone_number')).to.deep.equal({});
    expect(validateSignup({ ...base, email: 'jane@example.com' }, 'phone_number')).to.deep.equal({
      phone_number: ['The phone number field is required.'],
    });
  });

  it('reports every missing required field', () => {
    expect(Object.keys(validateSignup({}, 'email'))).to.deep.equal([
      'first_name',
      'last_name',
      'email',
      'password',
      'password_confirmation',
    ]);
  });

  it('shows the region placeholder', () => {
    expect(regionPlaceholder(false)).to.equal('Unspecified');
    expect(regionPlaceholder(true)).to.equal('Loading...');
    expect(REGION_UNSPECIFIED).to.equal('Unspecified');
    expect(REGION_LOADING).to.equal('Loading...');
  });
});

describe('the sign-up form shared by the login box and the plan shop', () => {
  it('sends the account with blank contacts left out and the region by its id', () => {
    const values = {
      ...EMPTY_SIGNUP,
      first_name: 'Amina',
      last_name: 'W',
      email: 'a@example.com',
      region: '3',
      password: 'secret12',
      password_confirmation: 'secret12',
    };
    expect(signupAccount(values)).to.deep.equal({
      first_name: 'Amina',
      last_name: 'W',
      email: 'a@example.com',
      phone_number: undefined,
      region: 3,
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    expect(signupAccount({ ...values, email: '', region: '' })).to.include({ email: undefined, region: undefined });
  });

  it('tells the browser how to fill each text field', () => {
    expect(SIGNUP_INPUTS.email).to.deep.equal({ type: 'email', autoComplete: 'email' });
    expect(SIGNUP_INPUTS.password_confirmation.autoComplete).to.equal('new-password');
  });
});
