import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../harness';
import { addCard } from '../routes/shop/helpers';
import { DAY_MS, HOUR_MS, bothOnce, messagesFor, noticeConfig, noticesOf, settle, sentTo } from './support';

/*
 * The reminder before a renewal (docs/behaviour.md, Messages to families): `reminder_days` before
 * the billing date, with what the renewal will charge by the one next-charge rule (the account's
 * credit spent), and for M-Pesa the masked number the prompt goes to; and the free trial's end.
 * Switched per channel on /site_config; sent once however many passes see it.
 */
describe('messages to families: reminders before a renewal and before a trial ends', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp({ config: noticeConfig() });
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  const sweep = () => t.app.services.renewals.sweep();
  const settings = async (values: Record<string, unknown>) => {
    const answer = await t.post('/api/settings', values, { token: admin });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  };
  const enDate = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

  /** A parent whose plan (3 students, monthly: Ksh 1,250) renews `inDays` days from now. */
  async function renewingIn(inDays: number, options: { paymentMethod?: 'card' | 'mpesa'; balance?: number } = {}) {
    const parent = await t.newParent({
      first_name: 'Njeri',
      balance: options.balance ?? 0,
      plan: { students: 3, paymentMethod: options.paymentMethod ?? 'card' },
    });
    if ((options.paymentMethod ?? 'card') === 'card') await addCard(t, parent.token);
    const billingDate = new Date(t.clock.now().getTime() + inDays * DAY_MS);
    await t.db
      .updateTable('subscriptions')
      .set({ expiry_date: billingDate, next_billing_date: billingDate })
      .where('user_id', '=', parent.user.id)
      .execute();
    return { parent, billingDate };
  }

  it('reminds 3 days before by default, with the next charge: the price less the credit the account holds', async () => {
    const { parent, billingDate } = await renewingIn(2.5, { balance: -50_000 });
    const later = await renewingIn(3.5);
    await sweep();
    const { email, sms } = await bothOnce(t, parent, /renews on/);
    const date = enDate(billingDate);
    assert.equal(email.subject, `Reminder: your plan renews on ${date}`);
    assert.equal(
      email.body,
      [
        'Hello Njeri,',
        `Your Soma plan, 3 students, Monthly, renews on ${date}. We will charge Ksh 750 to your card that day.`,
        'To change your card or your plan before then: http://portal.test/account',
        'Soma',
      ].join('\n\n'),
    );
    assert.equal(
      sms.body,
      `Soma: your plan (3 students, Monthly) renews on ${date}. We will charge Ksh 750 to your card. Your plan: http://portal.test/account`,
    );
    assert.ok(!email.body.includes('1,250'), 'never the plan price when credit is spent');
    const shown = (await t.get('/api/me/subscription', { token: parent.token })).body;
    assert.equal(shown.next_charge.amount, 75_000, 'what the account shows as the next charge');
    assert.deepEqual(await sentTo(t, later.parent.email, later.parent.phone_number), [], 'not due for a reminder yet');
  });

  it('an M-Pesa plan: the prompt, the masked number it goes to and the day', async () => {
    const { parent, billingDate } = await renewingIn(1);
    await t.db
      .updateTable('subscriptions')
      .set({ payment_method: 'mpesa', renewal_phone: '254722123456' })
      .where('user_id', '=', parent.user.id)
      .execute();
    await sweep();
    const { email, sms } = await bothOnce(t, parent, /renews on/);
    const date = enDate(billingDate);
    assert.ok(
      email.body.includes(`You will get an M-Pesa prompt on 0722 *** 456 on ${date}: enter your M-Pesa PIN to pay.`),
      email.body,
    );
    assert.ok(email.body.includes(`renews on ${date} for Ksh 1,250.`), email.body);
    assert.ok(sms.body.includes(`You will get an M-Pesa prompt on 0722 *** 456 on ${date}.`), sms.body);
    assert.ok(!`${email.body}${sms.body}`.includes('123456'), 'the number is masked');
  });

  it('in Kiswahili for a family reading it', async () => {
    const { parent, billingDate } = await renewingIn(2);
    await t.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', parent.user.id).execute();
    await sweep();
    const { email, sms } = await bothOnce(t, parent, /utasasishwa/);
    const date = new Intl.DateTimeFormat('sw-KE', { dateStyle: 'medium', timeZone: 'UTC' }).format(billingDate);
    assert.equal(email.subject, `Kumbusho: mpango wako utasasishwa tarehe ${date}`);
    assert.ok(email.body.includes('Mpango wako wa Soma, Wanafunzi 3, Kila Mwezi, utasasishwa'), email.body);
    assert.ok(sms.body.includes('Tutatoza Ksh 1,250 kwenye kadi yako.'), sms.body);
  });

  it('is sent once, however many passes (and instances) see it', async () => {
    const { parent } = await renewingIn(2);
    await Promise.all([sweep(), sweep(), t.app.services.renewals.dispatch()]);
    await sweep();
    await bothOnce(t, parent, /renews on/);
    await sweep();
    await settle();
    assert.equal((await messagesFor(t, parent, /renews on/)).length, 2);
    assert.equal((await noticesOf(t, parent.user.id)).length, 1);
  });

  it('not for a cancelled plan, nor one not active', async () => {
    const cancelled = await renewingIn(2);
    await t.db
      .updateTable('subscriptions')
      .set({ cancellation_date: t.clock.now(), next_billing_date: null })
      .where('user_id', '=', cancelled.parent.user.id)
      .execute();
    const unpaid = await renewingIn(2);
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'failed_declined' })
      .where('user_id', '=', unpaid.parent.user.id)
      .execute();
    await sweep();
    await settle(600);
    for (const { parent } of [cancelled, unpaid]) {
      assert.deepEqual(await sentTo(t, parent.email, parent.phone_number), []);
      assert.deepEqual(await noticesOf(t, parent.user.id), []);
    }
  });

  it('follows the reminder days set on /site_config', async () => {
    const { parent } = await renewingIn(6);
    await sweep();
    await settle(600);
    assert.deepEqual(await sentTo(t, parent.email, parent.phone_number), [], '6 days ahead is not within 3');
    await settings({ reminder_days: 7 });
    await sweep();
    await bothOnce(t, parent, /renews on/);
    await settings({ reminder_days: 3 });
  });

  it('a channel switched off sends nothing on it; both off, nothing at all', async () => {
    await settings({ family_messages: { renewal_reminder: { sms: false } } });
    const emailOnly = await renewingIn(2);
    await sweep();
    await t.app.services.notices.relay();
    await settle();
    assert.deepEqual(
      (await sentTo(t, emailOnly.parent.email, emailOnly.parent.phone_number)).map((message) => message.channel),
      ['email'],
    );
    await settings({ family_messages: { renewal_reminder: { email: false } } });
    const none = await renewingIn(2);
    await sweep();
    await settle(600);
    assert.deepEqual(await sentTo(t, none.parent.email, none.parent.phone_number), []);
    assert.deepEqual(await noticesOf(t, none.parent.user.id), []);
    await settings({ family_messages: { renewal_reminder: { email: true, sms: true } } });
  });

  it('reminds a family on a free trial before it ends, with a link to choose a plan', async () => {
    const parent = await t.newParent({ first_name: 'Amani' });
    const bundle = await t.db.selectFrom('bundles').select('id').orderBy('id').executeTakeFirstOrThrow();
    const ends = new Date(t.clock.now().getTime() + 2 * DAY_MS);
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: parent.user.id,
        product_id: bundle.id,
        product_order_id: null,
        students: 5,
        status: 'active',
        payment_method: null,
        price: 0,
        duration: 1,
        starts_at: new Date(ends.getTime() - 28 * DAY_MS),
        expiry_date: ends,
        next_billing_date: null,
        cancellation_date: null,
        trial: true,
      })
      .execute();
    await sweep();
    const { email, sms } = await bothOnce(t, parent, /trial ends on/);
    assert.equal(email.subject, `Your free trial ends on ${enDate(ends)}`);
    assert.ok(email.body.includes('choose a plan before then: http://portal.test/account/bundles'), email.body);
    assert.equal(
      sms.body,
      `Soma: your free trial ends on ${enDate(ends)}. Choose a plan to keep learning: http://portal.test/account/bundles`,
    );
    // Never a renewal reminder: a trial is not billed.
    assert.deepEqual(
      (await noticesOf(t, parent.user.id)).map((notice) => notice.kind),
      ['trial_ending'],
    );
    t.clock.advance((HOUR_MS / 1000) * 12);
    await sweep();
    t.clock.reset();
    await settle(600);
    assert.equal((await messagesFor(t, parent, /trial ends on/)).length, 2);
  });
});
