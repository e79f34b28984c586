import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../../../server/db/connect';
import { exited, startServer, type Server } from '../payments/child-server';

/*
 * Crash safety (issue item 12): the real server as a child process, killed with SIGKILL in the
 * middle of a burst of sign-ups and purchases, then started again on the same data: the same
 * PGlite data folder, or the same PostgreSQL schema when DATABASE_URL is set (the server suite
 * runs on both). Every request that was answered 2xx must be there, and no order half-made.
 */

async function call(
  server: Server,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  key?: string,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('SIGKILL during a burst of sign-ups and purchases', () => {
  const postgres = process.env.DATABASE_URL ?? null;
  const schema = `crashburst_${process.pid}_${randomBytes(4).toString('hex')}`;
  let dataDir: string;
  let env: Record<string, string>;
  const children: ChildProcess[] = [];

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'soma-crash-burst-'));
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
      JWT_SECRET: 'crash-burst-signing-secret-0123456789-abcdefghij',
      ADMIN_LOGIN: 'admin@crash.test',
      ADMIN_PASSWORD: 'admin-password',
      LOG_LEVEL: 'warn',
      SANDBOX_MPESA_DELAY_MS: '1500',
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

  it('keeps every answered sign-up and purchase, and no order half-made', { timeout: 150_000 }, async () => {
    const first = await startServer(env);
    children.push(first.child);
    const bundles = await call(first, 'GET', '/api/shop/bundles');
    const bundleOf = (students: number) =>
      bundles.body.find((b: { students: number; duration: number }) => b.students === students && b.duration === 1)
        .product_id as number;
    const small = bundleOf(1);
    const bundle = bundleOf(2);

    const tag = randomBytes(3).toString('hex');
    const mpesa = (n: number) => ({
      method: 'mpesa',
      info: { phone_number: `0712${String(n % 1000).padStart(3, '0')}111` },
    });
    // Subscription style: a sign-up buys its plan (an order and the plan naming it, in one go).
    const person = (n: number, payment: unknown = mpesa(n)) => ({
      first_name: 'Burst',
      last_name: `Parent ${n}`,
      email: `burst-${tag}-${n}@soma.test`,
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
      bundle: small,
      payment,
    });
    // Buyers on a one-student plan paid by card before the burst; in it they buy a bigger plan
    // (an upgrade), half by card, half by M-Pesa.
    const buyers: Array<{ token: string; payment: unknown }> = [];
    for (let n = 0; n < 10; n += 1) {
      const card = await call(first, 'POST', '/api/shop/sandbox/payment_methods', {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
        name: 'Burst',
      });
      assert.equal(card.status, 200, JSON.stringify(card.body));
      const made = await call(
        first,
        'POST',
        '/api/signup',
        person(n, { method: 'card', info: { payment_method_id: card.body.id } }),
        undefined,
        randomUUID(),
      );
      assert.equal(made.status, 200, JSON.stringify(made.body));
      const payment = n % 2 === 0 ? { method: 'card', info: { payment_method_id: card.body.id } } : mpesa(50 + n);
      buyers.push({ token: made.body.access_token, payment });
    }

    type Sent = { kind: 'signup'; email: string } | { kind: 'purchase'; token: string };
    const sent: Array<{ what: Sent; answer: Promise<{ status: number; body: any } | Error> }> = [];
    for (let n = 0; n < 30; n += 1) {
      if (n % 3 === 0 && buyers.length) {
        const buyer = buyers.shift()!;
        sent.push({
          what: { kind: 'purchase', token: buyer.token },
          answer: call(
            first,
            'POST',
            '/api/shop/upgrade',
            { bundle, payment: buyer.payment },
            buyer.token,
            randomUUID(),
          ).catch((e: Error) => e),
        });
      } else {
        const body = person(100 + n);
        sent.push({
          what: { kind: 'signup', email: body.email },
          answer: call(first, 'POST', '/api/signup', body, undefined, randomUUID()).catch((e: Error) => e),
        });
      }
    }
    // Killed half-way through the burst: a third of it answered, the rest in flight or not yet read.
    let done = 0;
    for (const s of sent) void s.answer.then(() => (done += 1));
    const deadline = Date.now() + 30_000;
    while (done < sent.length / 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await exited(first.child);
    assert.equal(first.child.signalCode, 'SIGKILL');
    const answers = await Promise.all(sent.map(async (s) => ({ what: s.what, answer: await s.answer })));
    const answered = answers.filter(
      (a) => !(a.answer instanceof Error) && a.answer.status >= 200 && a.answer.status < 300,
    );
    const cut = answers.length - answered.length;
    const purchases = answered.filter((a) => a.what.kind === 'purchase').length;
    const refused = answers.filter(
      (a) => !(a.answer instanceof Error) && (a.answer.status < 200 || a.answer.status >= 300),
    );
    for (const a of refused)
      console.log(
        `refused ${a.what.kind}: ${(a.answer as { status: number }).status} ${JSON.stringify((a.answer as { body: unknown }).body).slice(0, 160)}`,
      );
    console.log(
      `crash burst: ${answers.length} requests, ${answered.length} answered 2xx before SIGKILL (${answered.length - purchases} sign-ups, ${purchases} purchases), ${cut} cut off or refused`,
    );
    assert.ok(answered.length > 0, 'some requests were answered before the kill');

    const second = await startServer(env);
    children.push(second.child);
    try {
      for (const { what, answer } of answered) {
        const body = (answer as { body: any }).body;
        if (what.kind === 'signup') {
          const login = await call(second, 'POST', '/api/login', { login: what.email, password: 'correct-horse' });
          assert.equal(login.status, 200, `the answered sign-up of ${what.email} is gone`);
        } else {
          const receipt = await call(second, 'GET', `/api/receipts/${body.order_id}`, undefined, what.token);
          assert.equal(receipt.status, 200, `the answered order ${body.order_id} is gone`);
          assert.equal(receipt.body.order_id, body.order_id);
        }
      }
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }

    const database = await openDatabase(postgres ? { url: postgres, schema } : { dataDir });
    try {
      const users = await database.db.selectFrom('users').select(['id']).where('is_admin', '=', false).execute();
      const orders = await database.db.selectFrom('orders').selectAll().execute();
      const plans = await database.db.selectFrom('subscriptions').selectAll().execute();
      const userIds = new Set(users.map((u) => u.id));
      for (const order of orders) {
        const where = `order ${order.id} (${order.status})`;
        assert.ok(userIds.has(order.user_id), `${where}: no account`);
        const plan = plans.find((p) => p.user_id === order.user_id);
        // A purchase writes its order and the plan naming it in one transaction: all or nothing.
        assert.ok(plan, `${where}: an order without its plan`);
        if (order.status === 'active')
          assert.ok(order.paid_at && order.expiry_date, `${where}: paid without its period`);
        if (order.status === 'failed' || order.status === 'failed_declined')
          assert.equal(order.paid_at, null, `${where}: failed yet paid`);
      }
      for (const plan of plans) {
        // A trial sign-up's plan is free and bought by no order; any other plan names its order.
        if (plan.product_order_id === null) {
          assert.ok(plan.price === 0 && plan.payment_method === null, `plan ${plan.id}: a paid plan without its order`);
          continue;
        }
        const order = orders.find((o) => o.id === plan.product_order_id);
        assert.ok(order, `plan ${plan.id}: names no order`);
        assert.equal(order.user_id, plan.user_id, `plan ${plan.id}: names another account's order`);
      }
    } finally {
      await database.close();
    }
  });
});
