import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../../../server/app';
import type { ChargeRequest } from '../../../server/providers/card';
import { createProviders } from '../../../server/providers/index';
import { sandboxCard, type SandboxCardProvider } from '../../../server/providers/sandbox-card';
import {
  claimDueRetries,
  claimDueRetry,
  claimPendingOrders,
  queueDueSubscriptions,
} from '../../../server/repositories/renewals';
import { checkBilling, seedDuePlans } from '../due-plans';
import { explain } from '../explain';
import { createTestApp, type TestApp } from '../harness';
import {
  DECLINED_CARD,
  addCard,
  ordersOf,
  recordingBroadcaster,
  subscriptionOf,
  waitFor,
} from '../routes/shop/helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROVIDER_LIMIT = 2;

/** A sandbox card provider that counts each charge and how many were under way at once. */
function countingCard(t: () => TestApp, delayMs: number) {
  let inner: SandboxCardProvider | null = null;
  const charges: ChargeRequest[] = [];
  const state = { running: 0, most: 0 };
  const card: SandboxCardProvider = {
    name: 'sandbox',
    createCard: (details, userId) => of().createCard(details, userId),
    authenticate: (secret, approve) => of().authenticate(secret, approve),
    publicKey: () => of().publicKey(),
    setupSecret: (customer) => of().setupSecret(customer),
    listCards: (customer) => of().listCards(customer),
    defaultCard: (customer) => of().defaultCard(customer),
    findCard: (customer, id, options) => of().findCard(customer, id, options),
    setDefaultCard: (customer, id) => of().setDefaultCard(customer, id),
    async charge(request) {
      charges.push(request);
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      try {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return await of().charge(request);
      } finally {
        state.running -= 1;
      }
    },
    chargeStatus: (reference) => of().chargeStatus(reference),
    paymentSecret: (reference) => of().paymentSecret(reference),
  };
  function of() {
    inner ??= sandboxCard(t().db, t().clock.now);
    return inner;
  }
  return { card, charges, state };
}

