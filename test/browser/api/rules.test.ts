import { expect } from '@open-wc/testing';
import { object, type Struct } from 'superstruct';
import { validate } from '../../../src/api/errors';
import {
  anyPassword,
  between,
  code,
  confirmed,
  countryList,
  digits,
  email,
  flag,
  id,
  idList,
  jsonText,
  MAX_ID,
  maybe,
  mpesaPhone,
  nonEmpty,
  oneOf,
  password,
  phone,
  regionRef,
  text,
  url,
  whole,
} from '../../../src/api/rules';

/** What one field's rule makes of a value: the coerced value, or the field's first message. */
function field(rule: Struct<any, any>, value: unknown): { value: unknown } | { error: string } {
  const outcome = validate(object({ field: rule }), value === undefined ? {} : { field: value });
  return outcome.ok
    ? { value: (outcome.value as { field: unknown }).field }
    : { error: outcome.errors.field?.[0] ?? Object.values(outcome.errors)[0][0] };
}
const ok = (rule: Struct<any, any>, value: unknown, ...coerced: unknown[]) =>
  expect(field(rule, value), String(value)).to.deep.equal({ value: coerced.length > 0 ? coerced[0] : value });
const refused = (rule: Struct<any, any>, value: unknown, message: string) =>
  expect(field(rule, value), String(value)).to.deep.equal({ error: message });

