import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { maskPhone } from '../../../src/api/phone';
import { addMonthsOnDay } from '../../../server/lib/dates';
import { startTrial } from '../../../server/services/trial';
import { RENEWAL_ENDED, PLAN_CHANGED } from '../../../server/services/stale-orders';
import { createTestApp, type TestApp } from '../harness';
import {
  DAY_MS,
  DECLINED_CARD,
  addCard,
  balanceOf,
  bundleId,
  card,
  key,
  mpesa,
  ordersOf,
  subscriptionOf,
  waitFor,
} from '../routes/shop/helpers';

/*
 * A plan over its whole life, on the test clock (docs/money.md): the billing day kept at month
 * ends, renewals that pay late starting when paid, orders whose plan has ended or changed no
 * longer payable, the M-Pesa number renewals prompt, payments taken another way than the plan's,
 * a downgrade that leaves credit, and a free trial bought out and ended.
 */

const DAY_S = DAY_MS / 1000;

describe("a plan's whole life", () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { sandboxMpesaDelayMs: 0 } })));
  after(() => t.close());

  /** Moves the clock to `at` (never back) and runs what is due. */
  async function until(at: Date) {
    const seconds = (at.getTime() - t.clock.now().getTime()) / 1000;
    if (seconds > 0) t.clock.advance(seconds);
    await t.app.services.renewals.sweep();
  }

  /** Runs the renewal of the plan's billing date, a minute after it. */
  async function renewNext(userId: number) {
    const plan = (await subscriptionOf(t, userId))!;
    await until(new Date(plan.next_billing_date!.getTime() + 60_000));
    await waitFor(async () => (await ordersOf(t, userId)).every((order) => order.status !== 'pending_payment'));
  }

  const plan = async (token: string) => (await t.get('/api/me/subscription', { token })).body;
  /** A session issued now: the clock moves months ahead of the one a test began with. */
  const fresh = (parent: { user: Parameters<TestApp['app']['sessions']['issue']>[0] }) =>
    t.app.sessions.issue(parent.user);

  it('keeps the billing day: a plan bought on 31 January renews on the last day of shorter months and on the 31st again', async () => {
    t.clock.reset();
    await until(new Date(Date.UTC(t.clock.now().getUTCFullYear() + 1, 0, 31, 10, 0, 0)));
    const parent = await t.newParent();
    const cardId = await addCard(t, await fresh(parent), undefined, t.clock.now().getUTCFullYear() + 3);
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 2), payment: card(cardId) },
      { token: await fresh(parent) },
    );
    assert.equal(bought.body.status, 'active');
    const days: string[] = [];
    for (let month = 0; month < 6; month += 1) {
      const next = (await subscriptionOf(t, parent.user.id))!.next_billing_date!;
      days.push(next.toISOString().slice(5, 10));
      await renewNext(parent.user.id);
    }
    assert.deepEqual(days, ['02-28', '03-31', '04-30', '05-31', '06-30', '07-31']);
    assert.equal((await subscriptionOf(t, parent.user.id))!.anchor_day, 31);
    t.clock.reset();
  });

  it('never charges a month that is over: a renewal refused, the plan expired, its receipt no longer pays', async () => {
    t.clock.reset();
    const parent = await t.newParent();
    const good = await addCard(t, await fresh(parent));
    await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 2), payment: card(good) },
      { token: await fresh(parent) },
    );
    // The card on file declines from now on: the renewal fails, and the plan expires after its grace.
    const bad = await addCard(t, await fresh(parent), DECLINED_CARD);
    await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: bad, update_subscription: false },
      { token: await fresh(parent), form: true },
    );
    await renewNext(parent.user.id);
    const renewal = (await ordersOf(t, parent.user.id)).find((order) => order.kind === 'renewal')!;
    assert.equal(renewal.status, 'failed_declined');
    const receiptBefore = await t.get(`/api/receipts/${renewal.id}`, { token: await fresh(parent) });
    assert.equal(receiptBefore.body.stale, null, 'payable during the grace');

    await until(new Date(t.clock.now().getTime() + 40 * DAY_MS));
    assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'expired');
    const receipt = await t.get(`/api/receipts/${renewal.id}`, { token: await fresh(parent) });
    assert.equal(receipt.body.stale, RENEWAL_ENDED);
    const inKiswahili = await t.get(`/api/receipts/${renewal.id}`, {
      token: await fresh(parent),
      headers: { 'accept-language': 'sw' },
    });
    assert.notEqual(inKiswahili.body.stale, RENEWAL_ENDED, 'said in the family language');
    const pay = await t.post(
      `/api/receipts/${renewal.id}/pay`,
      { payment: card(good) },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    assert.equal(pay.status, 422);
    assert.deepEqual(pay.body.errors, { payment: [RENEWAL_ENDED] });

    // What fits today: the plan bought again, from today, and the next renewal a month on.
    const again = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 2), payment: card(good) },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    assert.equal(again.body.status, 'active');
    await until(new Date(t.clock.now().getTime() + DAY_MS));
    const paid = (await ordersOf(t, parent.user.id)).filter((order) => order.status === 'active');
    assert.deepEqual(
      paid.map((order) => order.kind),
      ['purchase', 'purchase'],
      'no renewal charged beside the new purchase',
    );
    t.clock.reset();
  });

  it('a refused renewal paid days later starts its period when paid: the days the family could not use are not billed', async () => {
    t.clock.reset();
    const parent = await t.newParent();
    const good = await addCard(t, await fresh(parent));
    await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: card(good) },
      { token: await fresh(parent) },
    );
    const bad = await addCard(t, await fresh(parent), DECLINED_CARD);
    await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: bad, update_subscription: false },
      { token: await fresh(parent), form: true },
    );
    const billing = (await subscriptionOf(t, parent.user.id))!.next_billing_date!;
    await renewNext(parent.user.id);
    const renewal = (await ordersOf(t, parent.user.id)).find((order) => order.kind === 'renewal')!;
    assert.equal(renewal.status, 'failed_declined');
    // Three and a half days on, the family pays on the receipt with another card.
    t.clock.advance(3.5 * DAY_S);
    const pay = await t.post(
      `/api/receipts/${renewal.id}/pay`,
      { payment: card(good) },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    assert.equal(pay.body.status, 'active', JSON.stringify(pay.body));
    const paid = (await ordersOf(t, parent.user.id)).find((order) => order.id === renewal.id)!;
    assert.ok(paid.starts_at!.getTime() - billing.getTime() >= 3 * DAY_MS);
    assert.equal(paid.starts_at!.getTime(), paid.paid_at!.getTime());
    const after = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(after.anchor_day, paid.paid_at!.getUTCDate());
    assert.equal(
      after.next_billing_date!.getTime(),
      addMonthsOnDay(paid.paid_at!, 1, paid.paid_at!.getUTCDate()).getTime(),
      'a month from the day it was paid',
    );
    t.clock.reset();
  });

  it('a change whose plan has changed since it was made can no longer be paid', async () => {
    const parent = await t.newParent({ plan: { students: 2, paymentMethod: 'card' } });
    const good = await addCard(t, await fresh(parent));
    const refused = await t.post(
      '/api/shop/upgrade',
      { bundle: await bundleId(t, 3), payment: mpesa('0711 111 032') },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    await waitFor(async () => (await ordersOf(t, parent.user.id)).at(-1)!.status === 'failed');
    const other = await t.post(
      '/api/shop/upgrade',
      { bundle: await bundleId(t, 5), payment: card(good) },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    assert.equal(other.body.status, 'active');
    const receipt = await t.get(`/api/receipts/${refused.body.order_id}`, { token: await fresh(parent) });
    assert.equal(receipt.body.stale, PLAN_CHANGED);
    const pay = await t.post(
      `/api/receipts/${refused.body.order_id}/pay`,
      { payment: card(good) },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    assert.deepEqual(pay.body.errors, { payment: [PLAN_CHANGED] });
  });

  it('M-Pesa renewals prompt the number that paid, shown masked, until the family chooses another', async () => {
    const parent = await t.newParent();
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa('0712 345 678') },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    await waitFor(async () => (await subscriptionOf(t, parent.user.id))!.status === 'active');
    assert.ok(bought.body.order_id);
    const first = await plan(await fresh(parent));
    assert.equal(first.next_charge.method, 'mpesa');
    assert.equal(first.next_charge.phone, maskPhone('+254712345678'));
    assert.notEqual(parent.phone_number, '+254712345678', "not the profile's number");

    const wrong = await t.post(
      '/api/shop/mpesa/renewal_number',
      { phone_number: '12' },
      { token: await fresh(parent) },
    );
    assert.equal(wrong.status, 422);
    assert.ok(wrong.body.errors.phone_number);
    const set = await t.post(
      '/api/shop/mpesa/renewal_number',
      { phone_number: '0722 000 111' },
      { token: await fresh(parent) },
    );
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.equal(set.body.next_charge.phone, maskPhone('254722000111'));

    t.clock.reset();
    await renewNext(parent.user.id);
    const renewal = (await ordersOf(t, parent.user.id)).find((order) => order.kind === 'renewal')!;
    assert.equal(renewal.payment_source, '254722000111', 'the renewal prompted the chosen number');
    assert.equal(renewal.status, 'active');
    t.clock.reset();

    const byCard = await t.newParent({ plan: { students: 1, paymentMethod: 'card' } });
    const refused = await t.post(
      '/api/shop/mpesa/renewal_number',
      { phone_number: '0722 000 111' },
      { token: await fresh(byCard) },
    );
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.errors, { phone_number: ['Your plan is not paid by M-Pesa.'] });
  });

  it("a refused change paid another way on its receipt leaves the plan's method alone unless the family says so", async () => {
    const parent = await t.newParent();
    await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: mpesa('0712 345 678') },
      { token: await fresh(parent), headers: { 'idempotency-key': key() } },
    );
    await waitFor(async () => (await subscriptionOf(t, parent.user.id))!.status === 'active');
    const good = await addCard(t, await fresh(parent));

    const change = async (students: number) => {
      const refused = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, students), payment: mpesa('0711 111 032') },
        { token: await fresh(parent), headers: { 'idempotency-key': key() } },
      );
      await waitFor(async () => (await ordersOf(t, parent.user.id)).at(-1)!.status === 'failed');
      return refused.body.order_id as number;
    };
    const asked = async (orderId: number, use?: boolean) => {
      const answer = await t.post(
        `/api/receipts/${orderId}/pay`,
        { payment: card(good), ...(use === undefined ? {} : { use_for_renewals: use }) },
        { token: await fresh(parent), headers: { 'idempotency-key': key() } },
      );
      assert.equal(answer.body.status, 'active', JSON.stringify(answer.body));
      return (await subscriptionOf(t, parent.user.id))!;
    };
    const kept = await asked(await change(2));
    assert.equal(kept.payment_method, 'mpesa', 'not switched without asking');
    assert.equal(kept.renewal_phone, '254712345678');
    const switched = await asked(await change(3), true);
    assert.equal(switched.payment_method, 'card');
  });

  it('a downgrade to Ksh 0 asks for nothing, shows the credit kept, and the next charge spends it', async () => {
    const parent = await t.newParent();
    const good = await addCard(t, await fresh(parent));
    await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 3), payment: card(good) },
      { token: await fresh(parent) },
    );
    const target = await bundleId(t, 1);
    const preview = (await t.get(`/api/shop/bundles/preview_upgrade/${target}`, { token: await fresh(parent) })).body;
    assert.equal(preview.adjusted_price, 0);
    assert.equal(preview.charged_now, 0);
    assert.ok(preview.kept_as_credit > 0);
    assert.deepEqual(preview.lines.at(-1), { label: 'Kept as credit on your account', amount: preview.kept_as_credit });

    const answer = await t.post('/api/shop/upgrade', { bundle: target }, { token: await fresh(parent) });
    assert.equal(answer.body.status, 'active');
    assert.deepEqual(answer.body.lines, preview.lines, 'the receipt shows the lines of the preview');
    assert.equal(answer.body.payment.method, 'none');
    assert.equal(await balanceOf(t, parent.user.id), -preview.kept_as_credit);
    const next = (await plan(await fresh(parent))).next_charge;
    assert.equal(next.balance, -preview.kept_as_credit);
    assert.equal(next.amount, Math.max(0, Math.floor((50_000 - preview.kept_as_credit) / 100) * 100));
  });

  describe('a free trial', () => {
    let admin: string;
    before(async () => {
      admin = await t.loginAsAdmin();
      await t.post('/api/settings', { style: 'trial', trial_students: 3 }, { token: admin });
    });
    after(async () => {
      await t.post('/api/settings', { style: 'subscription', trial_students: 5 }, { token: admin });
    });

    async function trialFamily() {
      const parent = await t.newParent();
      await startTrial(t.db, parent.user.id, { days: 30, students: 3 }, t.clock.now());
      return parent;
    }

    it('has no current plan in the shop, and buys the plan of its own size, charged in full today', async () => {
      const parent = await trialFamily();
      const bundles = (await t.get('/api/shop/bundles', { token: await fresh(parent) })).body;
      assert.ok(
        bundles.every((bundle: { current: boolean }) => !bundle.current),
        'no plan is current',
      );
      const same = await bundleId(t, 3);
      const preview = (await t.get(`/api/shop/bundles/preview_upgrade/${same}`, { token: await fresh(parent) })).body;
      assert.equal(preview.ends_trial, true);
      assert.equal(preview.credit, 0);
      assert.equal(preview.adjusted_price, 125_000);
      const good = await addCard(t, await fresh(parent));
      const bought = await t.post(
        '/api/shop/upgrade',
        { bundle: same, payment: card(good) },
        { token: await fresh(parent) },
      );
      assert.equal(bought.status, 200, JSON.stringify(bought.body));
      assert.equal(bought.body.status, 'active');
      const after = await plan(await fresh(parent));
      assert.equal(after.trial, false);
      assert.equal(after.students, 3);
    });

    it("keeps the trial's allowance once the trial has ended, until a plan is bought", async () => {
      const parent = await trialFamily();
      const add = async (first_name: string) =>
        t.post(
          '/api/students',
          { first_name, last_name: 'Family', gender: 'f', grade: 'Grade 1' },
          { token: await fresh(parent) },
        );
      for (const name of ['One', 'Two']) assert.equal((await add(name)).status, 200);
      await until(new Date(t.clock.now().getTime() + 31 * DAY_MS));
      assert.equal((await subscriptionOf(t, parent.user.id))!.status, 'expired');
      assert.equal((await add('Three')).status, 200);
      const fourth = await add('Four');
      assert.equal(fourth.status, 422, 'no more than the trial allowed');
      t.clock.reset();
    });
  });
});
