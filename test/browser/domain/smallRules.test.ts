import { expect } from '@open-wc/testing';
import { CARD_KEY_ERRORS, cardKeyShape, isLiveKey } from '../../../src/domain/cardKeys';
import { durationLabel, everyLabel, studentsLabel } from '../../../src/domain/duration';
import { fewerStudentsMessage } from '../../../src/domain/fewerStudents';
import { isMpesaFailure, MPESA_FAILURE_TEXTS, MPESA_FAILURES } from '../../../src/domain/mpesa';
import { planSavings } from '../../../src/domain/planSavings';
import { awaitsCardAuthentication } from '../../../src/domain/receipt';
import { addRefusedMessage, allowanceMessage } from '../../../src/domain/studentLimit';
import { FREE_TRIAL, TRIAL_SHOP } from '../../../src/domain/trial';
import {
  ADMIN_TITLES,
  LOGIN_TITLE,
  RECEIPT_TITLE,
  RECOVERY_TITLE,
  SHOP_TITLE,
  SIGNUP_TITLE,
  STUDENT_LOGIN_TITLE,
} from '../../../src/domain/titles';

// The product's words are written here as literals, so that rewording one in the code fails a test.
describe('page titles', () => {
  it('names each page', () => {
    expect([LOGIN_TITLE, RECOVERY_TITLE, SIGNUP_TITLE, STUDENT_LOGIN_TITLE, SHOP_TITLE, RECEIPT_TITLE]).to.deep.equal([
      'Login',
      'Forgot Password',
      'Sign Up',
      'Student Login',
      'Choose a Plan',
      'Receipt',
    ]);
    expect(ADMIN_TITLES['/customize']).to.equal('Customization');
    expect(ADMIN_TITLES['/site_config']).to.equal('Site Configuration');
    expect(ADMIN_TITLES['/plans']).to.equal('Plans');
    expect([FREE_TRIAL, TRIAL_SHOP]).to.deep.equal(['Free trial', 'Choose a plan']);
  });
});

describe('a plan in words', () => {
  it('says its students, its length and its period', () => {
    expect([studentsLabel(1), studentsLabel(2), studentsLabel(0)]).to.deep.equal([
      '1 Student',
      '2 Students',
      '0 Students',
    ]);
    expect([durationLabel(1), durationLabel(12), durationLabel(6)]).to.deep.equal(['Monthly', 'Yearly', '6 Months']);
    expect([everyLabel(1), everyLabel(12), everyLabel(3)]).to.deep.equal(['Every Month', 'Every Year', '3 Months']);
  });
});

describe('fewerStudentsMessage', () => {
  it('is null while the plan has room', () => {
    expect(fewerStudentsMessage(3, 3)).to.equal(null);
    expect(fewerStudentsMessage(0, 1)).to.equal(null);
  });

  it('says how many must go, in the singular for one', () => {
    expect(fewerStudentsMessage(4, 3)).to.equal(
      "This plan is for 3 students and you have 4. After the change, every student's tile stays blocked until you remove 1 student(s) or upgrade your plan.",
    );
    expect(fewerStudentsMessage(3, 1)).to.equal(
      "This plan is for 1 student and you have 3. After the change, every student's tile stays blocked until you remove 2 student(s) or upgrade your plan.",
    );
  });
});

describe('the student allowance in words', () => {
  it('names the plan or the free trial', () => {
    expect(allowanceMessage(1, false)).to.equal('Your plan allows 1 student.');
    expect(allowanceMessage(5, true)).to.equal('Your free trial allows 5 students.');
    expect(addRefusedMessage(2, false)).to.equal(
      'Your plan allows 2 students. Remove a student or upgrade your plan to add another.',
    );
  });
});

