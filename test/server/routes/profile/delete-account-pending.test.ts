import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { addCard, bundleId, card, customBundle, mpesa, orderStatus, ordersOf } from '../shop/helpers';

/*
 * DELETE /me while a payment of the account is still pending: refused (422 on `payment`), so that
 * the payment never lands on an account that no longer exists; nothing of the account changes, in
 * English or Kiswahili. The sandbox answers M-Pesa prompts after a minute here, so they stay pending.
 */

const PENDING = 'A payment is still being processed. You can delete your account once it has finished.';
const PENDING_SW = 'Malipo bado yanashughulikiwa. Utaweza kufuta akaunti yako malipo hayo yakikamilika.';

describe('DELETE /api/me while a payment is pending', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: { sandboxMpesaDelayMs: 60_000 } })));
  after(() => t.close());

  const remove = (token: string, password: string, headers: Record<string, string> = {}) =>
    t.post('/api/me', { _method: 'DELETE', password }, { token, form: true, headers });

  it('is refused while an M-Pesa prompt waits on the phone, and the account stays as it was', async () => {
    const parent = await t.newParent();
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 3), payment: mpesa('0712 345 678') },
      { token: parent.token },
    );
    assert.equal(bought.body.status, 'pending_payment', JSON.stringify(bought.body));

    const answer = await remove(parent.token, parent.password);
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body, { message: PENDING, errors: { payment: [PENDING] } });
    const sw = await remove(parent.token, parent.password, { 'accept-language': 'sw-KE' });
    assert.equal(sw.status, 422);
    assert.deepEqual(sw.body, { message: PENDING_SW, errors: { payment: [PENDING_SW] } });

    const me = await t.get('/api/me', { token: parent.token });
    assert.equal(me.status, 200);
    assert.equal(me.body.email, parent.email);
    assert.equal(await orderStatus(t, bought.body.order_id), 'pending_payment');
    const [order] = await ordersOf(t, parent.user.id);
    assert.equal(order!.payment_source, '254712345678', 'the pending order keeps the number it prompts');
    const row = await t.db.selectFrom('users').select('deleted_at').where('id', '=', parent.user.id).executeTakeFirst();
    assert.equal(row!.deleted_at, null);
    assert.equal(
      (await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', parent.user.id).execute()).length,
      1,
    );
  });

  it('is refused while a card payment waits for the bank, and a wrong password is still told first', async () => {
    const parent = await t.newParent();
    const cardId = await addCard(t, parent.token, '4000 0025 0000 3155');
    const bought = await t.post(
      '/api/shop/pay',
      { bundle: await bundleId(t, 1), payment: card(cardId) },
      { token: parent.token },
    );
    assert.equal(bought.body.status, 'pending_payment', JSON.stringify(bought.body));
    const wrong = await remove(parent.token, 'not-my-password');
    assert.deepEqual(wrong.body.errors, { password: ['The password is incorrect.'] });
    const answer = await remove(parent.token, parent.password);
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, { payment: [PENDING] });
    assert.equal((await t.get('/api/me', { token: parent.token })).status, 200);
  });

  it('an order placed for an account deleted meanwhile ends its session (401), never a server error', async () => {
    const parent = await t.newParent();
    // A plan that charges nothing asks for no card: nothing reads the account before the order's insert.
    const free = await customBundle(t, 0);
    // As if the deletion committed between the session check and the order's insert.
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date(), email: null, phone_number: null })
      .where('id', '=', parent.user.id)
      .execute();
    await assert.rejects(
      t.app.services.shop.purchase(parent.user.id, { bundle: free, idempotencyKey: null }),
      (error: { kind?: string }) => error.kind === 'unauthenticated',
    );
    assert.deepEqual(await ordersOf(t, parent.user.id), []);
  });
});