describe('renewals and their retries on the job queue', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const first = countingCard(() => t, 40);
  const other = countingCard(() => t, 40);

  before(async () => {
    t = await createTestApp({
      config: {
        jobs: { pollingIntervalSeconds: 0.5, work: true },
        renewals: {
          intervalMs: 0,
          pendingAfterMs: 2 * 60_000,
          unsentAfterMs: 10 * 60_000,
          unpaidGraceMs: 7 * DAY_MS,
          concurrency: 4,
          providerConcurrency: PROVIDER_LIMIT,
        },
      },
      providers: { card: first.card },
    });
    second = await buildApp({
      config: t.config,
      db: t.db,
      providers: {
        ...createProviders(t.config, t.db),
        card: other.card,
        broadcaster: recordingBroadcaster().broadcaster,
      },
      now: t.clock.now,
    });
    await second.ready();
  });
  after(async () => {
    await second?.close();
    await t?.close();
  });

  it('two instances dispatching at once queue each due plan once, and their workers bill each once, within the provider limit', async () => {
    const plans = await seedDuePlans(t.db, 24, `jobs${Date.now()}`, new Date(t.clock.now().getTime() - 60_000));
    const reports = await Promise.all([
      t.app.services.renewals.dispatch(),
      second.services.renewals.dispatch(),
      t.app.services.renewals.dispatch(),
    ]);
    assert.equal(
      reports.reduce((sum, report) => sum + report.queued, 0),
      plans.userIds.length,
      'each plan queued once',
    );
    await waitFor(async () => (await checkBilling(t.db, plans)).left === 0, 60_000);
    assert.deepEqual(await checkBilling(t.db, plans), { renewed: plans.userIds.length, doubleCharges: 0, left: 0 });
    const charged = [...first.charges, ...other.charges];
    const keys = new Set(charged.map((charge) => `${charge.cardId} ${charge.idempotencyKey}`));
    assert.equal(keys.size, plans.userIds.length, 'one charge per plan');
    assert.equal(charged.length, keys.size, 'no charge asked twice');
    assert.ok(
      first.state.most <= PROVIDER_LIMIT && other.state.most <= PROVIDER_LIMIT,
      `at most ${PROVIDER_LIMIT} at once per instance: ${first.state.most}, ${other.state.most}`,
    );
    assert.ok(first.state.most + other.state.most > 1, 'billed in parallel');
    const again = await Promise.all([t.app.services.renewals.dispatch(), second.services.renewals.dispatch()]);
    assert.equal(again[0].queued + again[1].queued, 0, 'nothing left to queue');
  });

  it('a renewal job run again (its instance stopped after the work) bills nothing more', async () => {
    const plans = await seedDuePlans(t.db, 3, `again${Date.now()}`, new Date(t.clock.now().getTime() - 60_000));
    const outcomes = await Promise.all(
      plans.userIds.flatMap(async (userId) => {
        const plan = (await subscriptionOf(t, userId))!;
        return Promise.all([
          t.app.services.renewals.renewPlan(plan.id, plans.billingDate),
          second.services.renewals.renewPlan(plan.id, plans.billingDate),
          t.app.services.renewals.renewPlan(plan.id, plans.billingDate),
        ]);
      }),
    );
    for (const tries of outcomes) assert.deepEqual([...tries].sort(), ['not due', 'not due', 'renewed']);
    assert.deepEqual(await checkBilling(t.db, plans), { renewed: 3, doubleCharges: 0, left: 0 });
  });

  it('a declined renewal queues its retry as a job delayed to its retry date; the retry charges once when due', async () => {
    const parent = await t.newParent({ plan: { students: 2 } });
    await addCard(t, parent.token, DECLINED_CARD);
    const billingDate = new Date(t.clock.now().getTime() - 60_000);
    await t.db
      .updateTable('subscriptions')
      .set({ expiry_date: billingDate, next_billing_date: billingDate })
      .where('user_id', '=', parent.user.id)
      .execute();
    const plan = (await subscriptionOf(t, parent.user.id))!;
    assert.equal(await t.app.services.renewals.renewPlan(plan.id, billingDate), 'renewed');
    const renewal = (await ordersOf(t, parent.user.id)).find((order) => order.kind === 'renewal')!;
    assert.equal(renewal.status, 'failed_declined');

    const { rows } = await sql<{ start_after: Date }>`select start_after from ${sql.id(await bossSchema(t), 'job')}
      where name = 'renewal-retry' and (data->>'orderId')::int = ${renewal.id}`.execute(t.db);
    assert.equal(rows.length, 1, 'one retry job');
    const waits = rows[0]!.start_after.getTime() - Date.now();
    assert.ok(Math.abs(waits - DAY_MS) < 5 * 60_000, `starts a day later (${waits} ms)`);

    const chargesOf = () =>
      first.charges.concat(other.charges).filter((charge) => charge.orderId === renewal.id).length;
    assert.equal(chargesOf(), 1);
    assert.equal(await t.app.services.renewals.retryRenewal(renewal.id), 'later', 'not due yet');
    assert.equal(chargesOf(), 1);
    t.clock.advance(DAY_MS / 1000 + 60);
    try {
      const tries = await Promise.all([
        t.app.services.renewals.retryRenewal(renewal.id),
        second.services.renewals.retryRenewal(renewal.id),
      ]);
      // The other finds the slot taken: the retry under way (done) or, once declined again, the next slot ahead (later).
      assert.equal(
        tries.filter((outcome) => outcome === 'retried').length,
        1,
        `one claims the slot: ${tries.join(', ')}`,
      );
      assert.equal(chargesOf(), 2, 'one charge for the slot');
    } finally {
      t.clock.reset();
    }
  });

  it('the hot queries read their indexes (PostgreSQL)', {
    skip: !process.env.DATABASE_URL && 'EXPLAIN on PostgreSQL only',
  }, async () => {
    const at = new Date();
    const plans = await explain(t, async (db) => {
      await queueDueSubscriptions(db, at, 1000);
      await claimDueRetry(db, 1, at);
      await claimDueRetries(db, at, 200);
      await claimPendingOrders(db, at, at, 200);
    });
    assert.match(plans[0]!, /subscriptions_to_queue/, plans[0]);
    assert.match(plans[1]!, /subscriptions_product_order/, plans[1]);
    assert.match(plans[2]!, /orders_retry_due/, plans[2]);
    assert.match(plans[2]!, /subscriptions_product_order/, plans[2]);
    assert.match(plans[3]!, /orders_pending_since/, plans[3]);
  });
});

async function bossSchema(t: TestApp): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(t.db);
  return rows[0]!.name === 'public' ? 'pgboss' : `${rows[0]!.name}_pgboss`;
}
