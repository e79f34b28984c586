import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brandOf, isExpired, luhn } from '../../../../server/providers/sandbox-card';

describe('sandbox card numbers', () => {
  it('checks the Luhn digit', () => {
    for (const good of ['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005', '6011111111111117']) {
      assert.equal(luhn(good), true, good);
    }
    for (const bad of ['4242424242424241', '1234567890123456', '42424242', 'abcd']) assert.equal(luhn(bad), false, bad);
  });

  it('tells the brand from the number', () => {
    assert.equal(brandOf('4242424242424242'), 'visa');
    assert.equal(brandOf('5555555555554444'), 'mastercard');
    assert.equal(brandOf('2223003122003222'), 'mastercard');
    assert.equal(brandOf('378282246310005'), 'amex');
    assert.equal(brandOf('6011111111111117'), 'discover');
    assert.equal(brandOf('9999999999999995'), null);
  });

  it('keeps a card good through the last day of its expiry month', () => {
    const now = new Date('2025-06-30T23:59:59Z');
    assert.equal(isExpired(6, 2025, now), false);
    assert.equal(isExpired(5, 2025, now), true);
    assert.equal(isExpired(12, 2024, now), true);
    assert.equal(isExpired(1, 2026, now), false);
  });
});
