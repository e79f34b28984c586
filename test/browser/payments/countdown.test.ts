import { expect } from '@open-wc/testing';
import { clock } from '../../../src/payments/mpesa/useCountdown';

describe('the M-Pesa countdown clock', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(clock(245)).to.equal('4:05');
    expect(clock(59)).to.equal('0:59');
    expect(clock(0)).to.equal('0:00');
    expect(clock(600)).to.equal('10:00');
  });
});