describe('request rules, one field at a time', () => {
  it('nonEmpty: trims, refuses blank and over the limit', () => {
    ok(nonEmpty(), '  Imani  ', 'Imani');
    refused(nonEmpty(), '   ', 'The field field is required.');
    ok(nonEmpty(5), 'abcde');
    refused(nonEmpty(5), 'abcdef', 'The field field must not be greater than 5 characters.');
    ok(nonEmpty(), 'x'.repeat(255));
    refused(nonEmpty(), 'x'.repeat(256), 'The field field must not be greater than 255 characters.');
  });

  it('text: trims, keeps blank as an empty string, refuses over the limit', () => {
    ok(text(), '  ', '');
    ok(text(3), ' abc ', 'abc');
    refused(text(3), 'abcd', 'The field field must not be greater than 3 characters.');
  });

  it('maybe: a blank form value is not given', () => {
    ok(maybe(nonEmpty()), '  ', undefined);
    ok(maybe(nonEmpty()), 'a');
    ok(maybe(nonEmpty()), undefined, undefined);
  });

  it('whole and between: parse form strings, refuse fractions and blanks, include both ends', () => {
    ok(whole(), '42', 42);
    ok(whole(), 7);
    refused(whole(), '4.5', 'The field field must be an integer.');
    refused(whole(), ' ', 'The field field is required.');
    ok(between(1, 3), '1', 1);
    ok(between(1, 3), 3);
    refused(between(1, 3), 0, 'The field field must be between 1 and 3.');
    refused(between(1, 3), '4', 'The field field must be between 1 and 3.');
  });

  it('id: from 1 to the largest integer a column holds', () => {
    ok(id(), '1', 1);
    ok(id(), MAX_ID);
    expect(MAX_ID).to.equal(2 ** 31 - 1);
    refused(id(), 0, 'The field field must be at least 1.');
    refused(id(), MAX_ID + 1, `The field field must not be greater than ${MAX_ID}.`);
  });

  it('regionRef: an id, or null for a blank form value', () => {
    ok(regionRef(), '', null);
    ok(regionRef(), null);
    ok(regionRef(), '12', 12);
    ok(regionRef(), MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 'x']) refused(regionRef(), bad, 'The selected field is invalid.');
  });

  it('flag: the words and numbers forms send', () => {
    for (const word of ['true', '1', 'on', 'yes', ' YES ']) ok(flag(), word, true);
    for (const word of ['false', '0', 'off', 'no', '']) ok(flag(), word, false);
    ok(flag(), 1, true);
    ok(flag(), 0, false);
    ok(flag(), true);
    refused(flag(), 'maybe', 'The field field must be true or false.');
    refused(flag(), 2, 'The field field must be true or false.');
  });

  it('oneOf: names the choices', () => {
    ok(oneOf(['card', 'mpesa']), 'mpesa');
    refused(oneOf(['card', 'mpesa']), 'cash', 'The field field must be one of card, mpesa.');
    refused(oneOf(['card', 'mpesa']), 1, 'The field field must be one of card, mpesa.');
  });

  it('email and phone', () => {
    ok(email(), ' parent@example.com ', 'parent@example.com');
    for (const bad of ['parent', 'parent@example', 'a b@example.com', '@example.com']) {
      refused(email(), bad, 'The field field must be a valid email address.');
    }
    ok(phone(), '+254 712 345-678');
    ok(phone(), '0712345');
    for (const bad of ['07123', 'phone 0712345678', '0712345678-', '+'.repeat(2)])
      refused(phone(), bad, 'The field field format is invalid.');
    refused(phone(), `07${'1'.repeat(31)}`, 'The field field must not be greater than 32 characters.');
  });

  it('mpesaPhone: a Kenyan mobile number in any spelling', () => {
    ok(mpesaPhone(), '0712 345 678', '0712 345 678');
    expect(field(mpesaPhone(), '12345')).to.have.property('error');
  });

  it('digits: drops spaces and dashes, counts what is left', () => {
    ok(digits(3, 4), '12 3', '123');
    ok(digits(3, 4), 1234, '1234');
    ok(digits(3, 4), '1-2-3-4', '1234');
    refused(digits(3, 4), '', 'The field field is required.');
    refused(digits(3, 4), '12', 'The field field must be between 3 and 4 digits.');
    refused(digits(3, 4), '12345', 'The field field must be between 3 and 4 digits.');
    refused(digits(3, 4), '12a', 'The field field must be between 3 and 4 digits.');
  });

  it('password and anyPassword: never trimmed', () => {
    ok(password(), '  spaced  ');
    refused(password(), '', 'The field field is required.');
    refused(password(), '1234567', 'The field field must be at least 8 characters.');
    ok(password(), '12345678');
    ok(anyPassword(), 'x');
    refused(anyPassword(), '', 'The field field is required.');
  });

  it('jsonText', () => {
    ok(jsonText(), '{"icon":"owl.svg"}');
    refused(jsonText(), '{icon}', 'The field field must be a valid JSON string.');
  });

  it('code: letters, digits, dashes and underscores, up to its length', () => {
    ok(code(), 'KE-01_a');
    refused(code(), 'KE 01', 'The field field must only contain letters, numbers, dashes, and underscores.');
    refused(code(3), 'ABCD', 'The field field must not be greater than 3 characters.');
  });

  it('url: a path or an absolute http(s) URL, blank allowed', () => {
    for (const good of ['', '/help', 'https://school.example/help', 'http://school.example']) ok(url(), good);
    for (const bad of ['javascript:alert(1)', 'school.example', 'https://school.example/a b', 'ftp://x']) {
      refused(url(), bad, 'The field field must be a valid URL.');
    }
    refused(url(), `/${'a'.repeat(2048)}`, 'The field field must not be greater than 2048 characters.');
  });

  it('confirmed: reported on the confirmation field', () => {
    const struct = confirmed(
      object({ password: password(), password_confirmation: anyPassword() }),
      'password',
      'password_confirmation',
    );
    expect(validate(struct, { password: 'long-enough', password_confirmation: 'long-enough' }).ok).to.equal(true);
    const outcome = validate(struct, { password: 'long-enough', password_confirmation: 'other-one' });
    expect(outcome.ok).to.equal(false);
    if (!outcome.ok)
      expect(outcome.errors).to.deep.equal({
        password_confirmation: ['The password confirmation field must match password.'],
      });
  });

  it('countryList: ISO codes, upper-cased and without blanks', () => {
    ok(countryList(), ' ke, ug ,,tz ', 'KE,UG,TZ');
    refused(countryList(), '', 'The field field is required.');
    refused(
      countryList(),
      'KE,XX',
      'The field field must be a comma-separated list of ISO 3166-1 alpha-2 country codes.',
    );
  });

  it('idList: ids without spaces, may be empty', () => {
    ok(idList(), '');
    ok(idList(), ' a-1 , b_2 ', 'a-1,b_2');
    refused(idList(), 'a 1,b', 'The field field must be a comma-separated list of ids.');
    refused(idList(), 'a;b', 'The field field must be a comma-separated list of ids.');
  });
});
