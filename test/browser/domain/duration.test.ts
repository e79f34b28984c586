import { expect } from '@open-wc/testing';
import { durationLabel, everyLabel } from '../../../src/domain/duration';

describe('durationLabel', () => {
  it('names one month and twelve months', () => {
    expect(durationLabel(1)).to.equal('Monthly');
    expect(durationLabel(12)).to.equal('Yearly');
  });

  it('counts months otherwise', () => {
    expect(durationLabel(2)).to.equal('2 Months');
    expect(durationLabel(3)).to.equal('3 Months');
    expect(durationLabel(6)).to.equal('6 Months');
    expect(durationLabel(11)).to.equal('11 Months');
    expect(durationLabel(13)).to.equal('13 Months');
    expect(durationLabel(24)).to.equal('24 Months');
    expect(durationLabel(0)).to.equal('0 Months');
  });
});

describe('everyLabel', () => {
  it('names one month and twelve months', () => {
    expect(everyLabel(1)).to.equal('Every Month');
    expect(everyLabel(12)).to.equal('Every Year');
  });

  it('counts months otherwise', () => {
    expect(everyLabel(2)).to.equal('2 Months');
    expect(everyLabel(6)).to.equal('6 Months');
    expect(everyLabel(11)).to.equal('11 Months');
    expect(everyLabel(13)).to.equal('13 Months');
    expect(everyLabel(24)).to.equal('24 Months');
  });
});
