import { expect } from '@open-wc/testing';
import { changeLines, subjectText } from '../../../../widgets/admin/audit/lines';

describe('the audit trail in words', () => {
  it('names each subject by its area and keeps an unknown one as it came', () => {
    expect(subjectText('settings')).to.equal('Site settings');
    expect(subjectText('customization:student')).to.equal('Login page: student');
    expect(subjectText('plan:3')).to.equal('Plan 3');
    expect(subjectText('region:7')).to.equal('Region 7');
    expect(subjectText('voucher:2')).to.equal('voucher:2');
    // A name Object's prototype has is not an area.
    expect(subjectText('constructor:1')).to.equal('constructor:1');
  });

  it('writes one line per field: its values, (none) for an empty one, only that a secret changed', () => {
    expect(
      changeLines({
        style: { from: 'subscription', to: 'trial' },
        ga: { from: null, to: 'G-1' },
        debug: { from: false, to: true },
        card_secret_key: 'changed',
      }),
    ).to.deep.equal([
      'style: subscription → trial',
      'ga: (none) → G-1',
      'debug: false → true',
      'card_secret_key: changed',
    ]);
  });
});
