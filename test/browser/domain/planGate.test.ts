import { expect } from '@open-wc/testing';
import { hasPlan, isActive, planGate, RECEIPT_PATH } from '../../../src/domain/planGate';
import type { MaybePlan } from '../../../src/domain/types';

const plan = (status: string) => ({ status, students: 3, cancellation_date: null });

describe('planGate', () => {
  it('is open in trial style whatever the plan', () => {
    const plans: MaybePlan[] = [false, null, undefined, plan('active'), plan('expired'), plan('failed'), plan('weird')];
    for (const p of plans) expect(planGate('trial', p)).to.equal('open');
  });

  it('is no-plan without a subscription outside trial', () => {
    expect(planGate('subscription', false)).to.equal('no-plan');
    expect(planGate('subscription', null)).to.equal('no-plan');
    expect(planGate('subscription', undefined)).to.equal('no-plan');
  });

  it('opens with an active plan, also a cancelled one', () => {
    expect(planGate('subscription', plan('active'))).to.equal('open');
    expect(planGate('subscription', { ...plan('active'), cancellation_date: '2030-01-01' })).to.equal('open');
  });

  it('shows expired for an expired plan', () => {
    expect(planGate('subscription', plan('expired'))).to.equal('expired');
  });

  it('sends every other status to the receipt', () => {
    for (const status of ['pending_payment', 'failed', 'failed_declined', 'unknown', '', 'ACTIVE', 'cancelled']) {
      expect(planGate('subscription', plan(status)), status).to.equal('receipt');
    }
    expect(RECEIPT_PATH).to.equal('/account/receipt');
  });
});

describe('hasPlan and isActive', () => {
  it('tells a subscription from false and null', () => {
    expect(hasPlan(false)).to.equal(false);
    expect(hasPlan(null)).to.equal(false);
    expect(hasPlan(undefined)).to.equal(false);
    expect(hasPlan(plan('expired'))).to.equal(true);
  });

  it('is active only for the active status', () => {
    expect(isActive(plan('active'))).to.equal(true);
    for (const status of ['expired', 'pending_payment', 'failed', 'failed_declined', 'x']) {
      expect(isActive(plan(status))).to.equal(false);
    }
    expect(isActive(false)).to.equal(false);
    expect(isActive(null)).to.equal(false);
  });
});
