import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';
import { DECLINED_CARD, addCard, ordersOf } from '../routes/shop/helpers';
import { DAY_MS, GRACE_MS, HOUR_MS, bothOnce, messagesFor, noticeConfig, noticesOf, settle } from './support';

/*
 * An unpaid renewal (docs/behaviour.md, Messages to families): told when it fails, with the reason
 * and a link that pays it, and once more about two days before the plan expires unpaid; and the
 * end of a plan the family cancelled, with a link to choose a plan again.
 */
describe('messages to families: a renewal not paid, and a cancelled plan’s end', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: noticeConfig() });
  });
  after(() => t.close());

  const sweep = () => t.app.services.renewals.sweep();
  const enDate = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

  /** A parent whose plan (3 students, monthly) was due an hour ago, on a card the bank declines. */
  async function declinedRenewal() {
    const parent = await t.newParent({ first_name: 'Otieno', plan: { students: 3 } });
    await addCard(t, parent.token, DECLINED_CARD);
    const billingDate = new Date(t.clock.now().getTime() - HOUR_MS);
    await t.db
      .updateTable('subscriptions')
      .set({ expiry_date: billingDate, next_billing_date: billingDate })
      .where('user_id', '=', parent.user.id)
      .execute();
    await sweep();
    const renewal = (await ordersOf(t, parent.user.id)).find((order) => order.kind === 'renewal')!;
    assert.equal(renewal.status, 'failed_declined');
    return { parent, billingDate, renewal };
  }

  it('tells the family when a renewal fails: the amount, the reason, the day the plan ends and a link that pays it', async () => {
    const { parent, billingDate, renewal } = await declinedRenewal();
    const link = `http://portal.test/account/receipt/${renewal.id}`;
    const end = enDate(new Date(billingDate.getTime() + GRACE_MS));
    const { email, sms } = await bothOnce(t, parent, /did not go through/);
    assert.equal(email.subject, 'The payment for your plan did not go through');
    assert.equal(
      email.body,
      [
        'Hello Otieno,',
        'We could not take the payment of Ksh 1,250 that renews your Soma plan, 3 students, Monthly: Your card was declined.',
        `Pay now to keep your plan: ${link}`,
        `If it is not paid by ${end}, your plan ends that day.`,
        'Soma',
      ].join('\n\n'),
    );
    assert.equal(
      sms.body,
      `Soma: the payment of Ksh 1,250 for your plan (3 students, Monthly) did not go through. Your card was declined. Pay by ${end} to keep it: ${link}`,
    );
  });

  it('and once more about two days before the plan expires unpaid, however often the card is tried and the passes run', async () => {
    const { parent, billingDate, renewal } = await declinedRenewal();
    await bothOnce(t, parent, /did not go through/);
    // Charged again on its schedule and declined again: no new notice of the same renewal.
    t.clock.advance((billingDate.getTime() + 2.5 * DAY_MS - t.clock.now().getTime()) / 1000);
    await sweep();
    await sweep();
    await settle();
    assert.equal((await messagesFor(t, parent, /did not go through|ends on/)).length, 2, 'not yet the last call');
    // The plan expires 5 days after its billing date: the last call goes from 3 days after it.
    t.clock.advance((1 * DAY_MS) / 1000);
    await sweep();
    const { email, sms } = await bothOnce(t, parent, /still not paid/);
    const end = enDate(new Date(billingDate.getTime() + GRACE_MS));
    assert.equal(email.subject, `Your plan ends on ${end} unless it is paid`);
    assert.ok(email.body.includes(`Pay now to keep it: http://portal.test/account/receipt/${renewal.id}`), email.body);
    assert.equal(
      sms.body,
      `Soma: your plan (3 students, Monthly) is still not paid and ends on ${end}. Pay Ksh 1,250 now to keep it: http://portal.test/account/receipt/${renewal.id}`,
    );
    await sweep();
    t.clock.advance((0.5 * DAY_MS) / 1000);
    await sweep();
    await settle();
    assert.equal((await messagesFor(t, parent, /still not paid/)).length, 2, 'once');
    assert.deepEqual(
      (await noticesOf(t, parent.user.id)).map((notice) => notice.kind),
      ['renewal_failed', 'renewal_failed_again'],
    );
    t.clock.reset();
  });

  it('no last call for a renewal paid since it failed', async () => {
    const { parent, billingDate } = await declinedRenewal();
    const good = await addCard(t, parent.token);
    const fixed = await t.patchViaPost(
      '/api/shop/sandbox/payment_methods/update_default',
      { payment_method_id: good, update_subscription: true },
      { token: parent.token, form: true },
    );
    assert.equal(fixed.body.subscription.status, 'active');
    t.clock.advance((billingDate.getTime() + 3.5 * DAY_MS - t.clock.now().getTime()) / 1000);
    await sweep();
    await settle();
    t.clock.reset();
    assert.deepEqual(await messagesFor(t, parent, /still not paid/), []);
  });

  it('tells a family whose cancelled plan has ended, with a link to choose a plan again', async () => {
    const parent = await t.newParent({ first_name: 'Zawadi', plan: { students: 2, cancelled: true } });
    const ended = new Date(t.clock.now().getTime() - HOUR_MS);
    await t.db.updateTable('subscriptions').set({ expiry_date: ended }).where('user_id', '=', parent.user.id).execute();
    await sweep();
    const { email, sms } = await bothOnce(t, parent, /ended on/);
    assert.equal(email.subject, 'Your Soma plan has ended');
    assert.equal(
      email.body,
      [
        'Hello Zawadi,',
        `Your Soma plan, 2 students, Monthly, ended on ${enDate(ended)}, as you had cancelled it.`,
        'Your students can learn again as soon as you choose a plan: http://portal.test/account/bundles',
        'Soma',
      ].join('\n\n'),
    );
    assert.equal(
      sms.body,
      `Soma: your plan (2 students, Monthly) ended on ${enDate(ended)}. Choose a plan to learn again: http://portal.test/account/bundles`,
    );
    await sweep();
    await settle();
    assert.equal((await messagesFor(t, parent, /ended on/)).length, 2, 'once');
  });

  it('says nothing when an unpaid plan expires: the family was told twice already', async () => {
    const { parent, billingDate } = await declinedRenewal();
    t.clock.advance((billingDate.getTime() + GRACE_MS + HOUR_MS - t.clock.now().getTime()) / 1000);
    await sweep();
    await settle();
    t.clock.reset();
    const plan = await t.db
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', parent.user.id)
      .executeTakeFirstOrThrow();
    assert.equal(plan.status, 'expired');
    assert.ok(!(await noticesOf(t, parent.user.id)).some((notice) => notice.kind === 'plan_ended'));
  });
});
