import { expect } from '@open-wc/testing';
import { resolvePage, type HostSettings, type Visitor } from '../../../../host/routes';

const visitor: Visitor = { signedIn: false, expired: false, admin: false };
const parent: Visitor = { signedIn: true, expired: false, admin: false };
const admin: Visitor = { signedIn: true, expired: false, admin: true };

const site: HostSettings = {
  style: 'subscription',
  student_login_enabled: true,
  alternate_login_type: 'student',
  alternate_login_url: '/student',
  standard_login_url: '/',
  student_login_url: '/student',
};

describe('host routes of the plan shop and the receipt', () => {
  it('shows the plan shop at /account/bundles to an account holder', () => {
    expect(resolvePage('/account/bundles', site, parent)).to.deep.equal({ kind: 'shop' });
  });

  it('shows <soma-account> at /account/receipt, with or without an order id', () => {
    expect(resolvePage('/account/receipt', site, parent)).to.deep.equal({ kind: 'receipt', path: '/account/receipt' });
    expect(resolvePage('/account/receipt/42', site, parent)).to.deep.equal({
      kind: 'receipt',
      path: '/account/receipt/42',
    });
  });

  it('leaves the other account pages where they were', () => {
    expect(resolvePage('/account', site, parent)).to.deep.equal({ kind: 'account', path: '/account' });
    expect(resolvePage('/account/receipts', site, parent)).to.deep.equal({
      kind: 'account',
      path: '/account/receipts',
    });
  });

  it('sends visitors to the login and administrators to the site configuration', () => {
    for (const path of ['/account/bundles', '/account/receipt/42']) {
      expect(resolvePage(path, site, visitor), path).to.deep.equal({ kind: 'redirect', to: '/' });
      expect(resolvePage(path, site, admin), path).to.deep.equal({ kind: 'redirect', to: '/site_config' });
    }
  });
});
