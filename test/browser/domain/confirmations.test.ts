import { expect } from '@open-wc/testing';
import {
  CANCEL_QUESTION,
  DEBUG_DELETE_QUESTION,
  deleteRegionQuestion,
  LOGOUT_BUTTONS,
  LOGOUT_QUESTION,
  REMOVE_ALL_REGIONS_QUESTION,
  REMOVE_STUDENT_QUESTION,
  UNDERSTAND_LABEL,
} from '../../../src/domain/confirmations';
import { canConfirmPlanChange } from '../../../src/domain/planChange';

describe('confirmations', () => {
  it('are the spec texts', () => {
    expect(LOGOUT_QUESTION).to.equal('Are you sure you want to log out?');
    expect(LOGOUT_BUTTONS).to.deep.equal(['Cancel', 'Log Out']);
    expect(CANCEL_QUESTION).to.equal('Are you sure you want to cancel?');
    expect(REMOVE_STUDENT_QUESTION).to.equal('Are you sure you want to remove this student?');
    expect(REMOVE_ALL_REGIONS_QUESTION).to.equal(
      'Are you sure want to remove ALL regions? (This action is not reversible)',
    );
    expect(deleteRegionQuestion('Nairobi')).to.equal('Are you sure you want to delete the region: Nairobi?');
    expect(DEBUG_DELETE_QUESTION).to.equal("Are you sure? This can't be undone. Page will refresh on completion.");
    expect(UNDERSTAND_LABEL).to.equal('I understand');
  });

  it('cancel and renew need "I understand" and nothing in flight', () => {
    expect(canConfirmPlanChange(false)).to.equal(false);
    expect(canConfirmPlanChange(true)).to.equal(true);
    expect(canConfirmPlanChange(true, false)).to.equal(true);
    expect(canConfirmPlanChange(true, true)).to.equal(false);
    expect(canConfirmPlanChange(false, true)).to.equal(false);
  });
});
