import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { migrations } from '../../../server/db/migrations/index';
import { balanceOf, entriesOf } from '../../../server/repositories/ledger';
import { findSubscriptionByUserId } from '../../../server/repositories/subscriptions';

/*
 * The move to the ledger on a database that already holds accounts: balances become entries,
 * paid orders are booked, renewals written with the balance folded into their price are split,
 * trials are marked; and entries can be appended but never changed.
 */
describe('migration 0100: the ledger', () => {
  const url = process.env.DATABASE_URL || null;
  const schema = url ? `test_ledger_${randomBytes(4).toString('hex')}` : undefined;
  let handle: DatabaseHandle;
  let db: Kysely<any>;
  let migrator: Migrator;

  before(async () => {
    handle = await openDatabase({ url, dataDir: null, schema, poolSize: 2 });
    db = handle.db;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: rows[0]!.schema,
    });
    const { error } = await migrator.migrateTo('0080_uploads_in_database');
    if (error) throw error;
  });

  after(async () => {
    await handle.close();
    if (!url || !schema) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
  });

  it('moves balances, paid orders, renewals and trials over as they stood', async () => {
    const bundle = (
      await db
        .insertInto('bundles')
        .values({ students: 3, price: 125_000, duration: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const user = async (email: string, balance: number) =>
      (
        await db
          .insertInto('users')
          .values({
            email,
            phone_number: null,
            first_name: 'A',
            last_name: 'B',
            region_id: null,
            password_hash: 'x',
            tutor_id: null,
            balance,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const order = async (values: Record<string, unknown>) =>
      (
        await db
          .insertInto('orders')
          .values({
            product_id: bundle,
            payment_method: 'card',
            payment_info: '{}',
            provider: 'sandbox',
            provider_reference: null,
            idempotency_key: null,
            failure_message: null,
            paid_at: new Date(),
            ...values,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const subscription = (userId: number, orderId: number | null, price: number, next: Date | null) =>
      db
        .insertInto('subscriptions')
        .values({
          user_id: userId,
          product_id: bundle,
          product_order_id: orderId,
          students: 3,
          status: 'active',
          payment_method: 'card',
          price,
          duration: 1,
          starts_at: new Date(),
          expiry_date: new Date(Date.now() + 86_400_000),
          next_billing_date: next,
          cancellation_date: null,
          remaining_balance: 0,
          credit: 0,
          adjusted_price: null,
        })
        .execute();

    // A change that left 20000 of credit, then a renewal that spent 5000 of it.
    const changed = await user('changed@soma.test', -15_000);
    await order({
      user_id: changed,
      kind: 'purchase',
      status: 'active',
      price: 125_000,
      amount: 125_000,
      plan_price: 125_000,
    });
    const upgrade = await order({
      user_id: changed,
      kind: 'upgrade',
      status: 'active',
      price: 40_000,
      credit: 60_000,
      amount: 0,
      plan_price: 50_000,
    });
    const renewal = await order({
      user_id: changed,
      kind: 'renewal',
      status: 'active',
      price: 50_000,
      credit: 5_000,
      amount: 45_000,
      plan_price: 50_000,
    });
    await subscription(changed, renewal, 50_000, new Date());
    // An account that owed 3000 and had nothing booked for it; a failed order books nothing.
    const owing = await user('owing@soma.test', 3_000);
    await order({ user_id: owing, kind: 'purchase', status: 'failed', price: 125_000, amount: 125_000, paid_at: null });
    // A trial.
    const trial = await user('trial@soma.test', 0);
    await subscription(trial, null, 0, null);

    const { error } = await migrator.migrateToLatest();
    if (error) throw error;

    assert.equal(await balanceOf(db, changed), -15_000, 'the balance is the sum of the entries');
    assert.equal(await balanceOf(db, owing), 3_000);
    assert.deepEqual(
      (await entriesOf(db, owing)).map((entry) => [entry.kind, entry.amount]),
      [['adjustment', 3_000]],
    );
    const booked = (await entriesOf(db, changed))
      .filter((entry) => entry.order_id === upgrade)
      .map((entry) => [entry.kind, entry.amount]);
    assert.deepEqual(booked.sort(), [
      ['credit', -60_000],
      ['plan', 40_000],
    ]);
    const split = await db.selectFrom('orders').selectAll().where('id', '=', renewal).executeTakeFirstOrThrow();
    assert.deepEqual(
      { price: split.price, credit: split.credit, balance: split.balance, amount: split.amount },
      { price: 50_000, credit: 0, balance: -5_000, amount: 45_000 },
    );
    const plan = (await findSubscriptionByUserId(db, changed))!;
    assert.equal(plan.remaining_balance, -15_000);
    assert.equal(plan.adjusted_price, 50_000);
    assert.equal((await findSubscriptionByUserId(db, trial))!.trial, true);
    assert.equal((await findSubscriptionByUserId(db, changed))!.trial, false);
  });

  it('appends entries and refuses to change or remove one, except with its account', async () => {
    const userId = (
      await db.selectFrom('users').select('id').where('email', '=', 'owing@soma.test').executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('ledger_entries')
      .values({ user_id: userId, order_id: null, kind: 'adjustment', amount: -500 })
      .execute();
    await assert.rejects(
      db.updateTable('ledger_entries').set({ amount: 0 }).where('user_id', '=', userId).execute(),
      /never changed/,
    );
    await assert.rejects(db.deleteFrom('ledger_entries').where('user_id', '=', userId).execute(), /never changed/);
    await assert.rejects(
      db.insertInto('ledger_entries').values({ user_id: userId, order_id: null, kind: 'gift', amount: 1 }).execute(),
    );
    await db.deleteFrom('users').where('id', '=', userId).execute();
    assert.deepEqual(await entriesOf(db, userId), [], 'an account deleted takes its entries with it');
  });

  it('books an order once per kind', async () => {
    const userId = (
      await db.selectFrom('users').select('id').where('email', '=', 'changed@soma.test').executeTakeFirstOrThrow()
    ).id;
    const orderId = (
      await db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'purchase')
        .executeTakeFirstOrThrow()
    ).id;
    await assert.rejects(
      db
        .insertInto('ledger_entries')
        .values({ user_id: userId, order_id: orderId, kind: 'plan', amount: 125_000 })
        .execute(),
    );
  });
});
