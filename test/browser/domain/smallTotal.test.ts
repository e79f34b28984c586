import { expect } from '@open-wc/testing';
import { isSmallTotal, SMALL_TOTAL_NOTE, smallTotalNote } from '../../../src/domain/smallTotal';

const NOTE = 'Totals less than Ksh100 are not charged until the next payment date.';

describe('smallTotal', () => {
  it('has the exact note', () => {
    expect(SMALL_TOTAL_NOTE).to.equal(NOTE);
  });

  it('applies above 0 up to and including 10000 minor units', () => {
    expect(isSmallTotal(1)).to.equal(true);
    expect(isSmallTotal(5000)).to.equal(true);
    expect(isSmallTotal(10000)).to.equal(true);
    expect(smallTotalNote(1)).to.equal(NOTE);
    expect(smallTotalNote(10000)).to.equal(NOTE);
  });

  it('does not apply to 0, to credits or above 10000', () => {
    expect(isSmallTotal(0)).to.equal(false);
    expect(isSmallTotal(-1)).to.equal(false);
    expect(isSmallTotal(10001)).to.equal(false);
    expect(smallTotalNote(0)).to.equal(null);
    expect(smallTotalNote(-500)).to.equal(null);
    expect(smallTotalNote(10001)).to.equal(null);
  });
});
