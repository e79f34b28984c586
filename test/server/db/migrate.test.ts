import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations/index';
import { createTestApp, type TestApp } from '../harness';

describe('migrations', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('have all run at start, and running them again does nothing', async () => {
    const again = await migrateToLatest(t.db);
    assert.deepEqual(again, []);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    assert.deepEqual(
      rows.map((row) => row.name),
      Object.keys(migrations),
    );
  });

  it('create every table of the product', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort();
    for (const name of [
      'bundles',
      'customizations',
      'files',
      'ledger_entries',
      'grades',
      'orders',
      'outbox',
      'payment_methods',
      'recovery_codes',
      'regions',
      'site_settings',
      'students',
      'subscriptions',
      'tokens',
      'users',
    ]) {
      assert.ok(tables.includes(name), `missing table ${name}`);
    }
  });

  it('keep money as integers and times as timestamptz', async () => {
    const columns = new Map<string, string>(
      (await t.db.introspection.getTables()).flatMap((table) =>
        table.columns.map((column) => [`${table.name}.${column.name}`, column.dataType] as const),
      ),
    );
    for (const money of [
      'orders.amount',
      'orders.price',
      'orders.credit',
      'orders.balance',
      'orders.rounding',
      'bundles.price',
      'ledger_entries.amount',
      'subscriptions.price',
    ]) {
      assert.equal(columns.get(money), 'int4', money);
    }
    for (const time of [
      'orders.created_at',
      'subscriptions.expiry_date',
      'tokens.expires_at',
      'recovery_codes.expires_at',
    ]) {
      assert.equal(columns.get(time), 'timestamptz', time);
    }
  });

  it('refuse a second order with the same idempotency key for one user', async () => {
    const user = await t.db
      .insertInto('users')
      .values({
        email: 'idem@soma.test',
        phone_number: null,
        first_name: 'I',
        last_name: 'D',
        region_id: null,
        password_hash: 'x',
        tutor_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = {
      user_id: user.id,
      product_id: null,
      kind: 'purchase' as const,
      status: 'pending_payment' as const,
      price: 100,
      amount: 100,
      payment_method: 'mpesa' as const,
      payment_info: '{}',
      provider: 'sandbox',
      provider_reference: null,
      idempotency_key: 'key-1',
      failure_message: null,
      paid_at: null,
    };
    await t.db.insertInto('orders').values(order).execute();
    await assert.rejects(t.db.insertInto('orders').values(order).execute());
  });
});
