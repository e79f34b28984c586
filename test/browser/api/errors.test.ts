import { expect } from '@open-wc/testing';
import type { Struct } from 'superstruct';
import { CustomizationSave, uploadIcon } from '../../../src/api/admin';
import { LoginRequest, SignupRequest } from '../../../src/api/app';
import { DefaultCardUpdate } from '../../../src/api/card';
import { summary, validate } from '../../../src/api/errors';
import { PasswordChange, ProfileUpdate } from '../../../src/api/profile';
import { RecoverPassword } from '../../../src/api/recovery';
import { SandboxCard } from '../../../src/api/sandboxCard';
import { SettingsUpdate } from '../../../src/api/settings';
import { Checkout } from '../../../src/api/shop';
import { StudentCreate, StudentUpdate } from '../../../src/api/students';

const student = { first_name: 'Ann', last_name: 'Otieno', gender: 'f', grade: '3' };
const signup = { first_name: 'Ann', last_name: 'Otieno', password: 'secret123', password_confirmation: 'secret123' };

function valueOf<T>(struct: Struct<T, any>, input: unknown): T {
  const result = validate(struct, input);
  if (!result.ok) throw new Error(`expected valid, got ${result.message}`);
  return result.value;
}

function errorsOf(struct: Struct<any, any>, input: unknown): Record<string, string[]> {
  const result = validate(struct, input);
  if (result.ok) throw new Error('expected a validation failure');
  return result.errors;
}

describe('validate: student age', () => {
  for (const age of [0, 121, -5, '0', '121']) {
    it(`refuses ${JSON.stringify(age)}`, () => {
      expect(errorsOf(StudentCreate, { ...student, age })).to.deep.equal({
        age: ['The age field must be between 1 and 120.'],
      });
    });
  }

  for (const [age, expected] of [
    [1, 1],
    [120, 120],
    ['1', 1],
    ['120', 120],
    [' 12 ', 12],
  ] as const) {
    it(`accepts ${JSON.stringify(age)} as ${expected}`, () => {
      expect(valueOf(StudentCreate, { ...student, age }).age).to.equal(expected);
    });
  }

  it('is optional, and a blank form value means none', () => {
    expect(valueOf(StudentCreate, student).age).to.equal(undefined);
    expect(valueOf(StudentCreate, { ...student, age: '' }).age).to.equal(undefined);
  });

  it('must be a whole number', () => {
    expect(errorsOf(StudentCreate, { ...student, age: 'twelve' })).to.deep.equal({
      age: ['The age field must be an integer.'],
    });
    expect(errorsOf(StudentCreate, { ...student, age: 12.5 })).to.deep.equal({
      age: ['The age field must be an integer.'],
    });
  });
});

