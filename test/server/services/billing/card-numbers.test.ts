import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardBrand, isCardExpired, luhn } from '../../../../src/domain/cards';

// The server's card providers judge numbers and expiry by the SDK's rule (src/domain/cards.ts);
// these cases are the ones the sandbox's test cards and Stripe's depend on.
describe('card numbers, as the server reads them', () => {
  it('checks the Luhn digit', () => {
    for (const good of [
      '4242424242424242',
      '4000000000000002',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
    ]) {
      assert.equal(luhn(good), true, good);
    }
    for (const bad of ['4242424242424241', '1234567890123456', 'abcd', '']) assert.equal(luhn(bad), false, bad);
  });

  it('tells the brand from the number', () => {
    assert.equal(cardBrand('4242424242424242'), 'visa');
    assert.equal(cardBrand('5555555555554444'), 'mastercard');
    assert.equal(cardBrand('2223003122003222'), 'mastercard');
    assert.equal(cardBrand('378282246310005'), 'amex');
    assert.equal(cardBrand('6011111111111117'), 'discover');
    assert.equal(cardBrand('3566002020360505'), 'jcb');
    assert.equal(cardBrand('6200000000000005'), 'unionpay');
    assert.equal(cardBrand('9999999999999995'), 'unknown');
  });

  it('keeps a card good through the last day of its expiry month, in UTC', () => {
    const now = new Date('2025-06-30T23:59:59Z');
    assert.equal(isCardExpired(6, 2025, now), false);
    assert.equal(isCardExpired(5, 2025, now), true);
    assert.equal(isCardExpired(12, 2024, now), true);
    assert.equal(isCardExpired(1, 2026, now), false);
    assert.equal(isCardExpired(6, 2025, new Date('2025-07-01T00:00:00Z')), true);
  });
});
