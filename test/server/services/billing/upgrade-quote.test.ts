import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { daysIn, periodEnding, periodStarting, unusedDays, upgradeQuote } from '../../../../server/services/billing';

const at = (iso: string) => new Date(iso);
const BILLING = at('2024-07-01T00:00:00.000Z');
const MONTHLY_3 = { price: 125_000, duration: 1 };
const MONTHLY_5 = { price: 190_000, duration: 1 };
const MONTHLY_1 = { price: 50_000, duration: 1 };
const YEARLY_3 = { price: 1_250_000, duration: 12 };
const YEARLY_5 = { price: 1_900_000, duration: 12 };

describe('billing periods', () => {
  it('counts a period back from its end in calendar months, in whole days', () => {
    assert.deepEqual(periodEnding(BILLING, 1), { start: at('2024-06-01T00:00:00.000Z'), end: BILLING });
    assert.equal(daysIn(periodEnding(BILLING, 1)), 30);
    assert.equal(daysIn(periodEnding(BILLING, 12)), 366, 'the year to July 2024 holds 29 February');
    assert.equal(daysIn(periodEnding(at('2024-03-31T00:00:00.000Z'), 1)), 31, '31 March goes back to 29 February');
    assert.deepEqual(periodStarting(at('2024-01-31T10:00:00.000Z'), 1).end, at('2024-02-29T10:00:00.000Z'));
  });

  it('counts the days left, a begun day as used, never below 0 nor above the period', () => {
    const period = periodEnding(BILLING, 1);
    assert.equal(unusedDays(period, at('2024-06-01T00:00:00.000Z')), 30);
    assert.equal(unusedDays(period, at('2024-06-01T00:00:00.001Z')), 29);
    assert.equal(unusedDays(period, at('2024-06-16T00:00:00.000Z')), 15);
    assert.equal(unusedDays(period, at('2024-06-30T00:00:00.000Z')), 1);
    assert.equal(unusedDays(period, at('2024-06-30T00:00:00.001Z')), 0);
    assert.equal(unusedDays(period, BILLING), 0);
    assert.equal(unusedDays(period, at('2024-08-01T00:00:00.000Z')), 0);
    assert.equal(unusedDays(period, at('2024-05-20T00:00:00.000Z')), 30);
  });
});

describe('upgradeQuote: a change starts today, credits the unused days and keeps the billing date', () => {
  it('on the first instant of the period: the whole current price is credited, the whole new price charged', () => {
    assert.deepEqual(upgradeQuote(MONTHLY_3, MONTHLY_5, BILLING, at('2024-06-01T00:00:00.000Z')), {
      price: 190_000,
      credit: 125_000,
      adjusted_price: 65_000,
      surplus: 0,
      unused_days: 30,
      next_billing_date: BILLING,
    });
  });

  it('once the first day has begun, 29 of 30 days are left', () => {
    const quote = upgradeQuote(MONTHLY_3, MONTHLY_5, BILLING, at('2024-06-01T00:00:00.001Z'));
    assert.equal(quote.unused_days, 29);
    assert.equal(quote.credit, 120_833);
    assert.equal(quote.price, 183_667);
    assert.equal(quote.adjusted_price, 62_834);
  });

  it('half way through: half of each price', () => {
    const quote = upgradeQuote(MONTHLY_3, MONTHLY_5, BILLING, at('2024-06-16T00:00:00.000Z'));
    assert.deepEqual([quote.price, quote.credit, quote.adjusted_price, quote.surplus], [95_000, 62_500, 32_500, 0]);
    assert.equal(quote.next_billing_date, BILLING);
  });

  it('on the last day, on the billing date and after it: nothing is credited or charged', () => {
    for (const now of ['2024-06-30T00:00:00.001Z', '2024-07-01T00:00:00.000Z', '2024-07-09T00:00:00.000Z']) {
      const quote = upgradeQuote(MONTHLY_3, MONTHLY_5, BILLING, at(now));
      assert.deepEqual([quote.price, quote.credit, quote.adjusted_price, quote.surplus], [0, 0, 0, 0], now);
    }
  });

  it('to a cheaper plan: the adjusted price stays at 0 and the rest of the credit is surplus', () => {
    const quote = upgradeQuote(MONTHLY_5, MONTHLY_1, BILLING, at('2024-06-16T00:00:00.000Z'));
    assert.deepEqual([quote.price, quote.credit, quote.adjusted_price, quote.surplus], [25_000, 95_000, 0, 70_000]);
  });

  it('monthly to yearly: the days left are bought at the yearly rate', () => {
    const quote = upgradeQuote(MONTHLY_3, YEARLY_5, BILLING, at('2024-06-16T00:00:00.000Z'));
    assert.equal(quote.credit, 62_500);
    assert.equal(quote.price, Math.round((1_900_000 * 15) / 366));
    assert.equal(quote.adjusted_price, quote.price - 62_500);
  });

  it('yearly to monthly: many days left at the monthly rate, the rest of the credit kept', () => {
    const now = new Date(BILLING.getTime() - 200 * 24 * 60 * 60 * 1000);
    const quote = upgradeQuote(YEARLY_3, MONTHLY_1, BILLING, now);
    assert.equal(quote.unused_days, 200);
    assert.equal(quote.credit, Math.round((1_250_000 * 200) / 366));
    assert.equal(quote.price, Math.round((50_000 * 200) / 30));
    assert.equal(quote.adjusted_price, 0);
    assert.equal(quote.surplus, quote.credit - quote.price);
  });

  it('never answers a negative amount', () => {
    for (let day = 0; day <= 31; day += 1) {
      const now = new Date(Date.UTC(2024, 5, 1) + day * 86_400_000 - 1);
      for (const [from, to] of [
        [MONTHLY_5, MONTHLY_1],
        [MONTHLY_1, YEARLY_5],
        [YEARLY_5, MONTHLY_1],
      ] as const) {
        const quote = upgradeQuote(from, to, BILLING, now);
        for (const value of [quote.price, quote.credit, quote.adjusted_price, quote.surplus]) assert.ok(value >= 0);
        assert.equal(quote.adjusted_price - quote.surplus, quote.price - quote.credit);
      }
    }
  });
});
