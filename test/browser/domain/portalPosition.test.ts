import { expect } from '@open-wc/testing';
import { adminMenu, backPath, currentItem, studentsOpen, userMenu } from '../../../src/domain/portalMenus';

// Where a path sits in the portal's menus: the tab it lights and the drawer's back button.
describe('currentItem', () => {
  const items = userMenu('subscription', { status: 'active', students: 3 } as never);

  it('is the item a path is, or sits under, the longest first', () => {
    expect(currentItem(items, '/home')?.label).to.equal('Home');
    expect(currentItem(items, '/account')?.label).to.equal('Account Settings');
    expect(currentItem(items, '/account/students')?.label).to.equal('Manage Students');
    expect(currentItem(items, '/account/students/edit/7')?.label).to.equal('Manage Students');
    expect(currentItem(items, '/account/receipt/12')?.label).to.equal('Account Settings');
  });

  it('takes / as Home, and a path that only shares a prefix as nothing', () => {
    expect(currentItem(items, '/')?.label).to.equal('Home');
    expect(currentItem(items, '/homework')).to.equal(undefined);
    expect(currentItem(items, '/accounts')).to.equal(undefined);
    expect(currentItem(adminMenu(), '/')).to.equal(undefined);
    expect(currentItem(adminMenu(), '/plans')?.label).to.equal('Plans');
  });
});

describe('backPath', () => {
  const items = userMenu('subscription', { status: 'active', students: 3 } as never);

  it('is null on / and on the pages the menu links to', () => {
    expect(backPath(items, '/')).to.equal(null);
    expect(backPath(items, '/home')).to.equal(null);
    expect(backPath(items, '/account/students')).to.equal(null);
  });

  it('leads from a receipt to the account, from an edit page past /edit, and otherwise one level up', () => {
    expect(backPath(items, '/account/receipt/12')).to.equal('/account');
    expect(backPath(items, '/account/receipt')).to.equal('/account');
    expect(backPath(items, '/account/students/edit/7')).to.equal('/account/students');
    expect(backPath(items, '/account/students/new')).to.equal('/account/students');
    expect(backPath(items, '/account/bundles')).to.equal('/account');
    expect(backPath(items, '/elsewhere')).to.equal(null);
  });
});

describe('the edges of the menus', () => {
  it('ends the admin menu with a Logout that logs out', () => {
    expect(adminMenu().at(-1)).to.deep.equal({ label: 'Logout', logout: true });
  });

  it('keeps Home and Manage Students closed outside trial style while the plan is unknown or absent', () => {
    expect(studentsOpen('subscription', undefined)).to.equal(false);
    expect(studentsOpen('subscription', false)).to.equal(false);
  });
});
