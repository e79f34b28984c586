import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  listUnsentNotices,
  recordLastCalls,
  recordRenewalReminders,
  recordTrialEndings,
} from '../../../server/repositories/notices';
import { explain } from '../explain';
import { createTestApp, type TestApp } from '../harness';
import { DAY_MS, noticeConfig, noticesOf } from './support';

/*
 * The scans of every renewal pass (docs/behaviour.md, Messages to families): each reads its plans
 * through an index and claims a batch at a time, leaving plans already reminded to the unique
 * key's index, so that a pass costs the plans newly due and the batches end.
 */
describe('messages to families: the scans of each pass', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ config: noticeConfig() })));
  after(() => t.close());

  it('claim a batch at a time, each plan once, until none is left', async () => {
    const parents = [];
    const billingDate = new Date(t.clock.now().getTime() + DAY_MS);
    for (let i = 0; i < 5; i += 1) {
      const parent = await t.newParent({ plan: { students: 2 } });
      await t.db
        .updateTable('subscriptions')
        .set({ next_billing_date: billingDate, expiry_date: billingDate })
        .where('user_id', '=', parent.user.id)
        .execute();
      parents.push(parent);
    }
    const window = { after: t.clock.now(), until: new Date(t.clock.now().getTime() + 3 * DAY_MS) };
    const first = await recordRenewalReminders(t.db, window, 2);
    const second = await recordRenewalReminders(t.db, window, 2);
    const third = await recordRenewalReminders(t.db, window, 2);
    const fourth = await recordRenewalReminders(t.db, window, 2);
    assert.deepEqual([first.length, second.length, third.length, fourth.length], [2, 2, 1, 0]);
    for (const parent of parents) {
      const notices = await noticesOf(t, parent.user.id);
      assert.equal(notices.length, 1);
      assert.equal(notices[0]!.due_at!.getTime(), billingDate.getTime());
    }
  });

  it('read their indexes (PostgreSQL)', {
    skip: !process.env.DATABASE_URL && 'EXPLAIN on PostgreSQL only',
  }, async () => {
    const at = t.clock.now();
    // A site of some size: 3000 families, their plans spread over a year of billing dates, a few on trial or unpaid.
    await sql`
      insert into users (email, first_name, last_name, password_hash)
      select 'scan-' || i || '@soma.test', 'Scan', 'Family', 'x' from generate_series(1, 3000) as i`.execute(t.db);
    await sql`
      insert into subscriptions (user_id, product_id, students, status, price, duration, starts_at, expiry_date,
        next_billing_date, trial)
      select u.id, (select min(id) from bundles), 2,
        case when u.id % 50 = 0 then 'failed' else 'active' end, 100000, 1, ${at}::timestamptz,
        ${at}::timestamptz + (u.id % 365) * interval '1 day',
        case when u.id % 40 = 0 then null else ${at}::timestamptz + (u.id % 365) * interval '1 day' end,
        u.id % 40 = 0
      from users u where u.email like 'scan-%'`.execute(t.db);
    const window = { after: at, until: new Date(at.getTime() + 3 * DAY_MS) };
    const plans = await explain(t, async (db) => {
      await recordRenewalReminders(db, window, 500);
      await recordTrialEndings(db, window, 500);
      await recordLastCalls(db, window, 500);
      await listUnsentNotices(db, 0, 500);
    });
    assert.match(plans[0]!, /subscriptions_due/, plans[0]);
    assert.match(plans[1]!, /subscriptions_trial_ends/, plans[1]);
    assert.match(plans[2]!, /subscriptions_unpaid/, plans[2]);
    assert.match(plans[3]!, /family_notices_unsent/, plans[3]);
    for (const plan of plans.slice(0, 3)) {
      assert.match(plan, /family_notices_user_id_kind_event_key_key/, 'a plan already reminded is left by the key');
      assert.doesNotMatch(plan, /Seq Scan on subscriptions/, plan);
    }
  });
});
