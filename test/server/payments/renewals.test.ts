import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../../server/app';
import { addMonths } from '../../../server/lib/dates';
import { createProviders } from '../../../server/providers/index';
import { BALANCE_CREDIT_LABEL, BALANCE_OWING_LABEL } from '../../../server/services/order-views';
import { UNSENT_MESSAGE } from '../../../server/services/renewals';
import { createTestApp, type TestApp } from '../harness';
import {
  DECLINED_CARD,
  addCard,
  balanceOf,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  waitFor,
  type Published,
} from '../routes/shop/helpers';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const GRACE_MS = 3 * DAY_MS;

describe('the renewal sweep', () => {
  let t: TestApp;
  let events: Published[];

  before(async () => {
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await createTestApp({
      config: {
        sandboxMpesaDelayMs: 30,
        renewals: { intervalMs: 0, pendingAfterMs: 0, unsentAfterMs: 10 * 60_000, unpaidGraceMs: GRACE_MS },
      },
      providers: { broadcaster: recorder.broadcaster },
    });
  });
  after(() => t.close());

  /** A parent whose plan's billing date (and the end of its paid period) was `agoMs` ago. */
  async function duePlan(
    options: {
      paymentMethod?: 'card' | 'mpesa';
      card?: string | null;
      balance?: number;
      agoMs?: number;
      cancelled?: boolean;
      duration?: number;
    } = {},
  ) {
    const parent = await t.newParent({
      balance: options.balance ?? 0,
      plan: {
        students: 3,
        duration: options.duration ?? 1,
        paymentMethod: options.paymentMethod ?? 'card',
        cancelled: options.cancelled,
      },
    });
    if (options.card !== null && (options.paymentMethod ?? 'card') === 'card')
      await addCard(t, parent.token, options.card);
    const billingDate = new Date(t.clock.now().getTime() - (options.agoMs ?? HOUR_MS));
    await t.db
      .updateTable('subscriptions')
      .set({ expiry_date: billingDate, next_billing_date: options.cancelled ? null : billingDate })
      .where('user_id', '=', parent.user.id)
      .execute();
    return { parent, billingDate, plan: (await subscriptionOf(t, parent.user.id))! };
  }

  const sweep = () => t.app.services.renewals.sweep();
  const renewalOf = async (userId: number) => (await ordersOf(t, userId)).find((order) => order.kind === 'renewal');
  const statusesOf = (orderId: number) =>
    events.filter((e) => e.data.order.order_id === orderId).map((e) => e.data.order.status);

  it('charges the default card at the billing date: the plan runs another period from that date, and every change is broadcast', async () => {
    const { parent, billingDate, plan } = await duePlan();
    const report = await sweep();
    assert.ok(report.renewed >= 1);
    const renewal = (await renewalOf(parent.user.id))!;
    assert.equal(renewal.status, 'active');
    assert.equal(renewal.amount, plan.price);
    assert.equal(renewal.payment_method, 'card');
    assert.equal(renewal.idempotency_key, `renewal-${plan.id}-${billingDate.toISOString()}`);
    const after = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(after.status, 'active');
    assert.equal(after.product_order_id, renewal.id);
    assert.equal(after.expiry_date.toISOString(), addMonths(billingDate, 1).toISOString());
    assert.equal(after.next_billing_date!.toISOString(), addMonths(billingDate, 1).toISOString());
    assert.deepEqual(statusesOf(renewal.id), ['pending_payment', 'active']);
    const receipt = await t.get(`/api/receipts/${renewal.id}`, { token: parent.token });
    assert.equal(receipt.body.kind, 'renewal');
    assert.deepEqual(receipt.body.lines, [{ label: '3 students, Monthly', amount: plan.price }]);
    assert.deepEqual(receipt.body.payment, { method: 'card', brand: 'visa', last4: '4242' });

    await sweep();
    assert.equal(
      (await ordersOf(t, parent.user.id)).filter((order) => order.kind === 'renewal').length,
      1,
      'not due again until the next date',
    );
  });

  it('a declined card: the plan shows failed_declined, and update_default with update_subscription renews it', async () => {
    const { parent, billingDate } = await duePlan({ card: DECLINED_CARD });
    await sweep();
    const renewal = (await renewalOf(parent.user.id))!;
    assert.equal(renewal.status, 'failed_declined');
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed_declined');
    const good = await addCard(t, parent.token);
    const fixed = await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: true },
      { token: parent.token, form: true },
    );
    assert.equal(fixed.body.subscription.status, 'active');
    assert.equal(fixed.body.subscription.expiry_date, addMonths(billingDate, 1).toISOString());
    assert.deepEqual(statusesOf(renewal.id), ['pending_payment', 'failed_declined', 'pending_payment', 'active']);
  });

  it('with no saved card, the renewal fails and says why', async () => {
    const { parent } = await duePlan({ card: null });
    await sweep();
    const renewal = (await renewalOf(parent.user.id))!;
    assert.equal(renewal.status, 'failed');
    assert.equal(renewal.failure_message, 'The order names no card to charge.');
  });

  it("M-Pesa: prompts the parent's number, and the plan renews when the prompt is paid", async () => {
    const { parent, billingDate } = await duePlan({ paymentMethod: 'mpesa' });
    await sweep();
    const renewal = (await renewalOf(parent.user.id))!;
    assert.equal(renewal.payment_method, 'mpesa');
    assert.equal(renewal.payment_source, parent.phone_number!.replace('+', ''));
    // The order is active in the database a moment before its event is broadcast: wait for both.
    await waitFor(
      async () => (await renewalOf(parent.user.id))!.status === 'active' && statusesOf(renewal.id).at(-1) === 'active',
    );
    // Written, then prompted (the event then says until when the prompt can be answered), then paid.
    assert.deepEqual(
      statusesOf(renewal.id),
      ['pending_payment', 'pending_payment', 'active'],
      'the plan waited for the prompt',
    );
    const after = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(after.status, 'active');
    assert.equal(after.expiry_date.toISOString(), addMonths(billingDate, 1).toISOString());
  });

  it('charges what the account owes with the plan, and settles the balance once paid', async () => {
    const { parent, plan } = await duePlan({ balance: 5_000 });
    await sweep();
    const renewal = (await renewalOf(parent.user.id))!;
    assert.equal(renewal.status, 'active');
    assert.equal(renewal.amount, plan.price + 5_000);
    const receipt = (await t.get(`/api/receipts/${renewal.id}`, { token: parent.token })).body;
    assert.deepEqual(receipt.lines, [
      { label: '3 students, Monthly', amount: plan.price },
      { label: BALANCE_OWING_LABEL, amount: 5_000 },
    ]);
    assert.equal(receipt.total, plan.price + 5_000);
    assert.equal(await balanceOf(t, parent.user.id), 0);
    assert.equal((await subscriptionOf(t, parent.user.id))!.remaining_balance, 0);
  });

  it("uses the account's credit first, keeping what is left of it", async () => {
    const small = await duePlan({ balance: -30_000 });
    const large = await duePlan({ balance: -(small.plan.price + 20_000), card: DECLINED_CARD });
    await sweep();

    const partly = (await renewalOf(small.parent.user.id))!;
    assert.equal(partly.status, 'active');
    assert.equal(partly.credit, 0, "no plan is replaced: the credit is the account's");
    assert.equal(partly.balance, -30_000);
    assert.equal(partly.amount, small.plan.price - 30_000);
    const lines = (await t.get(`/api/receipts/${partly.id}`, { token: small.parent.token })).body.lines;
    assert.deepEqual(lines, [
      { label: '3 students, Monthly', amount: small.plan.price },
      { label: BALANCE_CREDIT_LABEL, amount: -30_000 },
    ]);
    assert.equal(await balanceOf(t, small.parent.user.id), 0);

    const covered = (await renewalOf(large.parent.user.id))!;
    assert.equal(covered.status, 'active', 'nothing to charge, so even a declining card is not asked');
    assert.equal(covered.amount, 0);
    assert.equal(await balanceOf(t, large.parent.user.id), -20_000);
    assert.equal((await subscriptionOf(t, large.parent.user.id))!.remaining_balance, -20_000);
  });

  it('expires cancelled plans past their expiry date and unpaid ones after the grace period, broadcasting each', async () => {
    const cancelled = await duePlan({ cancelled: true });
    const notYet = await t.newParent({ plan: { cancelled: true } });
    const unpaidRecently = await duePlan({ card: DECLINED_CARD });
    const unpaidLong = await duePlan({ card: DECLINED_CARD, agoMs: GRACE_MS + DAY_MS });
    await sweep();
    assert.equal((await subscriptionOf(t, cancelled.parent.user.id))!.status, 'expired');
    assert.equal((await subscriptionOf(t, notYet.user.id))!.status, 'active');
    assert.equal(
      (await subscriptionOf(t, unpaidRecently.parent.user.id))!.status,
      'failed_declined',
      'still time to fix the card',
    );
    assert.equal((await subscriptionOf(t, unpaidLong.parent.user.id))!.status, 'failed_declined');
    await sweep();
    assert.equal((await subscriptionOf(t, unpaidLong.parent.user.id))!.status, 'expired');
    assert.equal((await subscriptionOf(t, unpaidRecently.parent.user.id))!.status, 'failed_declined');
    const expiredEvent = events.find(
      (e) =>
        e.channel === `private-user.${cancelled.parent.user.id}` &&
        e.data.subscription &&
        e.data.subscription.status === 'expired',
    );
    assert.ok(expiredEvent, 'the owner hears of it');
    assert.equal(expiredEvent!.data.order.order_id, cancelled.plan.product_order_id);
    const expiredAccount = await t.get('/api/me/subscription', { token: cancelled.parent.token });
    assert.equal(expiredAccount.body.status, 'expired');
  });

  it('fails an M-Pesa order that never got its request id, once it is old enough; the pending purchase plan shows it', async () => {
    const parent = await t.newParent();
    const bundle = await t.db
      .selectFrom('bundles')
      .selectAll()
      .where('students', '=', 1)
      .where('duration', '=', 1)
      .executeTakeFirstOrThrow();
    const at = t.clock.now();
    const order = await t.db
      .insertInto('orders')
      .values({
        user_id: parent.user.id,
        product_id: bundle.id,
        kind: 'purchase',
        status: 'pending_payment',
        price: bundle.price,
        amount: bundle.price,
        payment_method: 'mpesa',
        payment_info: JSON.stringify({ phone: '2547****5678' }),
        payment_source: '254712345678',
        provider: 'sandbox',
        provider_reference: null,
        idempotency_key: null,
        failure_message: null,
        paid_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: parent.user.id,
        product_id: bundle.id,
        product_order_id: order.id,
        students: 1,
        status: 'pending_payment',
        payment_method: 'mpesa',
        price: bundle.price,
        duration: 1,
        starts_at: at,
        expiry_date: at,
      })
      .execute();
    t.clock.advance(60);
    await sweep();
    assert.equal((await ordersOf(t, parent.user.id))[0]!.status, 'pending_payment', 'it may still be on its way');
    t.clock.advance(10 * 60);
    try {
      await sweep();
      const [failed] = await ordersOf(t, parent.user.id);
      assert.equal(failed!.status, 'failed');
      assert.equal(failed!.failure_message, UNSENT_MESSAGE);
      assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'failed');
    } finally {
      t.clock.reset();
    }
  });

  it('several sweeps at once, on two instances sharing the database, renew each plan once', async () => {
    const due = await Promise.all(Array.from({ length: 6 }, (_, i) => duePlan({ agoMs: HOUR_MS + i * 1000 })));
    const second = await buildApp({
      config: t.config,
      db: t.db,
      providers: { ...createProviders(t.config, t.db), broadcaster: recordingBroadcaster().broadcaster },
      now: t.clock.now,
    });
    await second.ready();
    try {
      const reports = await Promise.all([
        sweep(),
        sweep(),
        second.services.renewals.sweep(),
        second.services.renewals.sweep(),
      ]);
      assert.ok(reports.reduce((sum, report) => sum + report.renewed, 0) >= due.length);
      for (const { parent, billingDate } of due) {
        const renewals = (await ordersOf(t, parent.user.id)).filter((order) => order.kind === 'renewal');
        assert.equal(renewals.length, 1, `one renewal for user ${parent.user.id}`);
        assert.equal(renewals[0]!.status, 'active');
        assert.equal(
          (await subscriptionOf(t, parent.user.id))!.expiry_date.toISOString(),
          addMonths(billingDate, 1).toISOString(),
        );
      }
    } finally {
      await second.close();
    }
  });
});
