import { expect } from '@open-wc/testing';
import {
  FREE_TRIAL_BADGE,
  NO_DATA,
  NO_ICONS,
  NO_REGIONS,
  TRIAL_ENDED,
  WELCOME_TITLE,
} from '../../../src/domain/messages';
import { NO_GRADES } from '../../../src/domain/siteMessages';

describe('messages', () => {
  it('are the spec texts', () => {
    expect(NO_GRADES).to.equal(
      'No grades were retrieved from the school. Ensure that all the platform and school information is correct, then save and try again.',
    );
    expect(NO_ICONS).to.equal('No icons have been uploaded yet. Upload a new icon first.');
    expect(NO_REGIONS).to.equal('Region list empty');
    expect(NO_DATA).to.equal('No data returned');
    expect(FREE_TRIAL_BADGE).to.equal('Free Trial!');
    expect(TRIAL_ENDED).to.equal('We hope you have enjoyed your free trial!');
    expect(WELCOME_TITLE).to.equal("Who's Learning?");
  });
});