describe('validate: student fields', () => {
  it('accepts each gender m, f, o and refuses others', () => {
    for (const gender of ['m', 'f', 'o'])
      expect(valueOf(StudentCreate, { ...student, gender }).gender).to.equal(gender);
    expect(errorsOf(StudentCreate, { ...student, gender: 'x' })).to.deep.equal({
      gender: ['The gender field must be one of m, f, o.'],
    });
    expect(errorsOf(StudentCreate, { ...student, gender: 'M' }).gender).to.have.length(1);
  });

  it('requires first name, last name, gender and grade', () => {
    expect(errorsOf(StudentCreate, {})).to.deep.equal({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      gender: ['The gender field is required.'],
      grade: ['The grade field is required.'],
    });
  });

  it('counts a blank or whitespace-only value as missing', () => {
    expect(errorsOf(StudentCreate, { ...student, first_name: '   ', gender: '' })).to.deep.equal({
      first_name: ['The first name field is required.'],
      gender: ['The gender field is required.'],
    });
  });

  it('trims text and parses the form strings of a post', () => {
    const value = valueOf(StudentCreate, {
      ...student,
      first_name: '  Ann ',
      region: '4',
      school: '  Hill School ',
      avatar: '{"icon":null,"color":"#fcb034"}',
      login: 'ann01',
      password: '',
    });
    expect(value).to.include({ first_name: 'Ann', region: 4, school: 'Hill School', login: 'ann01' });
    expect(value.password).to.equal(undefined);
  });

  it('clears the region with a blank value', () => {
    expect(valueOf(StudentCreate, { ...student, region: '' }).region).to.equal(null);
    expect(valueOf(StudentCreate, { ...student, region: null }).region).to.equal(null);
    expect(errorsOf(StudentCreate, { ...student, region: 'north' })).to.deep.equal({
      region: ['The selected region is invalid.'],
    });
  });

  it('wants the avatar as JSON text', () => {
    expect(errorsOf(StudentCreate, { ...student, avatar: '{icon' })).to.deep.equal({
      avatar: ['The avatar field must be a valid JSON string.'],
    });
  });

  it('takes the student id of an update from a path segment', () => {
    expect(valueOf(StudentUpdate, { ...student, student_id: '7' }).student_id).to.equal(7);
    expect(errorsOf(StudentUpdate, { ...student, student_id: '0' })).to.deep.equal({
      student_id: ['The student id field must be at least 1.'],
    });
  });

  it('refuses a login on update, and any unknown field', () => {
    expect(errorsOf(StudentUpdate, { ...student, student_id: 7, login: 'ann01' })).to.deep.equal({
      login: ['The login field is prohibited.'],
    });
  });

  it('ignores the PATCH method override of a form post', () => {
    expect(valueOf(StudentUpdate, { ...student, student_id: '7', _method: 'PATCH' })).not.to.have.property('_method');
  });

  it('limits text length', () => {
    expect(errorsOf(StudentCreate, { ...student, last_name: 'x'.repeat(256) })).to.deep.equal({
      last_name: ['The last name field must not be greater than 255 characters.'],
    });
  });
});

describe('validate: passwords', () => {
  it('needs at least 8 characters on sign-up, recovery and change', () => {
    expect(errorsOf(SignupRequest, { ...signup, password: 'short77', password_confirmation: 'short77' })).to.deep.equal(
      {
        password: ['The password field must be at least 8 characters.'],
      },
    );
    expect(
      valueOf(SignupRequest, { ...signup, password: 'exactly8', password_confirmation: 'exactly8' }).password,
    ).to.equal('exactly8');
    expect(
      errorsOf(RecoverPassword, { verification: 'v', password: 'short', password_confirmation: 'short' }),
    ).to.deep.equal({ password: ['The password field must be at least 8 characters.'] });
    expect(
      errorsOf(PasswordChange, { current_password: 'old', new_password: 'short', new_password_confirmation: 'short' }),
    ).to.deep.equal({ new_password: ['The new password field must be at least 8 characters.'] });
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    expect(errorsOf(SignupRequest, { ...signup, password_confirmation: 'secret124' })).to.deep.equal({
      password_confirmation: ['The password confirmation field must match password.'],
    });
    expect(
      errorsOf(RecoverPassword, { verification: 'v', password: 'secret123', password_confirmation: 'other1234' }),
    ).to.deep.equal({ password_confirmation: ['The password confirmation field must match password.'] });
    expect(
      errorsOf(PasswordChange, {
        current_password: 'old',
        new_password: 'secret123',
        new_password_confirmation: 'secret321',
      }),
    ).to.deep.equal({ new_password_confirmation: ['The new password confirmation field must match new password.'] });
  });

  it('requires every password field of a change, and keeps spaces in passwords', () => {
    expect(errorsOf(PasswordChange, {})).to.deep.equal({
      current_password: ['The current password field is required.'],
      new_password: ['The new password field is required.'],
      new_password_confirmation: ['The new password confirmation field is required.'],
    });
    const padded = ' secret123 ';
    expect(valueOf(SignupRequest, { ...signup, password: padded, password_confirmation: padded }).password).to.equal(
      padded,
    );
  });
});

