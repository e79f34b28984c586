import { expect } from '@open-wc/testing';
import {
  AGE_MAX,
  AGE_MIN,
  CHECKOUT_MAX_WIDTH,
  headerHeight,
  layoutFor,
  LOADING_DELAY_MS,
  REFETCH_DELAY_MS,
  SIGNUP_MAX_WIDTH,
} from '../../../src/domain/limits';

describe('limits', () => {
  it('holds the section 9 constants', () => {
    expect([AGE_MIN, AGE_MAX]).to.deep.equal([1, 120]);
    expect(LOADING_DELAY_MS).to.equal(250);
    expect(REFETCH_DELAY_MS).to.equal(60000);
    expect(SIGNUP_MAX_WIDTH).to.equal(250);
    expect(CHECKOUT_MAX_WIDTH).to.equal(400);
  });

  it('picks the layout at the breakpoints', () => {
    expect(layoutFor(320)).to.equal('phone');
    expect(layoutFor(800)).to.equal('phone');
    expect(layoutFor(801)).to.equal('tablet');
    expect(layoutFor(1200)).to.equal('tablet');
    expect(layoutFor(1201)).to.equal('desktop');
  });

  it('sizes the header', () => {
    expect(headerHeight('desktop')).to.equal(75);
    expect(headerHeight('tablet')).to.equal(58);
    expect(headerHeight('phone')).to.equal(58);
  });
});
