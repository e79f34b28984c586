import { expect } from '@open-wc/testing';
import { brandName, typeCvc, typeExpiry, typeNumber } from '../../../src/payments/sandbox/inputs';

describe('sandbox card inputs', () => {
  it('groups the number by brand, dropping what is not a digit and what is too long', () => {
    expect(typeNumber('4242424242424242', 16)).to.deep.equal({ value: '4242 4242 4242 4242', caret: 19 });
    expect(typeNumber('4242-4242 4242 4242 1', 21).value).to.equal('4242 4242 4242 4242');
    expect(typeNumber('378282246310005', 15).value).to.equal('3782 822463 10005');
    expect(typeNumber('4242a', 5)).to.deep.equal({ value: '4242', caret: 4 });
    expect(typeNumber('', 0)).to.deep.equal({ value: '', caret: 0 });
  });

  it('keeps the caret after the same digits', () => {
    // '4242 4242' with '9' typed after the second digit.
    expect(typeNumber('4294242 42', 3)).to.deep.equal({ value: '4294 2424 2', caret: 3 });
    // A digit typed at the end of a group moves past the new space.
    expect(typeNumber('42424', 5)).to.deep.equal({ value: '4242 4', caret: 6 });
  });

  it('writes the expiry as MM / YY, a lone month digit above 1 gaining its zero', () => {
    expect(typeExpiry('1', 1)).to.deep.equal({ value: '1', caret: 1 });
    expect(typeExpiry('12', 2)).to.deep.equal({ value: '12', caret: 2 });
    expect(typeExpiry('122', 3)).to.deep.equal({ value: '12 / 2', caret: 6 });
    expect(typeExpiry('12/28', 5)).to.deep.equal({ value: '12 / 28', caret: 7 });
    expect(typeExpiry('12 / 289', 8).value).to.equal('12 / 28');
    expect(typeExpiry('4', 1)).to.deep.equal({ value: '04', caret: 2 });
    expect(typeExpiry('12 / ', 5)).to.deep.equal({ value: '12', caret: 2 });
  });

  it('takes the security code as digits, as many as the brand has', () => {
    expect(typeCvc('12a34', 5, 'visa')).to.deep.equal({ value: '123', caret: 3 });
    expect(typeCvc('12345', 5, 'amex')).to.deep.equal({ value: '1234', caret: 4 });
  });

  it('names the brands it knows', () => {
    expect(brandName('visa')).to.equal('Visa');
    expect(brandName('amex')).to.equal('American Express');
    expect(brandName('unknown')).to.equal(undefined);
  });
});
