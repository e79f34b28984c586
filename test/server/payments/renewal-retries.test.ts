import assert from 'node:assert/strict';
import { addMonths } from '../../../server/lib/dates';
import { after, afterEach, before, describe, it } from 'node:test';
import type { ChargeRequest } from '../../../server/providers/card';
import { sandboxCard, type SandboxCardProvider } from '../../../server/providers/sandbox-card';
import { createTestApp, type TestApp } from '../harness';
import { DECLINED_CARD, addCard, ordersOf, subscriptionOf } from '../routes/shop/helpers';

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;
const DAY_MS = DAY_S * 1000;

describe('declined renewals are retried on a schedule (1, 3 and 5 days), each try charging once', () => {
  let t: TestApp;
  let inner: SandboxCardProvider;
  /** Every charge asked of the card provider. */
  const charges: ChargeRequest[] = [];
  /** How long each charge takes, so that racing retries overlap. */
  let chargeDelayMs = 0;

  const countingCard: SandboxCardProvider = {
    name: 'sandbox',
    createCard: (details, userId) => inner.createCard(details, userId),
    authenticate: (secret, approve) => inner.authenticate(secret, approve),
    publicKey: () => inner.publicKey(),
    setupSecret: (customer) => inner.setupSecret(customer),
    listCards: (customer) => inner.listCards(customer),
    defaultCard: (customer) => inner.defaultCard(customer),
    findCard: (customer, id, options) => inner.findCard(customer, id, options),
    setDefaultCard: (customer, id) => inner.setDefaultCard(customer, id),
    async charge(request) {
      charges.push(request);
      if (chargeDelayMs) await new Promise((resolve) => setTimeout(resolve, chargeDelayMs));
      return inner.charge(request);
    },
    chargeStatus: (reference) => inner.chargeStatus(reference),
    paymentSecret: (reference) => inner.paymentSecret(reference),
  };

  before(async () => {
    t = await createTestApp({
      config: {
        renewals: { intervalMs: 0, pendingAfterMs: 2 * 60_000, unsentAfterMs: 10 * 60_000, unpaidGraceMs: 7 * DAY_MS },
      },
      providers: { card: countingCard },
    });
    inner = sandboxCard(t.db, t.clock.now);
  });
  afterEach(() => {
    chargeDelayMs = 0;
  });
  after(() => t.close());

  const sweep = () => t.app.services.renewals.sweep();
  const renewalOf = async (userId: number) => (await ordersOf(t, userId)).find((order) => order.kind === 'renewal')!;
  const chargesOf = (orderId: number) => charges.filter((charge) => charge.orderId === orderId);

  /** A parent whose renewal the card has just declined (at the clock's now). */
  async function declinedRenewal() {
    const parent = await t.newParent({ plan: { students: 3 } });
    await addCard(t, parent.token, DECLINED_CARD);
    const billingDate = new Date(t.clock.now().getTime() - 60_000);
    await t.db
      .updateTable('subscriptions')
      .set({ expiry_date: billingDate, next_billing_date: billingDate })
      .where('user_id', '=', parent.user.id)
      .execute();
    await sweep();
    const renewal = await renewalOf(parent.user.id);
    assert.equal(renewal.status, 'failed_declined');
    assert.equal(chargesOf(renewal.id).length, 1);
    return { parent, renewal, billingDate };
  }

  it('retries 1, 3 and 5 days after the renewal, on the clock, then stops; the plan stays failed_declined and expires after the grace', async () => {
    t.clock.reset();
    const { parent, renewal, billingDate } = await declinedRenewal();
    const created = renewal.created_at.getTime();
    assert.equal(renewal.retry_at!.getTime(), created + DAY_MS);
    assert.equal(renewal.retries, 0);

    t.clock.advance(DAY_S - HOUR_S);
    await sweep();
    assert.equal(chargesOf(renewal.id).length, 1, 'not before its day');

    for (const [day, next] of [
      [1, 3],
      [3, 5],
      [5, null],
    ] as const) {
      // To the retry's moment (plus a second), from wherever the clock stands.
      t.clock.advance((created + day * DAY_MS - t.clock.now().getTime()) / 1000 + 1);
      const report = await sweep();
      assert.ok(report.retried >= 1, `the retry of day ${day}`);
      const after = await renewalOf(parent.user.id);
      assert.equal(after.status, 'failed_declined');
      assert.equal(after.attempt, chargesOf(renewal.id).length);
      assert.equal(after.retry_at?.getTime() ?? null, next === null ? null : created + next * DAY_MS);
      assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed_declined');
      await sweep();
      assert.equal(chargesOf(renewal.id).length, [1, 3, 5].indexOf(day) + 2, 'one charge per retry, not per sweep');
    }
    // Each try is a charge of its own with the provider.
    assert.deepEqual(
      chargesOf(renewal.id).map((charge) => charge.idempotencyKey),
      [1, 2, 3, 4].map((attempt) => `soma-order-${renewal.id}-${attempt}`),
    );

    t.clock.advance(DAY_S);
    await sweep();
    assert.equal(chargesOf(renewal.id).length, 4, 'no try after the last');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed_declined');

    t.clock.advance((billingDate.getTime() + 7 * DAY_MS - t.clock.now().getTime()) / 1000 + 1);
    await sweep();
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'expired');
    assert.equal(chargesOf(renewal.id).length, 4);
  });

  it('a retry charges the card that is the default by then, and the plan renews', async () => {
    t.clock.reset();
    const { parent, renewal, billingDate } = await declinedRenewal();
    const good = await addCard(t, parent.token);
    const set = await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: false },
      { token: parent.token, form: true },
    );
    assert.equal(set.status, 200);
    assert.equal(
      set.body.subscription.status,
      'failed_declined',
      'without update_subscription the card waits for the schedule',
    );

    t.clock.advance(DAY_S + 1);
    await sweep();
    const after = await renewalOf(parent.user.id);
    assert.equal(after.status, 'active');
    assert.equal(after.retry_at, null);
    assert.equal(chargesOf(renewal.id).at(-1)!.cardId, good);
    const plan = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(plan.status, 'active');
    // Paid a day after its billing date: the period starts when paid, so the day the family could
    // not use is not billed, and the billing day moves there (docs/money.md, "Paying late").
    assert.ok(after.paid_at!.getTime() - billingDate.getTime() >= DAY_MS);
    assert.equal(after.starts_at!.getTime(), after.paid_at!.getTime());
    assert.equal(plan.expiry_date.getTime(), addMonths(after.paid_at!, 1).getTime());
    assert.equal(plan.anchor_day, after.paid_at!.getUTCDate());
  });

  it('a new card with update_subscription retries at once, and the schedule is over', async () => {
    t.clock.reset();
    const { parent, renewal } = await declinedRenewal();
    const good = await addCard(t, parent.token);
    const fixed = await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: true },
      { token: parent.token, form: true },
    );
    assert.equal(fixed.body.subscription.status, 'active');
    t.clock.advance(6 * DAY_S);
    await sweep();
    assert.equal(chargesOf(renewal.id).length, 2);
    assert.equal((await renewalOf(parent.user.id)).retry_at, null);
  });

  it('a scheduled retry racing a card update charges once', async () => {
    for (const first of ['sweep', 'card update', 'sweep', 'card update'] as const) {
      t.clock.reset();
      const { parent, renewal } = await declinedRenewal();
      const good = await addCard(t, parent.token);
      // The card on file becomes the good one too, so whichever retry wins pays.
      t.clock.advance(DAY_S + 1);
      chargeDelayMs = 30;
      const update = () => t.app.services.card.updateDefault(parent.user.id, good, true);
      const [a, b] = first === 'sweep' ? [sweep(), update()] : [update(), sweep()];
      await Promise.all([a, b]);
      chargeDelayMs = 0;
      const after = await renewalOf(parent.user.id);
      assert.equal(after.status, 'active', `${first} first`);
      // The new card is charged once. A retry already under way on the old card (it was the
      // default when the retry began) may have been declined first; never more than that.
      const retries = chargesOf(renewal.id).slice(1);
      assert.equal(
        retries.filter((charge) => charge.cardId === good).length,
        1,
        `${first} first: one charge on the new card`,
      );
      assert.ok(retries.length <= 2, `${first} first: ${retries.length} retries`);
      assert.equal(
        new Set(retries.map((charge) => charge.idempotencyKey)).size,
        retries.length,
        'each try under its own key',
      );
      assert.equal(after.attempt, retries.length + 1);
      assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'active');
      await sweep();
      assert.equal(chargesOf(renewal.id).length, retries.length + 1);
    }
  });

  it('a plan cancelled after the decline is not retried', async () => {
    t.clock.reset();
    const { parent, renewal } = await declinedRenewal();
    await t.db
      .updateTable('subscriptions')
      .set({ cancellation_date: t.clock.now() })
      .where('user_id', '=', parent.user.id)
      .execute();
    t.clock.advance(DAY_S + 1);
    await sweep();
    assert.equal(chargesOf(renewal.id).length, 1);
  });
});
