import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Subscription } from '../../../../server/db/schema';
import { charge, upgradeQuote } from '../../../../server/services/billing';
import { billingDate, purchaseKind, quote } from '../../../../server/services/quotes';

const at = (iso: string) => new Date(iso);
const NOW = at('2024-06-16T00:00:00.000Z');
const plan = (fields: Partial<Subscription>) =>
  ({
    price: 125_000,
    duration: 1,
    next_billing_date: at('2024-07-01T00:00:00.000Z'),
    expiry_date: at('2024-07-03T00:00:00.000Z'),
    status: 'active',
    trial: false,
    ...fields,
  }) as Subscription;

describe('quote: what an order of a kind comes to today', () => {
  it('sells a purchase and a renewal whole, with the balance applied', () => {
    assert.deepEqual(quote('purchase', { price: 190_000, duration: 1 }, undefined, 0, NOW), charge(190_000, 0, 0));
    assert.deepEqual(
      quote('renewal', { price: 190_000, duration: 1 }, plan({}), 5_000, NOW),
      charge(190_000, 0, 5_000),
    );
    assert.equal(quote('purchase', { price: 190_000, duration: 1 }, plan({}), -20_000, NOW).amount, 170_000);
  });

  it('credits a change of plan to the same billing date', () => {
    const current = plan({});
    const change = upgradeQuote(current, { price: 190_000, duration: 1 }, at('2024-07-01T00:00:00.000Z'), NOW);
    assert.deepEqual(
      quote('upgrade', { price: 190_000, duration: 1 }, current, 0, NOW),
      charge(change.price, change.credit, 0),
    );
    assert.ok(change.credit > 0 && change.price < 190_000);
  });

  it('needs the plan a change of plan changes', () => {
    assert.throws(() => quote('upgrade', { price: 190_000, duration: 1 }, undefined, 0, NOW), /needs the plan/);
  });
});

describe('billingDate and purchaseKind', () => {
  it('keeps the next billing date, or the expiry when the plan is not billed again', () => {
    assert.deepEqual(billingDate(plan({})), at('2024-07-01T00:00:00.000Z'));
    assert.deepEqual(billingDate(plan({ next_billing_date: null })), at('2024-07-03T00:00:00.000Z'));
  });

  it('changes an active bought plan, and sells a plan over a trial, a lapsed plan or none', () => {
    assert.equal(purchaseKind(plan({})), 'upgrade');
    assert.equal(purchaseKind(plan({ trial: true })), 'purchase');
    assert.equal(purchaseKind(plan({ status: 'expired' })), 'purchase');
    assert.equal(purchaseKind(undefined), 'purchase');
  });
});
