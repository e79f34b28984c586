import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../harness';
import { addCard, bundleId, card, key } from '../shop/helpers';

/* The whole trial (docs/trial.md): its terms as settings, the switch into trial style, and a trial bought out and managed. */
describe('the free trial', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    admin = await t.loginAsAdmin();
  });
  after(() => t.close());

  const plan = async (token: string) => (await t.get('/api/me/subscription', { token })).body;
  const signUp = async () => {
    const answer = await t.post('/api/signup', {
      first_name: 'Trial',
      last_name: 'Family',
      email: `trial-${key()}@soma.test`,
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.access_token as string;
  };
  const addStudent = (token: string, first: string) =>
    t.post('/api/students', { first_name: first, last_name: 'Family', gender: 'f', grade: 'Grade 1' }, { token });

  it('lasts the days and allows the students the settings say', async () => {
    const saved = await t.post(
      '/api/settings',
      { style: 'trial', trial_days: 14, trial_students: 2 },
      { token: admin },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const token = await signUp();
    const trial = await plan(token);
    assert.equal(trial.trial, true);
    assert.equal(trial.students, 2);
    assert.equal(trial.price, 0);
    assert.equal(trial.next_billing_date, null);
    const days = (Date.parse(trial.expiry_date) - t.clock.now().getTime()) / 86_400_000;
    assert.ok(Math.abs(days - 14) < 0.01, `ends in 14 days, not ${days}`);
    assert.equal((await addStudent(token, 'One')).status, 200);
    assert.equal((await addStudent(token, 'Two')).status, 200);
    const third = await addStudent(token, 'Three');
    assert.equal(third.status, 422, 'the trial keeps its allowance');
    await t.post('/api/settings', { style: 'subscription', trial_days: 30, trial_students: 5 }, { token: admin });
  });

  it('starts, at the switch into trial style, for account holders who never had a plan; others keep theirs', async () => {
    const planless = await t.newParent();
    const paying = await t.newParent({ plan: { students: 1 } });
    assert.equal(await plan(planless.token), false);
    assert.equal(
      (await addStudent(planless.token, 'Before')).status,
      422,
      'no plan, no students in subscription style',
    );

    const saved = await t.post('/api/settings', { style: 'trial' }, { token: admin });
    assert.equal(saved.status, 200);
    const started = await plan(planless.token);
    assert.equal(started.trial, true);
    assert.equal(started.status, 'active');
    assert.equal(started.students, 5);
    assert.equal((await addStudent(planless.token, 'After')).status, 200);
    const kept = await plan(paying.token);
    assert.equal(kept.trial, false);
    assert.equal(kept.product_order_id, paying.subscription!.product_order_id);
    await t.post('/api/settings', { style: 'subscription' }, { token: admin });
  });

  it('bought out, is a paid plan the family manages like any other: cancel, then renew', async () => {
    await t.post('/api/settings', { style: 'trial' }, { token: admin });
    try {
      const token = await signUp();
      const cardId = await addCard(t, token);
      const bought = await t.post(
        '/api/shop/upgrade',
        { bundle: await bundleId(t, 2), payment: card(cardId) },
        { token, headers: { 'idempotency-key': key() } },
      );
      assert.equal(bought.status, 200, JSON.stringify(bought.body));
      assert.equal(bought.body.kind, 'purchase');
      const paid = await plan(token);
      assert.equal(paid.trial, false);
      assert.equal(paid.status, 'active');
      const cancelled = await t.post('/api/shop/cancel', {}, { token });
      assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
      assert.ok((await plan(token)).cancellation_date);
      const renewed = await t.post('/api/shop/renew', {}, { token });
      assert.equal(renewed.status, 200, JSON.stringify(renewed.body));
      assert.equal((await plan(token)).cancellation_date, null);
    } finally {
      await t.post('/api/settings', { style: 'subscription' }, { token: admin });
    }
  });
});
