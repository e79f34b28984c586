import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BUNDLES } from '../../../../server/db/data/bundles';
import { addMonths } from '../../../../server/lib/dates';
import { RETIRED, TERMS_HELD } from '../../../../server/services/plans';
import { createTestApp, type TestApp } from '../../harness';
import { addCard, card, key, ordersOf, subscriptionOf } from '../shop/helpers';

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

type Plan = {
  product_id: number;
  students: number;
  duration: number;
  price: number;
  savings: number;
  position: number;
  active: boolean;
  holders: number;
  editable_terms: boolean;
  pending: { price: number; renewals_from: string } | null;
};

describe('the plan catalogue', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      config: {
        renewals: { intervalMs: 0, pendingAfterMs: 0, unsentAfterMs: 10 * 60_000, unpaidGraceMs: 3 * DAY_S * 1000 },
      },
    });
  });
  after(() => t.close());

  // Signed in afresh for each call: the tests move the clock past a session's life.
  const fresh = () => t.loginAsAdmin();
  const plans = async (): Promise<Plan[]> => (await t.get('/api/plans', { token: await fresh() })).body;
  const shop = async () =>
    (await t.get('/api/shop/bundles')).body as Array<{
      product_id: number;
      students: number;
      duration: number;
      price: number;
      savings: number;
    }>;
  const create = async (fields: Record<string, unknown>) =>
    t.post('/api/plans', fields, { token: await fresh(), form: true });
  const update = async (id: number, fields: Record<string, unknown>) =>
    t.patchViaPost(`/api/plans/${id}`, fields, { token: await fresh(), form: true });
  const retire = async (id: number) => t.delete(`/api/plans/${id}`, { token: await fresh() });
  const sweep = () => t.app.services.renewals.sweep();

  /** A family that bought `productId` by card through the shop, now. */
  async function buyer(productId: number) {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token);
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: productId, payment: card(cardId) },
      { token: parent.token, headers: { 'idempotency-key': key() } },
    );
    assert.equal(bought.status, 200, JSON.stringify(bought.body));
    assert.equal(bought.body.status, 'active');
    return parent;
  }
  const renewalsOf = async (userId: number) => (await ordersOf(t, userId)).filter((order) => order.kind === 'renewal');

  it('starts from the default catalogue, in the shop order, with the savings the shop shows', async () => {
    const list = await plans();
    assert.deepEqual(
      list.map(({ students, duration, price, savings, position, active }) => ({
        students,
        duration,
        price,
        savings,
        position,
        active,
      })),
      BUNDLES.map((plan, index) => ({
        students: plan.students,
        duration: plan.duration,
        price: plan.price,
        savings: plan.savings,
        position: index + 1,
        active: true,
      })),
    );
    assert.deepEqual(
      (await shop()).map((plan) => plan.product_id),
      list.map((plan) => plan.product_id),
    );
    assert.equal(list.find((plan) => plan.duration === 12)!.savings, 17);
  });

  it('refuses what a plan cannot be, each reason under its field', async () => {
    const missing = await create({});
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, {
      students: ['The students field is required.'],
      duration: ['The duration field is required.'],
      price: ['The price field is required.'],
    });
    const wrong = await create({ students: '0', duration: '37', price: '12345' });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.errors, {
      students: ['The students field must be between 1 and 100.'],
      duration: ['The duration field must be between 1 and 36.'],
      price: ['The price field must be a whole number of shillings.'],
    });
    const hostile = await create({ students: 'x<script>', duration: '1e9', price: '-100' });
    assert.equal(hostile.status, 422);
    assert.deepEqual(Object.keys(hostile.body.errors).sort(), ['duration', 'price', 'students']);
    const taken = await create({ students: '3', duration: '1', price: '100000' });
    assert.equal(taken.status, 422);
    assert.deepEqual(taken.body, {
      message: 'A plan for 3 students, Monthly, is already on sale.',
      errors: { students: ['A plan for 3 students, Monthly, is already on sale.'] },
    });
  });

  it('creates a plan at the end of the shop, with its savings against the monthly plan, and moves it to the front', async () => {
    const created = await create({ students: '3', duration: '6', price: '660000' });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const monthly = (await plans()).find((plan) => plan.students === 3 && plan.duration === 1)!;
    assert.equal(created.body.savings, Math.round((1 - 660000 / (monthly.price * 6)) * 100));
    assert.equal(created.body.active, true);
    assert.equal(created.body.editable_terms, true);
    const offered = await shop();
    assert.equal(offered.at(-1)!.product_id, created.body.product_id);
    assert.equal(offered.at(-1)!.savings, created.body.savings);

    const moved = await update(created.body.product_id, { position: '1' });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.position, 1);
    assert.equal((await shop())[0].product_id, created.body.product_id);
    assert.deepEqual(
      (await plans()).filter((plan) => plan.active).map((plan) => plan.position),
      offered.map((_, index) => index + 1),
    );

    const edited = await update(created.body.product_id, { students: '4' });
    assert.equal(edited.status, 200, 'nobody bought it yet: its terms may change');
    assert.equal(edited.body.students, 4);
  });

  it('keeps the students and duration of a plan families bought', async () => {
    const created = await create({ students: '7', duration: '1', price: '250000' });
    await buyer(created.body.product_id);
    const listed = (await plans()).find((plan) => plan.product_id === created.body.product_id)!;
    assert.equal(listed.holders, 1);
    assert.equal(listed.editable_terms, false);
    const answer = await update(created.body.product_id, { students: '8' });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { students: [TERMS_HELD] });
    const months = await update(created.body.product_id, { duration: '2' });
    assert.deepEqual(months.body.errors, { duration: [TERMS_HELD] });
  });

  it('a raised price: new purchases pay it at once, a holder renews at the old one until a month after it was announced', async () => {
    t.clock.reset();
    const plan = (await create({ students: '9', duration: '1', price: '300000' })).body as Plan;
    const holder = await buyer(plan.product_id);
    const held = (await subscriptionOf(t, holder.user.id))!;
    const billing = held.next_billing_date!;

    t.clock.advance(DAY_S);
    const announced = t.clock.now();
    const raised = await update(plan.product_id, { price: '360000' });
    const answered = t.clock.now();
    assert.equal(raised.status, 200, JSON.stringify(raised.body));
    assert.equal(raised.body.price, 360000);
    assert.equal(raised.body.pending.price, 360000);
    const from = Date.parse(raised.body.pending.renewals_from);
    assert.ok(
      from >= addMonths(announced, 1).getTime() && from <= addMonths(answered, 1).getTime(),
      'a month after it was announced',
    );
    assert.equal((await shop()).find((offered) => offered.product_id === plan.product_id)!.price, 360000);

    const newcomer = await buyer(plan.product_id);
    assert.equal((await ordersOf(t, newcomer.user.id))[0].amount, 360000, 'a new purchase pays the new price');
    assert.equal((await subscriptionOf(t, newcomer.user.id))!.price, 360000);

    // The first billing date falls inside the notice: the old price.
    t.clock.advance((billing.getTime() - t.clock.now().getTime()) / 1000 + HOUR_S);
    await sweep();
    const [first] = await renewalsOf(holder.user.id);
    assert.equal(first.status, 'active');
    assert.equal(first.amount, 300000);
    assert.equal((await subscriptionOf(t, holder.user.id))!.price, 300000);

    // The next one is after the notice: the new price, and it is what the plan holds from then on.
    const next = (await subscriptionOf(t, holder.user.id))!.next_billing_date!;
    assert.ok(next.getTime() >= from);
    t.clock.advance((next.getTime() - t.clock.now().getTime()) / 1000 + HOUR_S);
    await sweep();
    const second = (await renewalsOf(holder.user.id)).find((order) => order.id !== first.id)!;
    assert.equal(second.status, 'active');
    assert.equal(second.amount, 360000);
    assert.equal((await subscriptionOf(t, holder.user.id))!.price, 360000);
    assert.equal(
      (await plans()).find((listed) => listed.product_id === plan.product_id)!.pending,
      null,
      'the notice has run',
    );

    // The newcomer bought at the new price: nothing changes for its renewal.
    const newcomerRenewal = await renewalsOf(newcomer.user.id);
    assert.ok(newcomerRenewal.every((order) => order.amount === 360000));
    t.clock.reset();
  });

  it('a lowered price reaches the next renewal without notice, and a raise taken back never reaches anyone', async () => {
    t.clock.reset();
    const plan = (await create({ students: '11', duration: '1', price: '400000' })).body as Plan;
    const holder = await buyer(plan.product_id);
    const billing = (await subscriptionOf(t, holder.user.id))!.next_billing_date!;

    t.clock.advance(2 * DAY_S);
    await update(plan.product_id, { price: '500000' });
    t.clock.advance(DAY_S);
    const back = await update(plan.product_id, { price: '380000' });
    assert.equal(back.body.pending, null, 'a lower price needs no notice');

    t.clock.advance((billing.getTime() - t.clock.now().getTime()) / 1000 + HOUR_S);
    await sweep();
    const [renewal] = await renewalsOf(holder.user.id);
    assert.equal(renewal.amount, 380000);
    t.clock.reset();
  });

  it('a retired plan leaves the shop, cannot be bought or changed, and renews for the family that holds it', async () => {
    t.clock.reset();
    const plan = (await create({ students: '13', duration: '1', price: '450000' })).body as Plan;
    const holder = await buyer(plan.product_id);
    const billing = (await subscriptionOf(t, holder.user.id))!.next_billing_date!;

    const retired = await retire(plan.product_id);
    assert.equal(retired.status, 200, JSON.stringify(retired.body));
    assert.equal(retired.body.active, false);
    assert.equal(retired.body.position, 0);
    assert.equal(retired.body.holders, 1);
    assert.ok(!(await shop()).some((offered) => offered.product_id === plan.product_id));
    const list = await plans();
    assert.equal(list.at(-1)!.active, false, 'retired plans come after those on sale');
    assert.deepEqual(
      list.filter((listed) => listed.active).map((listed) => listed.position),
      list.filter((listed) => listed.active).map((_, index) => index + 1),
    );

    const other = await t.newParent();
    const cardId = await addCard(t, other.token);
    const refused = await t.post(
      '/api/shop/pay',
      { bundle: plan.product_id, payment: card(cardId) },
      { token: other.token },
    );
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.errors, { bundle: ['The selected bundle is invalid.'] });
    const changed = await update(plan.product_id, { price: '100000' });
    assert.deepEqual(changed.body.errors, { product_id: [RETIRED] });

    t.clock.advance((billing.getTime() - t.clock.now().getTime()) / 1000 + HOUR_S);
    await sweep();
    const [renewal] = await renewalsOf(holder.user.id);
    assert.equal(renewal.status, 'active');
    assert.equal(renewal.amount, 450000);
    const kept = (await subscriptionOf(t, holder.user.id))!;
    assert.equal(kept.product_id, plan.product_id);
    assert.equal(kept.status, 'active');
    t.clock.reset();
  });

  it('answers 404 for a plan that does not exist', async () => {
    assert.equal((await update(2_000_000_000, { price: '100000' })).status, 404);
    assert.equal((await retire(2_000_000_000)).status, 404);
  });
});
