import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { charge } from '../../../../server/services/billing';

describe('charge: what an order comes to once the balance is applied', () => {
  it('charges nothing for a total of 0 or less and keeps the rest as credit', () => {
    assert.deepEqual(charge(20_000, 20_000, 0), {
      price: 20_000,
      credit: 20_000,
      balance: 0,
      rounding: 0,
      amount: 0,
      now: 0,
      deferred: 0,
      balanceAfter: 0,
    });
    const downgrade = charge(20_000, 70_000, 0);
    assert.equal(downgrade.amount, 0);
    assert.equal(downgrade.now, 0);
    assert.equal(downgrade.balanceAfter, -50_000, 'the surplus is credit on the account');
  });

  it('spends the account credit before charging: a downgrade then the way back on the same day charges nothing twice', () => {
    const down = charge(20_000, 70_000, 0);
    const up = charge(70_000, 20_000, down.balanceAfter);
    assert.equal(up.amount, 0);
    assert.equal(up.balanceAfter, 0);
  });

  it('adds what the account owes', () => {
    const owing = charge(150_000, 0, 5_000);
    assert.equal(owing.now, 155_000);
    assert.equal(owing.balanceAfter, 0);
  });

  it('carries totals above 0 and up to Ksh 100 (10000 minor units) to the next payment date', () => {
    assert.deepEqual(
      [charge(1, 0, 0), charge(10_000, 0, 0)].map(({ now, deferred, amount, balanceAfter }) => ({
        now,
        deferred,
        amount,
        balanceAfter,
      })),
      [
        { now: 0, deferred: 1, amount: 1, balanceAfter: 1 },
        { now: 0, deferred: 10_000, amount: 10_000, balanceAfter: 10_000 },
      ],
    );
  });

  it('charges a larger total now, rounded down to a whole shilling, and lets the fraction off', () => {
    const odd = charge(33_833, 0, 0);
    assert.deepEqual(
      { now: odd.now, amount: odd.amount, rounding: odd.rounding, balanceAfter: odd.balanceAfter },
      { now: 33_800, amount: 33_800, rounding: 33, balanceAfter: 0 },
    );
    const whole = charge(10_100, 0, 0);
    assert.deepEqual({ now: whole.now, rounding: whole.rounding }, { now: 10_100, rounding: 0 });
    const justOver = charge(10_099 + 2, 0, 0);
    assert.equal(justOver.now % 100, 0);
    assert.equal(justOver.now + justOver.rounding, 10_101);
  });

  it('always adds up: price - credit + balance = charged + deferred + rounding + kept credit', () => {
    for (const [price, credit, balance] of [
      [190_000, 61_333, -12_345],
      [5_000, 0, 4_000],
      [1, 2, 3],
      [0, 0, -7],
      [99_999, 1, 0],
    ] as const) {
      const c = charge(price, credit, balance);
      assert.equal(price - credit + balance, c.now + c.deferred + c.rounding + c.balanceAfter - c.deferred);
      assert.ok(c.now % 100 === 0 && c.now >= 0 && c.rounding >= 0 && c.rounding < 100);
    }
  });
});