describe('validate: sign-up and profile contacts', () => {
  it('checks the email format', () => {
    expect(errorsOf(SignupRequest, { ...signup, email: 'ann@' })).to.deep.equal({
      email: ['The email field must be a valid email address.'],
    });
    expect(valueOf(SignupRequest, { ...signup, email: ' ann@example.com ' }).email).to.equal('ann@example.com');
  });

  it('treats a blank optional contact as not given', () => {
    const value = valueOf(SignupRequest, { ...signup, email: '', phone_number: '  ' });
    expect(value.email).to.equal(undefined);
    expect(value.phone_number).to.equal(undefined);
    expect(valueOf(ProfileUpdate, { first_name: 'Ann', email: '' })).to.deep.include({ first_name: 'Ann' });
  });

  it('checks the phone format', () => {
    expect(errorsOf(ProfileUpdate, { phone_number: 'call me' })).to.deep.equal({
      phone_number: ['The phone number field format is invalid.'],
    });
    expect(valueOf(ProfileUpdate, { phone_number: '+254712345678' }).phone_number).to.equal('+254712345678');
  });

  it('parses the plan id of a sign-up', () => {
    expect(valueOf(SignupRequest, { ...signup, bundle: '3' }).bundle).to.equal(3);
  });
});

describe('validate: login', () => {
  it('needs a login and a password, or a login token', () => {
    expect(errorsOf(LoginRequest, { login: ' ' })).to.deep.equal({
      login: ['The login field is required.'],
      password: ['The password field is required.'],
    });
    expect(valueOf(LoginRequest, { login_token: 'tok' })).to.deep.equal({ login_token: 'tok' });
    expect(valueOf(LoginRequest, { login: 'ann@example.com', password: 'x' })).to.deep.equal({
      login: 'ann@example.com',
      password: 'x',
    });
  });
});

