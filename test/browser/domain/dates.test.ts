import { expect } from '@open-wc/testing';
import { formatDate } from '../../../src/domain/dates';

describe('formatDate', () => {
  it("writes a date in the locale's medium style", () => {
    expect(formatDate('2027-03-04T00:00:00.000Z', 'en-US')).to.equal('Mar 4, 2027');
    expect(formatDate('2027-03-04T00:00:00.000Z', 'en-GB')).to.equal('4 Mar 2027');
  });

  it('reads the day in UTC, whatever the clock of the browser', () => {
    // Midnight UTC is the evening before west of Greenwich, and the next minute before midnight UTC
    // is the next morning east of it: both stay on the server's day.
    expect(formatDate('2027-03-04T00:00:00.000Z', 'en-US')).to.equal('Mar 4, 2027');
    expect(formatDate('2027-03-04T23:59:00.000Z', 'en-US')).to.equal('Mar 4, 2027');
  });
});
