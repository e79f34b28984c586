import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addMonths } from '../../../server/lib/dates';
import { givePlan } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';
import { customBundle } from '../routes/shop/helpers';
import { DAY_MS, bothOnce, messagesFor, noticeConfig, noticesOf, settle, sentTo } from './support';

/*
 * A raised price (docs/plans.md, What families keep; docs/behaviour.md, Messages to families): each
 * family holding the plan is told the new price and from which renewal it pays it, a month's
 * notice ahead; a lower price needs no notice.
 */
describe('messages to families: a raised price', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ config: noticeConfig() });
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  const update = (id: number, fields: Record<string, unknown>) =>
    t.patchViaPost(`/api/plans/${id}`, fields, { token: admin, form: true });
  const enDate = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

  /** A family holding `bundleId` at its price, billed `inDays` days from now. */
  async function holder(bundleId: number, inDays: number, status: 'active' | 'expired' | 'failed' = 'active') {
    const parent = await t.newParent({ first_name: 'Baraka' });
    await givePlan(t.db, parent.user.id, { students: 4, duration: 1 }, t.clock.now());
    const billingDate = new Date(t.clock.now().getTime() + inDays * DAY_MS);
    await t.db
      .updateTable('subscriptions')
      .set({ product_id: bundleId, price: 100_000, status, expiry_date: billingDate, next_billing_date: billingDate })
      .where('user_id', '=', parent.user.id)
      .execute();
    return { parent, billingDate };
  }

  it('tells every family holding the plan the new price and the renewal it first applies to; not those who left it', async () => {
    const bundle = await customBundle(t, 100_000, 4, 1);
    const other = await customBundle(t, 100_000, 6, 1);
    // One renews in 10 days, before the month's notice runs: it pays the new price from the renewal after.
    const soon = await holder(bundle, 10);
    const unpaid = await holder(bundle, 20, 'failed');
    const gone = await holder(bundle, 20, 'expired');
    const elsewhere = await holder(other, 20);
    const raised = await update(bundle, { price: 120_000 });
    assert.equal(raised.status, 200, JSON.stringify(raised.body));

    const { email, sms } = await bothOnce(t, soon.parent, /goes up/);
    const from = enDate(addMonths(soon.billingDate, 1));
    assert.equal(email.subject, 'The price of your plan is changing');
    assert.equal(
      email.body,
      [
        'Hello Baraka,',
        'The price of your Soma plan, 4 students, Monthly, goes up from Ksh 1,000 to Ksh 1,200.',
        `The new price applies from your renewal on ${from}; until then you keep paying Ksh 1,000.`,
        'Your plan: http://portal.test/account',
        'Soma',
      ].join('\n\n'),
    );
    assert.equal(
      sms.body,
      `Soma: the price of your plan (4 students, Monthly) goes up from Ksh 1,000 to Ksh 1,200, from your renewal on ${from}. Your plan: http://portal.test/account`,
    );
    await bothOnce(t, unpaid.parent, /goes up/);
    await settle(600);
    for (const { parent } of [gone, elsewhere])
      assert.deepEqual(await sentTo(t, parent.email, parent.phone_number), []);
  });

  it('a lower price says nothing, and a raise seen by later passes is sent once', async () => {
    const bundle = await customBundle(t, 100_000, 7, 1);
    const family = await holder(bundle, 40);
    assert.equal((await update(bundle, { price: 90_000 })).status, 200);
    await settle(600);
    assert.deepEqual(await sentTo(t, family.parent.email, family.parent.phone_number), [], 'a lower price: no notice');
    assert.equal((await update(bundle, { price: 110_000 })).status, 200);
    await bothOnce(t, family.parent, /goes up/);
    const from = enDate(family.billingDate);
    assert.ok((await messagesFor(t, family.parent, /goes up/))[0]!.body.includes(`renewal on ${from}`));
    await t.app.services.renewals.sweep();
    await t.app.services.notices.relay();
    await settle();
    assert.equal((await messagesFor(t, family.parent, /goes up/)).length, 2);
    assert.equal((await noticesOf(t, family.parent.user.id)).length, 1);
  });
});
