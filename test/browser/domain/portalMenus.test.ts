import { expect } from '@open-wc/testing';
import type { Subscription } from '../../../src/api/subscription';
import { planGate } from '../../../src/domain/planGate';
import { adminMenu, studentsOpen, userMenu } from '../../../src/domain/portalMenus';

const plan = (status: string) => ({ status, students: 3, cancellation_date: null }) as unknown as Subscription;
const STATUSES = ['active', 'expired', 'pending_payment', 'failed', 'failed_declined', 'unknown'];

describe('userMenu', () => {
  it('lists Home, Manage Students, Account Settings and Logout, with the feedback forms the site has', () => {
    expect(userMenu('trial', false).map((i) => i.label)).to.deep.equal([
      'Home',
      'Manage Students',
      'Account Settings',
      'Logout',
    ]);
    const links = { feedback_url: 'https://f.example', support_url: 'https://s.example' };
    const menu = userMenu('trial', false, links);
    expect(menu.map((i) => [i.label, i.to ?? i.href ?? null])).to.deep.equal([
      ['Home', '/home'],
      ['Manage Students', '/account/students'],
      ['Account Settings', '/account'],
      ['Give Feedback', 'https://f.example'],
      ['Contact Support', 'https://s.example'],
      ['Logout', null],
    ]);
    expect(menu.at(-1)!.logout).to.equal(true);
  });

  it('opens Home and Manage Students in trial style whatever the plan', () => {
    for (const p of [false, undefined, plan('expired'), plan('failed')] as const) {
      expect(
        userMenu('trial', p).some((i) => i.disabled),
        String(p && p.status),
      ).to.equal(false);
      expect(studentsOpen('trial', p)).to.equal(true);
    }
  });

  it('opens them outside trial style only with an active plan', () => {
    for (const status of STATUSES) {
      const menu = userMenu('subscription', plan(status));
      expect([menu[0].disabled, menu[1].disabled], status).to.deep.equal([status !== 'active', status !== 'active']);
      expect(menu[2].disabled, status).to.equal(undefined);
    }
    for (const none of [false, undefined] as const) expect(studentsOpen('subscription', none)).to.equal(false);
  });
});

describe('studentsOpen', () => {
  it("is planGate's 'open', for every style and plan", () => {
    for (const style of ['trial', 'subscription'] as const) {
      for (const p of [false, undefined, ...STATUSES.map(plan)] as const) {
        expect(studentsOpen(style, p), `${style} ${p && p.status}`).to.equal(planGate(style, p) === 'open');
      }
    }
  });
});

describe('adminMenu', () => {
  it('has Customization, Site Configuration, Plans, Audit trail and Logout', () => {
    expect(adminMenu().map((i) => [i.label, i.to ?? null])).to.deep.equal([
      ['Customization', '/customize'],
      ['Site Configuration', '/site_config'],
      ['Plans', '/plans'],
      ['Audit trail', '/audit'],
      ['Logout', null],
    ]);
  });
});