describe('M-Pesa outcomes', () => {
  it('lists every way a prompt can fail, each with its words', () => {
    expect([...MPESA_FAILURES]).to.deep.equal([
      'cancelled',
      'timeout',
      'insufficient_funds',
      'wrong_pin',
      'declined',
      'unsent',
    ]);
    expect(MPESA_FAILURE_TEXTS).to.deep.equal({
      cancelled: 'The M-Pesa prompt was cancelled on the phone.',
      timeout: 'The M-Pesa prompt was not answered in time.',
      insufficient_funds: 'The M-Pesa balance was not enough for this payment.',
      wrong_pin: 'The M-Pesa PIN entered was wrong.',
      declined: 'M-Pesa declined the payment.',
      unsent: 'The M-Pesa prompt could not be sent. Please check the number and try again.',
    });
  });

  it('knows its own outcomes only', () => {
    for (const failure of MPESA_FAILURES) expect(isMpesaFailure(failure), failure).to.equal(true);
    for (const other of ['paid', '', 'CANCELLED', 1, null, undefined])
      expect(isMpesaFailure(other), String(other)).to.equal(false);
  });
});

describe('card keys by their shape', () => {
  it('reads publishable, secret and restricted keys, test or live', () => {
    expect(cardKeyShape('pk_test_12345678')).to.deep.equal({ kind: 'publishable', mode: 'test' });
    expect(cardKeyShape(' sk_live_abcdEFGH_9 ')).to.deep.equal({ kind: 'secret', mode: 'live' });
    expect(cardKeyShape('rk_test_abcdefgh')).to.deep.equal({ kind: 'secret', mode: 'test' });
  });

  it('refuses what does not read as a key', () => {
    for (const bad of [
      '',
      'pk_test_1234567',
      'xk_test_12345678',
      'pk_prod_12345678',
      'pk_test_1234-5678',
      'pk_test_12345678 x',
      'apk_test_12345678',
    ]) {
      expect(cardKeyShape(bad), bad).to.equal(null);
    }
  });

  it('calls only a live key live', () => {
    expect(isLiveKey('sk_live_12345678')).to.equal(true);
    expect(isLiveKey('sk_test_12345678')).to.equal(false);
    expect(isLiveKey('live')).to.equal(false);
  });

  it('says what is wrong with the keys', () => {
    expect(CARD_KEY_ERRORS.mixedModes('test', 'live')).to.equal(
      'The card keys must both be test keys or both be live keys: the public key is a test key and the secret key a live key.',
    );
    expect(CARD_KEY_ERRORS.rejected('Invalid API Key provided')).to.equal(
      'Stripe refused this key: Invalid API Key provided',
    );
    expect(CARD_KEY_ERRORS.publicRequired).to.equal(
      'The card public key field is required while a card secret key is set.',
    );
  });
});

describe('planSavings', () => {
  const catalogue = [
    { students: 1, duration: 1, price: 100_000 },
    { students: 3, duration: 1, price: 250_000 },
    { students: 0, duration: 1, price: 0 },
  ];

  it('compares with paying the monthly plan of the same students every month', () => {
    expect(planSavings({ students: 1, duration: 12, price: 1_000_000 }, catalogue)).to.equal(17);
    expect(planSavings({ students: 3, duration: 6, price: 1_350_000 }, catalogue)).to.equal(10);
    expect(planSavings({ students: 1, duration: 2, price: 199_000 }, catalogue)).to.equal(1);
  });

  it('is 0 for a monthly plan, with no monthly plan to compare, at a free monthly plan, or when it costs as much or more', () => {
    expect(planSavings({ students: 1, duration: 1, price: 50_000 }, catalogue)).to.equal(0);
    expect(planSavings({ students: 2, duration: 12, price: 100 }, catalogue)).to.equal(0);
    expect(planSavings({ students: 0, duration: 12, price: 100 }, catalogue)).to.equal(0);
    expect(planSavings({ students: 1, duration: 12, price: 1_200_000 }, catalogue)).to.equal(0);
    expect(planSavings({ students: 1, duration: 12, price: 1_300_000 }, catalogue)).to.equal(0);
  });
});

describe('awaitsCardAuthentication', () => {
  it('is a card charge still pending', () => {
    expect(awaitsCardAuthentication({ status: 'pending_payment', payment: { method: 'card' } })).to.equal(true);
    expect(awaitsCardAuthentication({ status: 'pending_payment', payment: { method: 'mpesa' } })).to.equal(false);
    expect(awaitsCardAuthentication({ status: 'active', payment: { method: 'card' } })).to.equal(false);
    expect(awaitsCardAuthentication(null)).to.equal(false);
    expect(awaitsCardAuthentication(undefined)).to.equal(false);
  });
});
