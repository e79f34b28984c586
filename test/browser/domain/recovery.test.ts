import { expect } from '@open-wc/testing';
import {
  finishRecovery,
  RECOVERY_FIELDS,
  RECOVERY_KEYS,
  recoveryPath,
  recoveryRedirect,
  requestData,
  RESET_SUCCESS,
  saveRequest,
  saveVerified,
  typedRequest,
  verifiedData,
} from '../../../src/domain/recovery';
import { memoryStorage } from './memoryStorage';

describe('recovery', () => {
  it('step 1 stores the verification and the login', () => {
    const storage = memoryStorage();
    saveRequest(storage, { verification: 'v1', login: 'jane' });
    expect(storage.data.get(RECOVERY_KEYS.verification)).to.equal('v1');
    expect(storage.data.get(RECOVERY_KEYS.login)).to.equal('jane');
    expect(requestData(storage)).to.deep.equal({ verification: 'v1', login: 'jane' });
    expect(verifiedData(storage)).to.equal(null);
  });

  it('keeps what step 1 was filled with until step 2 passes, for a start again', () => {
    const storage = memoryStorage();
    expect(typedRequest(storage)).to.deep.equal({ login: '', first_name: '', last_name: '' });
    saveRequest(storage, { verification: 'v1', login: '0722 100 200' }, { first_name: 'Wanjiru', last_name: 'Kamau' });
    expect(typedRequest(storage)).to.deep.equal({ login: '0722 100 200', first_name: 'Wanjiru', last_name: 'Kamau' });
    saveRequest(storage, { verification: 'v1', login: 'jane' }, { first_name: 'Jane', last_name: 'Doe' });
    saveVerified(storage, 'v2');
    expect(typedRequest(storage)).to.deep.equal({ login: '', first_name: '', last_name: '' });
  });

  it("step 1 done again replaces earlier data, also a later step's", () => {
    const storage = memoryStorage();
    saveRequest(storage, { verification: 'v1', login: 'jane' });
    saveVerified(storage, 'v2');
    saveRequest(storage, { verification: 'v3', login: 'joe' });
    expect(requestData(storage)).to.deep.equal({ verification: 'v3', login: 'joe' });
    expect(verifiedData(storage)).to.equal(null);
  });

  it("step 2 clears step 1's data and stores the new verification", () => {
    const storage = memoryStorage();
    saveRequest(storage, { verification: 'v1', login: 'jane' });
    saveVerified(storage, 'v2');
    expect([...storage.data.entries()]).to.deep.equal([[RECOVERY_KEYS.verified, 'v2']]);
    expect(requestData(storage)).to.equal(null);
    expect(verifiedData(storage)).to.deep.equal({ verification: 'v2' });
  });

  it('finishing leaves nothing behind', () => {
    const storage = memoryStorage();
    storage.setItem('other', 'kept');
    saveRequest(storage, { verification: 'v1', login: 'jane' });
    saveVerified(storage, 'v2');
    finishRecovery(storage);
    expect([...storage.data.keys()]).to.deep.equal(['other']);
  });

  it('keeps its keys to itself', () => {
    for (const key of Object.values(RECOVERY_KEYS)) expect(key.startsWith('soma.recovery.')).to.equal(true);
  });

  it('an empty verification counts as missing', () => {
    const storage = memoryStorage();
    storage.setItem(RECOVERY_KEYS.verification, '');
    storage.setItem(RECOVERY_KEYS.verified, '');
    expect(requestData(storage)).to.equal(null);
    expect(verifiedData(storage)).to.equal(null);
  });

  it('a missing login reads as empty', () => {
    const storage = memoryStorage();
    storage.setItem(RECOVERY_KEYS.verification, 'v1');
    expect(requestData(storage)).to.deep.equal({ verification: 'v1', login: '' });
  });

  describe('redirects', () => {
    it('step 1 never redirects', () => {
      expect(recoveryRedirect(memoryStorage(), 1)).to.equal(null);
    });

    it("step 2 without step 1's data goes back to 1", () => {
      const storage = memoryStorage();
      expect(recoveryRedirect(storage, 2)).to.equal(1);
      saveRequest(storage, { verification: 'v1', login: 'jane' });
      expect(recoveryRedirect(storage, 2)).to.equal(null);
      saveVerified(storage, 'v2');
      expect(recoveryRedirect(storage, 2)).to.equal(1);
    });

    it("step 3 without step 2's data goes back to 2, or to 1 when that is missing too", () => {
      const storage = memoryStorage();
      expect(recoveryRedirect(storage, 3)).to.equal(1);
      saveRequest(storage, { verification: 'v1', login: 'jane' });
      expect(recoveryRedirect(storage, 3)).to.equal(2);
      saveVerified(storage, 'v2');
      expect(recoveryRedirect(storage, 3)).to.equal(null);
      finishRecovery(storage);
      expect(recoveryRedirect(storage, 3)).to.equal(1);
    });
  });

  it('builds step paths under the standard login base', () => {
    expect(recoveryPath('/', 1)).to.equal('/forgot-password/1');
    expect(recoveryPath('/login', 2)).to.equal('/login/forgot-password/2');
    expect(recoveryPath('login/', 3)).to.equal('/login/forgot-password/3');
  });

  it("names each step's fields and the success text", () => {
    expect(RECOVERY_FIELDS[1]).to.deep.equal(['login', 'first_name', 'last_name']);
    expect(RECOVERY_FIELDS[2]).to.deep.equal(['unique_code']);
    expect(RECOVERY_FIELDS[3]).to.deep.equal(['password', 'password_confirmation']);
    expect(RESET_SUCCESS).to.equal('Your password has been successfully reset!');
  });
});
