import { expect } from '@open-wc/testing';
import { adminMenu, isCancelled, planMenu, userMenu } from '../../../src/domain/planMenu';
import type { MaybePlan } from '../../../src/domain/types';

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

describe('userMenu', () => {
  const labels = ['Home', 'Manage Students', 'Account Settings', 'Feedback', 'Logout'];

  it('lists the items in order', () => {
    expect(userMenu('trial', false).map((i) => i.label)).to.deep.equal(labels);
  });

  it('enables Home and Manage Students in trial style whatever the plan', () => {
    const plans: MaybePlan[] = [false, plan('expired'), plan('failed')];
    for (const p of plans) {
      const menu = userMenu('trial', p);
      expect(menu.every((i) => i.enabled)).to.equal(true);
    }
  });

  it('enables Home and Manage Students outside trial only with an active plan', () => {
    for (const status of STATUSES) {
      const menu = userMenu('subscription', plan(status));
      expect(menu[0].enabled, status).to.equal(status === 'active');
      expect(menu[1].enabled, status).to.equal(status === 'active');
      expect(menu.slice(2).every((i) => i.enabled)).to.equal(true);
    }
    const none = userMenu('subscription', false);
    expect([none[0].enabled, none[1].enabled]).to.deep.equal([false, false]);
  });

  it('links the paths, the feedback forms and confirms logout', () => {
    const menu = userMenu('trial', false, { feedback: 'https://f.example', support: 'https://s.example' });
    expect(menu.map((i) => i.path)).to.deep.equal(['/home', '/account/students', '/account', '', '/logout']);
    expect(menu[3].children).to.deep.equal([
      { label: 'Give Feedback', href: 'https://f.example' },
      { label: 'Contact Support', href: 'https://s.example' },
    ]);
    expect(menu[4].confirm).to.equal(true);
  });
});

describe('adminMenu', () => {
  it('has Customization, Site Configuration, Plans and Logout', () => {
    expect(adminMenu().map((i) => [i.label, i.path])).to.deep.equal([
      ['Customization', '/customize'],
      ['Site Configuration', '/site_config'],
      ['Plans', '/plans'],
      ['Logout', '/logout'],
    ]);
  });
});
