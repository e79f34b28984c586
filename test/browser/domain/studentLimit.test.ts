import { expect } from '@open-wc/testing';
import {
  atStudentLimit,
  canAddStudent,
  canDeleteStudent,
  deactivateMessage,
  overLimit,
  PLAN_CHANGED,
  removeMessage,
} from '../../../src/domain/studentLimit';

const plan = (students: number, status = 'active') => ({ status, students, cancellation_date: null });

describe('overLimit', () => {
  it('is 0 below and at the plan allowance', () => {
    expect(overLimit('subscription', 0, plan(3))).to.equal(0);
    expect(overLimit('subscription', 2, plan(3))).to.equal(0);
    expect(overLimit('subscription', 3, plan(3))).to.equal(0);
  });

  it('counts the students above the allowance', () => {
    expect(overLimit('subscription', 4, plan(3))).to.equal(1);
    expect(overLimit('subscription', 7, plan(3))).to.equal(4);
    expect(overLimit('subscription', 1, plan(0))).to.equal(1);
  });

  it('applies whatever the status', () => {
    expect(overLimit('subscription', 5, plan(3, 'expired'))).to.equal(2);
    expect(overLimit('subscription', 5, plan(3, 'weird'))).to.equal(2);
  });

  it('has no limit in trial style or without a plan', () => {
    expect(overLimit('trial', 10, plan(3))).to.equal(0);
    expect(overLimit('trial', 10, false)).to.equal(0);
    expect(overLimit('subscription', 10, false)).to.equal(0);
    expect(overLimit('subscription', 10, null)).to.equal(0);
  });
});

describe('student limit messages', () => {
  it('are exact', () => {
    expect(deactivateMessage(2)).to.equal(
      'You have too many students. Please deactivate 2 student(s) or upgrade your plan',
    );
    expect(removeMessage(1)).to.equal(
      'You have too many students. Please remove 1 student(s) or upgrade your account.',
    );
    expect(PLAN_CHANGED).to.equal('Your plan has changed');
  });
});

describe('atStudentLimit', () => {
  it('is true at and over the allowance, whatever the status', () => {
    expect(atStudentLimit(2, plan(3))).to.equal(false);
    expect(atStudentLimit(3, plan(3))).to.equal(true);
    expect(atStudentLimit(4, plan(3))).to.equal(true);
    expect(atStudentLimit(0, plan(0))).to.equal(true);
    expect(atStudentLimit(3, plan(3, 'pending_payment'))).to.equal(true);
    expect(atStudentLimit(2, plan(3, 'expired'))).to.equal(false);
  });

  it('is false without a plan: there is no allowance to reach', () => {
    expect(atStudentLimit(10, false)).to.equal(false);
    expect(atStudentLimit(10, null)).to.equal(false);
    expect(atStudentLimit(10, undefined)).to.equal(false);
  });
});

describe('canAddStudent', () => {
  it('allows adding below the allowance only', () => {
    expect(canAddStudent('subscription', 0, plan(3))).to.equal(true);
    expect(canAddStudent('subscription', 2, plan(3))).to.equal(true);
    expect(canAddStudent('subscription', 3, plan(3))).to.equal(false);
    expect(canAddStudent('subscription', 4, plan(3))).to.equal(false);
    expect(canAddStudent('subscription', 0, plan(0))).to.equal(false);
  });

  it('needs an active plan outside trial', () => {
    for (const status of ['expired', 'pending_payment', 'failed', 'failed_declined', 'weird']) {
      expect(canAddStudent('subscription', 0, plan(3, status)), status).to.equal(false);
    }
  });

  it('needs a plan outside trial style; trial style asks for none (docs/trial.md)', () => {
    expect(canAddStudent('subscription', 0, false)).to.equal(false);
    expect(canAddStudent('subscription', 0, null)).to.equal(false);
    expect(canAddStudent('trial', 0, false)).to.equal(true);
    expect(canAddStudent('trial', 25, null)).to.equal(true);
  });

  it('in trial style an active plan keeps its allowance; a plan that is not active sets none', () => {
    expect(canAddStudent('trial', 2, plan(3))).to.equal(true);
    expect(canAddStudent('trial', 3, plan(3))).to.equal(false);
    expect(canAddStudent('trial', 3, plan(3, 'expired'))).to.equal(true);
    expect(canAddStudent('trial', 9, plan(3, 'pending_payment'))).to.equal(true);
  });
});

describe('canDeleteStudent', () => {
  it('is allowed over the limit', () => {
    expect(canDeleteStudent('subscription', 4, plan(3), false)).to.equal(true);
  });

  it('is hidden at or below the limit without the tutor', () => {
    expect(canDeleteStudent('subscription', 3, plan(3), false)).to.equal(false);
    expect(canDeleteStudent('subscription', 2, plan(3), false)).to.equal(false);
    expect(canDeleteStudent('trial', 10, plan(3), false)).to.equal(false);
    expect(canDeleteStudent('subscription', 3, false, false)).to.equal(false);
  });

  it('is allowed whenever the tutor is enabled', () => {
    expect(canDeleteStudent('subscription', 3, plan(3), true)).to.equal(true);
    expect(canDeleteStudent('subscription', 0, plan(3), true)).to.equal(true);
    expect(canDeleteStudent('trial', 1, false, true)).to.equal(true);
  });
});
