import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../harness';
import {
  DECLINED_CARD,
  addCard,
  bundleId,
  card,
  mpesa,
  orderStatus,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  waitFor,
  type Published,
} from './helpers';

let sequence = 0;
const person = (fields: Record<string, unknown>) => {
  sequence += 1;
  return {
    first_name: 'Wambui',
    last_name: 'Njeri',
    email: `shop-signup-${process.pid}-${sequence}@soma.test`,
    password: 'correct-horse',
    password_confirmation: 'correct-horse',
    ...fields,
  };
};

describe('POST /api/signup in subscription style buys the plan', () => {
  let t: TestApp;
  let events: Published[];
  before(async () => {
    const recorder = recordingBroadcaster();
    events = recorder.events;
    t = await createTestApp({ config: { sandboxMpesaDelayMs: 20 }, providers: { broadcaster: recorder.broadcaster } });
  });
  after(() => t.close());

  const userOf = (token: string) => Number(decodeJwt(token).sub);
  const accountFor = (email: string) =>
    t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

  it('with a card entered before the account existed: the account, the paid order and the active plan', async () => {
    const cardId = await addCard(t, null);
    const body = person({ bundle: await bundleId(t, 2), payment: card(cardId) });
    const answer = await t.post('/api/signup', body, { headers: { 'idempotency-key': 'signup-1' } });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const userId = userOf(answer.body.access_token);
    assert.equal(answer.body.order.status, 'active');
    assert.equal(answer.body.order.students, 2);
    assert.deepEqual(answer.body.order.payment, { method: 'card', brand: 'visa', last4: '4242' });
    const plan = (await subscriptionOf(t, userId))!;
    assert.equal(plan.status, 'active');
    assert.equal(plan.product_order_id, answer.body.order.order_id);
    const [order] = await ordersOf(t, userId);
    assert.equal(order!.idempotency_key, 'signup-1');
    const saved = await t.db
      .selectFrom('payment_methods')
      .select(['user_id', 'is_default'])
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(saved, { user_id: userId, is_default: true }, 'the card now belongs to the new account');
    assert.deepEqual(
      events.filter((e) => e.channel === `private-user.${userId}`).map((e) => e.data.order.status),
      ['pending_payment', 'active'],
    );
    const receipt = await t.get(`/api/receipts/${answer.body.order.order_id}`, { token: answer.body.access_token });
    assert.equal(receipt.status, 200);
  });

  it('by M-Pesa: pending at first, paid after the delay', async () => {
    const body = person({ bundle: await bundleId(t, 1), payment: mpesa('0712 555 666') });
    const answer = await t.post('/api/signup', body);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.order.status, 'pending_payment');
    await waitFor(async () => (await orderStatus(t, answer.body.order.order_id)) === 'active');
    assert.equal((await subscriptionOf(t, userOf(answer.body.access_token)))!.status, 'active');
  });

  it('with a declined card: the account exists with a failed_declined plan, and a new card pays it', async () => {
    const declining = await addCard(t, null, DECLINED_CARD);
    const answer = await t.post('/api/signup', person({ bundle: await bundleId(t, 3), payment: card(declining) }));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.order.status, 'failed_declined');
    const token = answer.body.access_token;
    const good = await addCard(t, token);
    const retried = await t.patch(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: true },
      { token },
    );
    assert.equal(retried.body.subscription.status, 'active');
  });

  it('answers a sign-up sent again under its Idempotency-Key with the same account and order', async () => {
    const body = person({ bundle: await bundleId(t, 1), payment: mpesa('0712 555 777') });
    const headers = { 'idempotency-key': 'signup-again' };
    const first = await t.post('/api/signup', body, { headers });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const again = await t.post('/api/signup', body, { headers });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(userOf(again.body.access_token), userOf(first.body.access_token));
    assert.equal(again.body.order.order_id, first.body.order.order_id);
    assert.equal((await ordersOf(t, userOf(first.body.access_token))).length, 1, 'one order, one payment');
  });

  it('does not hand out the account to a repeat with the key but the wrong password', async () => {
    const body = person({ bundle: await bundleId(t, 1), payment: mpesa('0712 555 778') });
    const headers = { 'idempotency-key': 'signup-taken' };
    assert.equal((await t.post('/api/signup', body, { headers })).status, 200);
    const other = await t.post(
      '/api/signup',
      { ...body, password: 'other-horse', password_confirmation: 'other-horse' },
      { headers },
    );
    assert.equal(other.status, 422);
    // Another request under a used key is refused for the key itself, as Stripe refuses it.
    assert.deepEqual(other.body.errors.idempotency_key, [
      'This idempotency key was already used for a different request.',
    ]);
    assert.equal(other.body.access_token, undefined);
  });

  it('leaves no account when the payment part is wrong', async () => {
    const owner = await t.newParent();
    const taken = await addCard(t, owner.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bundle: await bundleId(t, 1), payment: card('pm_sandbox_unknown') }, 'payment'],
      [{ bundle: await bundleId(t, 1), payment: card(taken) }, 'payment'],
      [{ bundle: await bundleId(t, 1), payment: mpesa('0812 000 111') }, 'payment.info.phone_number'],
      [{ bundle: 99_999, payment: mpesa('0712 000 111') }, 'bundle'],
      [{ bundle: await bundleId(t, 1), payment: { method: 'mpesa', info: {} } }, 'payment.info.phone_number'],
      [{ bundle: await bundleId(t, 1) }, 'payment'],
    ];
    for (const [fields, field] of cases) {
      const body = person(fields);
      const answer = await t.post('/api/signup', body);
      assert.equal(answer.status, 422, JSON.stringify(fields));
      assert.deepEqual(Object.keys(answer.body.errors), [field], JSON.stringify(answer.body));
      assert.equal(await accountFor(body.email), undefined, JSON.stringify(fields));
    }
  });

  it('leaves no account when writing the order fails inside the transaction', async () => {
    const odd = await t.db
      .insertInto('bundles')
      .values({ students: 8, price: 77_777, duration: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The database refuses this one order after the account row is written: everything must roll back.
    await sql`alter table orders add constraint refuse_77777 check (price <> 77777)`.execute(t.db);
    try {
      const cardId = await addCard(t, null);
      const body = person({ bundle: odd.id, payment: card(cardId) });
      const answer = await t.post('/api/signup', body);
      assert.equal(answer.status, 500);
      assert.equal(await accountFor(body.email), undefined);
      const saved = await t.db
        .selectFrom('payment_methods')
        .select('user_id')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow();
      assert.equal(saved.user_id, null, 'the card stays unattached');
    } finally {
      await sql`alter table orders drop constraint refuse_77777`.execute(t.db);
    }
  });
});