describe('validate: payment', () => {
  it('names the nested field that is missing', () => {
    expect(errorsOf(Checkout, { bundle: 2, payment: { method: 'mpesa', info: {} } })).to.deep.equal({
      'payment.info.phone_number': ['The M-Pesa phone number field is required.'],
    });
    expect(
      errorsOf(Checkout, { bundle: 2, payment: { method: 'card', info: { payment_method_id: '' } } }),
    ).to.deep.equal({
      'payment.info.payment_method_id': ['The card field is required.'],
    });
  });

  it('names nested payment fields by what the family reads, and checks an M-Pesa number by the phone rule', () => {
    expect(
      errorsOf(Checkout, { bundle: 2, payment: { method: 'mpesa', info: { phone_number: '+1 415 555 0100' } } }),
    ).to.deep.equal({
      'payment.info.phone_number': ['The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.'],
    });
  });

  it('refuses an unknown payment method or a missing payment', () => {
    expect(errorsOf(Checkout, { bundle: 2, payment: { method: 'paypal' } })).to.deep.equal({
      'payment.method': ['The payment method field must be one of mpesa, card.'],
    });
    // Left out, the payment is the server's to ask for: only a total above 0 needs one.
    expect(valueOf(Checkout, { bundle: 2 })).to.deep.equal({ bundle: 2 });
  });

  it('refuses card fields on an M-Pesa payment', () => {
    const errors = errorsOf(Checkout, {
      bundle: 2,
      payment: { method: 'mpesa', info: { phone_number: '+254712345678', payment_method_id: 'pm_1' } },
    });
    expect(errors).to.deep.equal({ 'payment.info.payment_method_id': ['The card field is prohibited.'] });
  });

  it('accepts both kinds and a plan id as a string', () => {
    expect(
      valueOf(Checkout, { bundle: '2', payment: { method: 'mpesa', info: { phone_number: '0712 345 678' } } }),
    ).to.deep.equal({ bundle: 2, payment: { method: 'mpesa', info: { phone_number: '0712 345 678' } } });
    expect(
      valueOf(Checkout, { bundle: 2, payment: { method: 'card', info: { payment_method_id: 'pm_1' } } }).payment,
    ).to.deep.equal({ method: 'card', info: { payment_method_id: 'pm_1' } });
  });

  it('validates the sandbox card form', () => {
    expect(
      valueOf(SandboxCard, {
        number: '4242 4242 4242 4242',
        exp_month: '12',
        exp_year: '2030',
        cvc: '123',
        name: 'Ann',
      }),
    ).to.deep.equal({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Ann' });
    expect(errorsOf(SandboxCard, { number: '4242', exp_month: 13, exp_year: 2030, cvc: '12', name: '' })).to.deep.equal(
      {
        number: ['The number field must be between 12 and 19 digits.'],
        exp_month: ['The exp month field must be between 1 and 12.'],
        cvc: ['The cvc field must be between 3 and 4 digits.'],
        name: ['The name field is required.'],
      },
    );
  });
});

describe('validate: booleans from forms', () => {
  for (const [input, expected] of [
    ['true', true],
    ['1', true],
    ['on', true],
    [1, true],
    [true, true],
    ['false', false],
    ['0', false],
    ['off', false],
    ['', false],
    [0, false],
    [false, false],
  ] as const) {
    it(`reads ${JSON.stringify(input)} as ${expected}`, () => {
      expect(
        valueOf(DefaultCardUpdate, { payment_method_id: 'pm_1', update_subscription: input }).update_subscription,
      ).to.equal(expected);
    });
  }

  it('refuses other words', () => {
    expect(errorsOf(DefaultCardUpdate, { payment_method_id: 'pm_1', update_subscription: 'maybe' })).to.deep.equal({
      update_subscription: ['The update subscription field must be true or false.'],
    });
  });
});

describe('validate: administration', () => {
  it('normalises and checks the phone countries', () => {
    expect(valueOf(SettingsUpdate, { phone_countries: 'ke, ug ,tz' }).phone_countries).to.equal('KE,UG,TZ');
    expect(errorsOf(SettingsUpdate, { phone_countries: 'KE,XX' })).to.deep.equal({
      phone_countries: [
        'The phone countries field must be a comma-separated list of ISO 3166-1 alpha-2 country codes.',
      ],
    });
    expect(errorsOf(SettingsUpdate, { phone_countries: 'KEN' }).phone_countries).to.have.length(1);
  });

  it('takes only the settings it knows, each optional', () => {
    expect(valueOf(SettingsUpdate, {})).to.deep.equal({});
    expect(valueOf(SettingsUpdate, { debug: 'true', ga: '' })).to.deep.equal({ debug: true, ga: '' });
    expect(errorsOf(SettingsUpdate, { secret: 'x' })).to.deep.equal({ secret: ['The secret field is prohibited.'] });
    expect(errorsOf(SettingsUpdate, { alternate_login_type: 'other' })).to.deep.equal({
      alternate_login_type: ['The alternate login type field must be one of student, standard.'],
    });
  });

  it('names the index of a bad sidebar line', () => {
    const save = {
      config_key: 'standard',
      hide_sidebar: false,
      sidebar_title: 'Welcome',
      sidebar_lines: [
        { type: 'text', value: 'Hello' },
        { type: 'video', value: 'x' },
      ],
      sidebar_footer_url: '/help',
      sidebar_footer: 'Help',
    };
    expect(errorsOf(CustomizationSave, save)).to.deep.equal({
      'sidebar_lines.1.type': ['The sidebar lines.1.type field must be one of text, image.'],
    });
  });

  it('wants an image for an icon upload', () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'star.png', { type: 'image/png' });
    expect(valueOf(uploadIcon.request, { icon: png }).icon).to.equal(png);
    expect(errorsOf(uploadIcon.request, { icon: new File(['hi'], 'a.txt', { type: 'text/plain' }) })).to.deep.equal({
      icon: ['The icon field must be an image.'],
    });
    expect(errorsOf(uploadIcon.request, { icon: 'star.png' })).to.deep.equal({
      icon: ['The icon field must be a file.'],
    });
    expect(errorsOf(uploadIcon.request, {})).to.deep.equal({ icon: ['The icon field is required.'] });
  });
});

describe('validate: global message', () => {
  it('is the first error, then the count of the others', () => {
    expect(validate(StudentCreate, { ...student, age: 0 })).to.deep.include({
      message: 'The age field must be between 1 and 120.',
    });
    expect(validate(StudentCreate, { ...student, age: 0, gender: 'x' })).to.deep.include({
      message: 'The gender field must be one of m, f, o. (and 1 more error)',
    });
    expect(summary({ a: ['A.'], b: ['B.', 'C.'] })).to.equal('A. (and 2 more errors)');
  });

  it('reports a body that is not an object', () => {
    const result = validate(StudentCreate, 'nope');
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(Object.keys(result.errors)).to.deep.equal(['body']);
  });
});
