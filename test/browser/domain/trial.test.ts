import { expect } from '@open-wc/testing';
import { trialDaysLeft, trialLeftText } from '../../../src/domain/trial';

describe('the days left of a free trial', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('counts a day begun as left', () => {
    expect(trialDaysLeft('2026-03-15T10:00:00Z', now)).to.equal(14);
    expect(trialDaysLeft('2026-03-15T10:00:01Z', now)).to.equal(15);
    expect(trialDaysLeft('2026-03-01T10:00:01Z', now)).to.equal(1);
  });

  it('is 0 once the trial has ended, or without an end', () => {
    expect(trialDaysLeft('2026-03-01T10:00:00Z', now)).to.equal(0);
    expect(trialDaysLeft('2026-02-01T10:00:00Z', now)).to.equal(0);
    expect(trialDaysLeft(null, now)).to.equal(0);
  });

  it('reads as the account shows it', () => {
    expect(trialLeftText(14, false)).to.equal('14 days left');
    expect(trialLeftText(1, false)).to.equal('1 day left');
    expect(trialLeftText(0, false)).to.equal('Ends today');
    expect(trialLeftText(5, true)).to.equal('Ended');
  });
});
