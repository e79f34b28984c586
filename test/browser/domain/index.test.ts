import { expect } from '@open-wc/testing';
import * as domain from '../../../src/domain';

describe('domain index', () => {
  it('re-exports every module', () => {
    const names = [
      'formatMoney',
      'durationLabel',
      'everyLabel',
      'savingsLabel',
      'planGate',
      'overLimit',
      'canAddStudent',
      'canDeleteStudent',
      'updateCheckout',
      'initialCheckout',
      'smallTotalNote',
      'recoveryRedirect',
      'validateStudent',
      'canSaveLogin',
      'validateCard',
      'cardBrand',
      'signupFields',
      'validatePasswordChange',
      'loginUrls',
      'loginRoutes',
      'planMenu',
      'userMenu',
      'parseAvatar',
      'avatarText',
      'canConfirmPlanChange',
      'readToken',
      'isTokenExpired',
      'receiptView',
      'changedSettings',
      'layoutFor',
      'requiredErrors',
    ];
    for (const name of names) expect(domain, name).to.have.property(name).that.is.a('function');
  });
});
