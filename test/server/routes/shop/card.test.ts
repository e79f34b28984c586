import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { GOOD_CARD, addCard, wrongCallers } from './helpers';

const YEAR = new Date().getUTCFullYear();
const details = (fields: Record<string, unknown> = {}) => ({
  number: GOOD_CARD,
  exp_month: 12,
  exp_year: YEAR + 1,
  cvc: '123',
  name: 'Achieng Otieno',
  ...fields,
});

describe('the sandbox card provider under /api/shop/sandbox', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('answers a fake publishable key to anyone, and a setup secret to a parent', async () => {
    const key = await t.get('/api/shop/sandbox/pub_key');
    assert.equal(key.status, 200);
    assert.match(key.body.key, /^pk_test_/);
    const parent = await t.newParent();
    const setup = await t.get('/api/shop/sandbox/setup', { token: parent.token });
    assert.equal(setup.status, 200);
    assert.match(setup.body.secret, /^seti_sandbox_.+_secret_/);
    assert.notEqual((await t.get('/api/shop/sandbox/setup', { token: parent.token })).body.secret, setup.body.secret);
  });

  it('saves a card as brand, last4 and expiry only, and lists it as the default', async () => {
    const parent = await t.newParent();
    const saved = await t.post('/api/shop/sandbox/payment_methods', details({ number: '4242-4242-4242-4242' }), {
      token: parent.token,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.match(saved.body.id, /^pm_sandbox_/);
    assert.equal(saved.body.brand, 'visa');
    assert.equal(saved.body.last4, '4242');
    const row = await t.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('id', '=', saved.body.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.user_id, parent.user.id);
    assert.equal(row.is_default, true);
    assert.equal(row.outcome, 'succeed');
    assert.equal(JSON.stringify(row).includes('42424242'), false, 'the number is never stored');
    assert.equal(JSON.stringify(row).includes('"123"'), false, 'nor the security code');

    const second = await addCard(t, parent.token, '5555 5555 5555 4444');
    const list = await t.get('/api/shop/sandbox/payment_methods', { token: parent.token });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((c: Record<string, unknown>) => [c.id, c.type, c.brand, c.last4, c.exp_month, c.exp_year]),
      [
        [saved.body.id, 'card', 'visa', '4242', 12, YEAR + 1],
        [second, 'card', 'mastercard', '4444', 12, YEAR + 2],
      ],
    );
    const other = await t.newParent();
    assert.deepEqual((await t.get('/api/shop/sandbox/payment_methods', { token: other.token })).body, []);
    assert.equal((await t.get('/api/shop/default_payment_method', { token: other.token })).body, null);
  });

  it('marks which test behaviour a card has', async () => {
    const declining = await addCard(t, null, '4000 0000 0000 0002');
    const row = await t.db
      .selectFrom('payment_methods')
      .select(['outcome', 'user_id'])
      .where('id', '=', declining)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { outcome: 'decline', user_id: null });
  });

  it('checks the number, the expiry and the security code', async () => {
    const month = new Date().getUTCMonth() + 1;
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ number: '4242 4242 4242 4241' }, { number: ['Your card number is invalid.'] }],
      [{ number: '9999 9999 9999 9995' }, { number: ['Your card number is invalid.'] }],
      [{ number: '4242' }, { number: ['The number field must be between 12 and 19 digits.'] }],
      [{ number: '' }, { number: ['The number field is required.'] }],
      [{ exp_year: YEAR - 1 }, { exp_year: ["Your card's expiration year is in the past."] }],
      [{ exp_month: 13 }, { exp_month: ['The exp month field must be between 1 and 12.'] }],
      [{ cvc: '12' }, { cvc: ['The cvc field must be between 3 and 4 digits.'] }],
      [{ cvc: '1234' }, { cvc: ["Your card's security code is invalid."] }],
      [{ number: '3782 822463 10005', cvc: '123' }, { cvc: ["Your card's security code is invalid."] }],
      [{ name: ' ' }, { name: ['The name field is required.'] }],
    ];
    if (month > 1)
      cases.push([
        { exp_month: month - 1, exp_year: YEAR },
        { exp_month: ["Your card's expiration date is in the past."] },
      ]);
    for (const [fields, errors] of cases) {
      const answer = await t.post('/api/shop/sandbox/payment_methods', details(fields));
      assert.equal(answer.status, 422, JSON.stringify(fields));
      assert.deepEqual(answer.body.errors, errors, JSON.stringify(fields));
    }
    const amex = await t.post(
      '/api/shop/sandbox/payment_methods',
      details({ number: '3782 822463 10005', cvc: '1234' }),
    );
    assert.equal(amex.body.brand, 'amex');
    const thisMonth = await t.post('/api/shop/sandbox/payment_methods', details({ exp_month: month, exp_year: YEAR }));
    assert.equal(thisMonth.status, 200, 'a card is good through its expiry month');
  });

  it('update_default makes the card the way an M-Pesa plan is paid from now on', async () => {
    const parent = await t.newParent({ plan: { paymentMethod: 'mpesa' } });
    const id = await addCard(t, parent.token);
    const answer = await t.patch(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: id, update_subscription: false },
      { token: parent.token },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.subscription.payment_method, 'card');
    assert.equal((await t.get('/api/me/subscription', { token: parent.token })).body.payment_method, 'card');
  });

  it('update_default refuses a card that is not the caller’s, and an expired one', async () => {
    const owner = await t.newParent();
    const theirs = await addCard(t, owner.token);
    const parent = await t.newParent();
    for (const id of [theirs, 'pm_sandbox_missing']) {
      const answer = await t.patch(
        '/api/shop/sandbox/payment_methods/update_default',
        { payment_method_id: id, update_subscription: false },
        { token: parent.token },
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body.errors, { payment_method_id: ['The selected payment method id is invalid.'] });
    }
    await t.db
      .insertInto('payment_methods')
      .values({
        id: `pm_sandbox_expired_${parent.user.id}`,
        user_id: parent.user.id,
        brand: 'visa',
        last4: '1111',
        exp_month: 1,
        exp_year: 2021,
        name: null,
        outcome: 'succeed',
      })
      .execute();
    const expired = await t.patch(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: `pm_sandbox_expired_${parent.user.id}`, update_subscription: false },
      { token: parent.token },
    );
    assert.deepEqual(expired.body.errors, {
      payment_method_id: ['Your card has expired. Please use a different card.'],
    });
    const missing = await t.patch('/api/shop/sandbox/payment_methods/update_default', {}, { token: parent.token });
    assert.deepEqual(Object.keys(missing.body.errors).sort(), ['payment_method_id', 'update_subscription']);
  });

  it('update_default takes a card entered before login, and answers false without a plan', async () => {
    const unattached = await addCard(t, null);
    const parent = await t.newParent();
    const answer = await t.patch(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: unattached, update_subscription: true },
      { token: parent.token },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { success: true, subscription: false });
    assert.equal((await t.get('/api/shop/default_payment_method', { token: parent.token })).body.id, unattached);
  });

  it('answers no payment secret before any charge', async () => {
    const parent = await t.newParent();
    const answer = await t.get('/api/shop/sandbox/latest_payment_intent', { token: parent.token });
    assert.deepEqual(answer.body, { payment_secret: null });
  });

  it('turns away anonymous, expired and administrator callers on the parent calls', async () => {
    const callers = await wrongCallers(t);
    const calls: Array<[string, string]> = [
      ['GET', '/api/shop/sandbox/setup'],
      ['GET', '/api/shop/sandbox/payment_methods'],
      ['GET', '/api/shop/sandbox/latest_payment_intent'],
      ['GET', '/api/shop/default_payment_method'],
      ['PATCH', '/api/shop/sandbox/payment_methods/update_default'],
    ];
    for (const [method, url] of calls) {
      for (const [token, status] of [
        [null, 401],
        [callers.expired, 401],
        [callers.admin, 403],
      ] as const) {
        const answer =
          method === 'GET'
            ? await t.get(url, { token })
            : await t.patch(url, { payment_method_id: 'pm_x', update_subscription: false }, { token });
        assert.equal(answer.status, status, `${method} ${url}`);
      }
    }
  });
});

describe('card calls without a sandbox card provider', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { cardProvider: 'stripe' }, providers: { card: undefined } })));
  after(() => t.close());

  it('serves the card calls under the stripe segment, answering 404 until an adapter is configured, and no sandbox card field', async () => {
    assert.equal((await t.get('/api/shop/stripe/pub_key')).status, 404);
    assert.equal((await t.post('/api/shop/sandbox/payment_methods', details())).status, 404);
    const parent = await t.newParent();
    assert.equal((await t.get('/api/shop/default_payment_method', { token: parent.token })).body, null);
    assert.deepEqual((await t.get('/api/shop/pay')).body, ['mpesa']);
    const pay = await t.post(
      '/api/shop/pay',
      { bundle: 1, payment: { method: 'card', info: { payment_method_id: 'pm_x' } } },
      { token: parent.token },
    );
    assert.deepEqual(pay.body.errors, { 'payment.method': ['Card payments are not available.'] });
  });
});
