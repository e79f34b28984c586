import { expect } from '@open-wc/testing';
import { isOtherRenewalNumber } from '../../../../widgets/plan-shop/renewalNumber';

describe('isOtherRenewalNumber: is the number typed another than the one renewals prompt?', () => {
  const renewal = '0712 *** 678';

  it('reads the same number in any spelling as the renewal number', () => {
    for (const typed of [
      '0712 345 678',
      '0712345678',
      '+254 712 345 678',
      '254712345678',
      '712345678',
      ' (0712) 345-678 ',
    ])
      expect(isOtherRenewalNumber(typed, renewal), typed).to.equal(false);
  });

  it('takes any other number for another one', () => {
    for (const typed of ['0712 345 679', '0713 345 678', '0110 345 678', '+254 711 345 678'])
      expect(isOtherRenewalNumber(typed, renewal), typed).to.equal(true);
  });

  it('compares what the mask shows: the first four and last three digits', () => {
    expect(isOtherRenewalNumber('0712 999 678', renewal)).to.equal(false);
    expect(isOtherRenewalNumber('0110 123 456', '0110 *** 456')).to.equal(false);
    expect(isOtherRenewalNumber('0712 345 678', ' 0712  ***  678 ')).to.equal(false);
  });

  it('asks nothing for a number M-Pesa cannot prompt, or when the renewal number is not known', () => {
    expect(isOtherRenewalNumber('', renewal)).to.equal(false);
    expect(isOtherRenewalNumber('12345', renewal)).to.equal(false);
    expect(isOtherRenewalNumber('+256 712 345 678', renewal)).to.equal(false);
    expect(isOtherRenewalNumber('0712 345 678', null)).to.equal(false);
    expect(isOtherRenewalNumber('0712 345 678', undefined)).to.equal(false);
  });
});
