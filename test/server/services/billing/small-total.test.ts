import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitCharge } from '../../../../server/services/billing';

describe('splitCharge: totals above 0 and up to 10000 minor units wait for the next payment date', () => {
  it('charges nothing for 0 (or less) and carries nothing', () => {
    assert.deepEqual(splitCharge(0), { now: 0, deferred: 0 });
    assert.deepEqual(splitCharge(-1), { now: 0, deferred: 0 });
  });

  it('carries 1 and 10000 to the next payment date', () => {
    assert.deepEqual(splitCharge(1), { now: 0, deferred: 1 });
    assert.deepEqual(splitCharge(10_000), { now: 0, deferred: 10_000 });
  });

  it('charges 10001 and more now', () => {
    assert.deepEqual(splitCharge(10_001), { now: 10_001, deferred: 0 });
    assert.deepEqual(splitCharge(125_000), { now: 125_000, deferred: 0 });
  });
});
