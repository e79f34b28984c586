import { expect } from '@open-wc/testing';
import { canSaveLogin, isLoginLocked, loginDialog, NO_PASSWORD_LABEL } from '../../../src/domain/studentLogin';

describe('studentLogin', () => {
  it('saves with a login and a password', () => {
    expect(canSaveLogin({ login: 'amani', password: 'secret', noPassword: false })).to.equal(true);
    expect(canSaveLogin({ login: 'amani', password: 'secret', noPassword: true })).to.equal(true);
  });

  it('saves with a login and no password only when told to proceed without one', () => {
    expect(canSaveLogin({ login: 'amani', password: '', noPassword: true })).to.equal(true);
    expect(canSaveLogin({ login: 'amani', password: '', noPassword: false })).to.equal(false);
    expect(NO_PASSWORD_LABEL).to.equal('Proceed without a password');
  });

  it('never saves without a login', () => {
    for (const login of ['', '   ']) {
      expect(canSaveLogin({ login, password: 'secret', noPassword: false })).to.equal(false);
      expect(canSaveLogin({ login, password: '', noPassword: true })).to.equal(false);
      expect(canSaveLogin({ login, password: 'secret', noPassword: true })).to.equal(false);
    }
  });

  it('locks a login once set', () => {
    expect(isLoginLocked('amani')).to.equal(true);
    expect(isLoginLocked('')).to.equal(false);
    expect(isLoginLocked(null)).to.equal(false);
    expect(isLoginLocked(undefined)).to.equal(false);
  });

  it('offers only a password reset once a login exists', () => {
    expect(loginDialog('amani')).to.equal('reset');
    expect(loginDialog(null)).to.equal('credentials');
    expect(loginDialog('')).to.equal('credentials');
  });
});
