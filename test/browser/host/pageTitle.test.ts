import { expect } from '@open-wc/testing';
import { pageTitle } from '../../../host/pageTitle';

describe('the portal names each account page', () => {
  it('in the words of the account menu, a page below one taking the nearest', () => {
    const account = (path: string) => pageTitle({ kind: 'account', path }, path);
    expect(account('/')).to.equal('Home');
    expect(account('/home')).to.equal('Home');
    expect(account('/account')).to.equal('Account Settings');
    expect(account('/account/students')).to.equal('Manage Students');
    expect(account('/account/students/new')).to.equal('Manage Students');
    expect(account('/account/students/edit/4')).to.equal('Manage Students');
    expect(account('/account/receipt/12')).to.equal('Receipt');
    expect(account('/account/cancel')).to.equal('Account Settings');
  });
});
