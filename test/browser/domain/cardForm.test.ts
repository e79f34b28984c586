import { expect } from '@open-wc/testing';
import { CARD_MESSAGES, formatCardNumber, parseExpiry, validateCard } from '../../../src/domain/cardForm';
import { cardBrand, cardDigits, cvcLength, isCardExpired, luhn, numberLength } from '../../../src/domain/cards';

const june = new Date(2025, 5, 15);
const visa = { name: 'Jane Doe', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const amex = { name: 'Jane Doe', number: '3782 822463 10005', expiry: '12/30', cvc: '1234' };

describe('card messages', () => {
  it('are the spec texts', () => {
    expect(CARD_MESSAGES.name).to.equal('Your name is required');
    expect(CARD_MESSAGES.number).to.equal('Your card number is incomplete');
    expect(CARD_MESSAGES.expiry).to.equal("Your card's expiration date is incomplete");
    expect(CARD_MESSAGES.cvc).to.equal("Your card's security code is incomplete");
  });
});

describe('cardBrand', () => {
  const cases: [string, string][] = [
    ['4242424242424242', 'visa'],
    ['4000 0000 0000 0002', 'visa'],
    ['4', 'visa'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['34', 'amex'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2220', 'unknown'],
    ['2721', 'unknown'],
    ['50', 'unknown'],
    ['56', 'unknown'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
    ['643', 'unknown'],
    ['3566002020360505', 'jcb'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['3527', 'unknown'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['306', 'unknown'],
    ['6200000000000005', 'unionpay'],
    ['', 'unknown'],
    ['abcd', 'unknown'],
    ['9999', 'unknown'],
  ];
  for (const [number, brand] of cases) {
    it(`${number || '(empty)'} is ${brand}`, () => expect(cardBrand(number)).to.equal(brand));
  }

  it('sets lengths by brand', () => {
    expect(numberLength('amex')).to.equal(15);
    expect(numberLength('visa')).to.equal(16);
    expect(numberLength('unknown')).to.equal(16);
    expect(cvcLength('amex')).to.equal(4);
    expect(cvcLength('mastercard')).to.equal(3);
  });
});

describe('luhn', () => {
  it('accepts valid numbers', () => {
    for (const n of ['4242424242424242', '4000000000000002', '378282246310005', '5555555555554444', '0']) {
      expect(luhn(n), n).to.equal(true);
    }
  });

  it('refuses a changed digit and non-digits', () => {
    for (const n of ['4242424242424241', '378282246310006', '', '4242 4242 4242 4242', '42a2']) {
      expect(luhn(n), n).to.equal(false);
    }
  });
});

describe('card number helpers', () => {
  it('strips spaces and dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).to.equal('4242424242424242');
  });

  it('groups as printed', () => {
    expect(formatCardNumber('4242424242424242')).to.equal('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).to.equal('4242 4');
    expect(formatCardNumber('378282246310005')).to.equal('3782 822463 10005');
    expect(formatCardNumber('42424242424242421234')).to.equal('4242 4242 4242 4242 1234');
    expect(formatCardNumber('')).to.equal('');
  });
});

describe('expiry', () => {
  it('parses MM/YY', () => {
    expect(parseExpiry('06/25')).to.deep.equal({ month: 6, year: 2025 });
    expect(parseExpiry(' 12 / 30 ')).to.deep.equal({ month: 12, year: 2030 });
    for (const text of ['', '6/25', '06/2', '0625', '06/2025', 'ab/cd']) expect(parseExpiry(text), text).to.equal(null);
  });

  it('is valid through the last day of its month', () => {
    expect(isCardExpired(6, 2025, new Date(Date.UTC(2025, 5, 30, 23, 59)))).to.equal(false);
    expect(isCardExpired(6, 2025, new Date(Date.UTC(2025, 6, 1, 0, 0)))).to.equal(true);
    expect(isCardExpired(12, 2024, new Date(Date.UTC(2025, 0, 1)))).to.equal(true);
    expect(isCardExpired(1, 2025, new Date(Date.UTC(2024, 11, 31)))).to.equal(false);
  });
});

describe('validateCard', () => {
  it('accepts complete cards', () => {
    expect(validateCard(visa, june)).to.deep.equal({});
    expect(validateCard(amex, june)).to.deep.equal({});
    expect(validateCard({ ...visa, number: '4000-0000-0000-0002' }, june)).to.deep.equal({});
    expect(validateCard({ ...visa, number: '5555555555554444' }, june)).to.deep.equal({});
  });

  it('reports every empty part', () => {
    expect(validateCard({ name: '', number: '', expiry: '', cvc: '' }, june)).to.deep.equal({
      name: 'Your name is required',
      number: 'Your card number is incomplete',
      expiry: "Your card's expiration date is incomplete",
      cvc: "Your card's security code is incomplete",
    });
    expect(validateCard({ ...visa, name: '   ' }, june)).to.deep.equal({ name: CARD_MESSAGES.name });
  });

  it('needs 16 digits, 15 for Amex', () => {
    expect(validateCard({ ...visa, number: '424242424242424' }, june)).to.deep.equal({ number: CARD_MESSAGES.number });
    expect(validateCard({ ...visa, number: '42424242424242424' }, june)).to.deep.equal({
      number: CARD_MESSAGES.numberInvalid,
    });
    expect(validateCard({ ...amex, number: '37828224631000' }, june)).to.deep.equal({ number: CARD_MESSAGES.number });
    expect(validateCard({ ...amex, number: '3782822463100050' }, june)).to.deep.equal({
      number: CARD_MESSAGES.numberInvalid,
    });
  });

  it('refuses a number failing the Luhn check or holding letters', () => {
    expect(validateCard({ ...visa, number: '4242424242424241' }, june)).to.deep.equal({
      number: CARD_MESSAGES.numberInvalid,
    });
    expect(validateCard({ ...visa, number: '4242x' }, june)).to.deep.equal({ number: CARD_MESSAGES.numberInvalid });
  });

  it('refuses a complete number of no known brand, as the server does', () => {
    expect(validateCard({ ...visa, number: '9999999999999995' }, june)).to.deep.equal({
      number: CARD_MESSAGES.numberInvalid,
    });
  });

  it('checks the expiry against now', () => {
    expect(validateCard({ ...visa, expiry: '06/25' }, june)).to.deep.equal({});
    expect(validateCard({ ...visa, expiry: '07/25' }, june)).to.deep.equal({});
    expect(validateCard({ ...visa, expiry: '05/25' }, june)).to.deep.equal({ expiry: CARD_MESSAGES.expiryPast });
    expect(validateCard({ ...visa, expiry: '12/24' }, june)).to.deep.equal({ expiry: CARD_MESSAGES.expiryPast });
    expect(validateCard({ ...visa, expiry: '6/25' }, june)).to.deep.equal({ expiry: CARD_MESSAGES.expiry });
    expect(validateCard({ ...visa, expiry: '00/30' }, june)).to.deep.equal({ expiry: CARD_MESSAGES.expiryInvalid });
    expect(validateCard({ ...visa, expiry: '13/30' }, june)).to.deep.equal({ expiry: CARD_MESSAGES.expiryInvalid });
    expect(validateCard({ ...visa, expiry: '01/30' }, june)).to.deep.equal({});
    expect(validateCard({ ...visa, expiry: '12/30' }, june)).to.deep.equal({});
  });

  it('needs a 3-digit security code, 4 for Amex', () => {
    expect(validateCard({ ...visa, cvc: '12' }, june)).to.deep.equal({ cvc: CARD_MESSAGES.cvc });
    expect(validateCard({ ...visa, cvc: '1234' }, june)).to.deep.equal({ cvc: CARD_MESSAGES.cvcInvalid });
    expect(validateCard({ ...visa, cvc: '12a' }, june)).to.deep.equal({ cvc: CARD_MESSAGES.cvcInvalid });
    expect(validateCard({ ...amex, cvc: '123' }, june)).to.deep.equal({ cvc: CARD_MESSAGES.cvc });
    expect(validateCard({ ...amex, cvc: '12345' }, june)).to.deep.equal({ cvc: CARD_MESSAGES.cvcInvalid });
  });
});
