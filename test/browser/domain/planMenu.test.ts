import { expect } from '@open-wc/testing';
import { isCancelled, planMenu } from '../../../src/domain/planMenu';

const plan = (status: string, cancellation_date: string | null = null) => ({ status, students: 3, cancellation_date });
const STATUSES = ['active', 'expired', 'pending_payment', 'failed', 'failed_declined', 'unknown'];

function items(status: string, cancellation: string | null = null) {
  const menu = planMenu(plan(status, cancellation));
  if (menu.kind !== 'plan') throw new Error('expected a plan menu');
  return menu;
}

describe('planMenu', () => {
  it('offers the shop when there is no plan', () => {
    for (const none of [false, null, undefined] as const) {
      expect(planMenu(none)).to.deep.equal({
        kind: 'none',
        text: 'No plan found',
        shop: { id: 'shop', label: 'Shop', path: '/account/bundles', enabled: true },
      });
    }
  });

  it('enables Change Plan only when active', () => {
    for (const status of STATUSES) {
      const change = items(status).items[0];
      expect(change.label).to.equal('Change Plan');
      expect(change.enabled, status).to.equal(status === 'active');
    }
  });

  it('says Fix Payment Method and warns only when failed_declined', () => {
    for (const status of STATUSES) {
      const menu = items(status);
      expect(menu.label).to.equal('Plan Options');
      expect(menu.items[1].label, status).to.equal(
        status === 'failed_declined' ? 'Fix Payment Method' : 'Update Payment Method',
      );
      expect(menu.items[1].path).to.equal('/account/update_payment');
      expect(menu.warning, status).to.equal(status === 'failed_declined');
    }
  });

  it('offers Cancel Plan, or Renew Plan once cancelled', () => {
    for (const status of STATUSES) {
      expect(items(status).items[2]).to.deep.equal({
        id: 'cancel',
        label: 'Cancel Plan',
        path: '/account/cancel',
        enabled: true,
      });
      expect(items(status, '2030-01-31').items[2]).to.deep.equal({
        id: 'renew',
        label: 'Renew Plan',
        path: '/account/renew',
        enabled: true,
      });
    }
  });

  it('a cancelled active plan still allows changing', () => {
    expect(items('active', '2030-01-31').items[0].enabled).to.equal(true);
  });

  it('reads a cancellation from a non-empty date', () => {
    expect(isCancelled(plan('active', '2030-01-31'))).to.equal(true);
    expect(isCancelled(plan('active', null))).to.equal(false);
    expect(isCancelled(plan('active', ''))).to.equal(false);
    expect(isCancelled({ status: 'active', students: 1 })).to.equal(false);
    expect(isCancelled(false)).to.equal(false);
  });
});
