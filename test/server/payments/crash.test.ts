import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../../../server/db/connect';
import { exited, startServer, type Server } from './child-server';

/*
 * The real server as a child process, on PostgreSQL in a schema of its own (or on PGlite in a
 * data folder when DATABASE_URL is not set), with the sandbox providers. Purchases are started,
 * the process is killed with SIGKILL while their payments (and some of the requests) are in
 * flight, and a new process on the same database must leave every order consistent and, through
 * its renewal sweep, settle the payments the dead one left pending.
 */

const DELAY_MS = 4_000;

async function call(
  server: Server,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('a server killed with SIGKILL in the middle of purchases', () => {
  const postgres = process.env.DATABASE_URL ?? null;
  const schema = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  let dataDir: string;
  let env: Record<string, string>;
  const children: ChildProcess[] = [];

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-crash-'));
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined &&
          !/^(DATABASE_|REDIS_URL|PUSHER_|MPESA_|STRIPE_|CARD_PROVIDER|SOMA_|RENEWAL_|PORT$|HOST$|PUBLIC_URL)/.test(
            entry[0],
          ),
      ),
    );
    env = {
      ...inherited,
      SOMA_SANDBOX: '1',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-signing-secret-0123456789-abcdefghij',
      ADMIN_LOGIN: 'admin@crash.test',
      ADMIN_PASSWORD: 'admin-password',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      SANDBOX_MPESA_DELAY_MS: String(DELAY_MS),
      RENEWAL_SWEEP_INTERVAL_MS: '0',
      ...(postgres ? { DATABASE_URL: postgres, DATABASE_SCHEMA: schema } : {}),
    };
  });

  after(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('leaves every order consistent, and the sweep of the next process completes the pending ones', {
    timeout: 120_000,
  }, async () => {
    const first = await startServer(env);
    children.push(first.child);
    const bundles = await call(first, 'GET', '/api/shop/bundles');
    const bundle = bundles.body.find(
      (b: { students: number; duration: number }) => b.students === 2 && b.duration === 1,
    ).product_id as number;

    let sequence = 0;
    const signUp = (phone: string) => {
      sequence += 1;
      return call(first, 'POST', '/api/signup', {
        first_name: 'Crash',
        last_name: `Parent ${sequence}`,
        email: `crash-${sequence}-${randomBytes(3).toString('hex')}@soma.test`,
        password: 'correct-horse',
        password_confirmation: 'correct-horse',
        bundle,
        payment: { method: 'mpesa', info: { phone_number: phone } },
      });
    };

    // One purchase whose payment is surely in flight when the process dies...
    const paying = await signUp('0712 000 111');
    assert.equal(paying.status, 200, JSON.stringify(paying.body));
    assert.equal(paying.body.order.status, 'pending_payment');
    const token = paying.body.access_token as string;
    const orderId = paying.body.order.order_id as number;

    // ...and a burst of them, some killed half-way through their request.
    const burst = Array.from({ length: 10 }, (_, i) =>
      signUp(i % 3 === 0 ? `07123${i}0000` : `07123${i}1111`).catch((error: Error) => error),
    );
    await Promise.race(burst);
    first.child.kill('SIGKILL');
    await exited(first.child);
    assert.equal(first.child.signalCode, 'SIGKILL');
    const answered = (await Promise.all(burst)).filter((answer) => !(answer instanceof Error)).length;

    const second = await startServer({
      ...env,
      RENEWAL_SWEEP_INTERVAL_MS: '200',
      RENEWAL_PENDING_AFTER_MS: '0',
      RENEWAL_UNSENT_AFTER_MS: '0',
    });
    children.push(second.child);
    const until = Date.now() + DELAY_MS + 20_000;
    let receipt = await call(second, 'GET', `/api/receipts/${orderId}`, undefined, token);
    while (receipt.body.status === 'pending_payment' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      receipt = await call(second, 'GET', `/api/receipts/${orderId}`, undefined, token);
    }
    assert.equal(receipt.status, 200);
    assert.equal(receipt.body.status, 'active', 'the payment the dead process left pending was completed by the sweep');
    assert.equal((await call(second, 'GET', '/api/me/subscription', undefined, token)).body.status, 'active');
    // A few more passes for the rest of the burst, whose delays ended at about the same time.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    second.child.kill('SIGTERM');
    await exited(second.child);
    assert.equal(second.child.exitCode, 0, second.output());

    const database = await openDatabase(postgres ? { url: postgres, schema } : { dataDir });
    try {
      const users = await database.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('is_admin', '=', false)
        .execute();
      const orders = await database.db.selectFrom('orders').selectAll().execute();
      const plans = await database.db.selectFrom('subscriptions').selectAll().execute();
      assert.ok(users.length >= 1 + answered, 'the answered sign-ups were kept');

      for (const order of orders) {
        const where = `order ${order.id} (${order.status})`;
        assert.notEqual(order.status, 'pending_payment', `${where}: still pending after the sweep`);
        if (order.status === 'active') {
          assert.ok(order.paid_at && order.expiry_date && order.next_billing_date, `${where}: paid without its period`);
          assert.ok(!order.payment_source?.endsWith('0000'), `${where}: a number the sandbox declines was paid`);
        } else {
          assert.ok(order.failure_message, `${where}: failed without a reason`);
          assert.equal(order.paid_at, null, `${where}: failed yet paid`);
        }
      }
      for (const user of users) {
        const plan = plans.find((p) => p.user_id === user.id);
        const own = orders.filter((o) => o.user_id === user.id);
        // Sign-up writes the account, its order and its plan in one transaction: all or nothing.
        assert.ok(plan, `user ${user.id}: an account without its plan`);
        assert.equal(own.length, 1, `user ${user.id}: ${own.length} orders`);
        assert.equal(plan.product_order_id, own[0]!.id, `user ${user.id}: the plan does not name its order`);
        assert.equal(plan.status, own[0]!.status, `user ${user.id}: plan ${plan.status} but order ${own[0]!.status}`);
        if (plan.status === 'active') assert.equal(plan.expiry_date.toISOString(), own[0]!.expiry_date!.toISOString());
      }
      assert.equal(plans.length, users.length, 'no plan without its account');
      const paid = orders.find((o) => o.id === orderId)!;
      assert.equal(paid.status, 'active');
    } finally {
      await database.close();
    }
  });
});
