import { expect } from '@open-wc/testing';
import { savingsLabel } from '../../../src/domain/savings';

describe('savingsLabel', () => {
  it('shows a positive discount as a percentage', () => {
    expect(savingsLabel(17)).to.equal('Save 17%');
    expect(savingsLabel(1)).to.equal('Save 1%');
    expect(savingsLabel(100)).to.equal('Save 100%');
  });

  it('rounds to a whole percent', () => {
    expect(savingsLabel(16.67)).to.equal('Save 17%');
    expect(savingsLabel(0.5)).to.equal('Save 1%');
  });

  it('shows nothing for no discount', () => {
    expect(savingsLabel(0)).to.equal(null);
    expect(savingsLabel(0.4)).to.equal(null);
    expect(savingsLabel(-5)).to.equal(null);
    expect(savingsLabel(null)).to.equal(null);
    expect(savingsLabel(undefined)).to.equal(null);
    expect(savingsLabel(NaN)).to.equal(null);
    expect(savingsLabel(Infinity)).to.equal(null);
  });
});
