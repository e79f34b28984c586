import assert from 'node:assert/strict';
import { maskPhone } from '../../../../src/api/phone';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { builtInLearning, type LearningPlatform } from '../../../../server/providers/learning';
import { createTestApp, type TestApp } from '../../harness';
import { assertRefused, wrongCallers, type WrongCallers } from './callers';
import { linkToken } from '../../fixtures';

describe('profile reads: GET /me, GET /me/subscription, GET /tutor_login_url', () => {
  let t: TestApp;
  let callers: WrongCallers;
  /** The built-in platform, which a test may replace with one that has a tutor sign-in. */
  let platform: LearningPlatform;
  before(async () => {
    t = await createTestApp({ providers: { learning: async () => platform } });
    platform = builtInLearning(t.db);
    callers = await wrongCallers(t);
  });
  after(() => t.close());

  describe('GET /api/me', () => {
    it('answers the profile with its balance, tutor flag, parent id and plan', async () => {
      const nairobi = await t.db.selectFrom('regions').select('id').where('code', '=', '047').executeTakeFirstOrThrow();
      const parent = await t.newParent({
        first_name: 'Wanjiru',
        last_name: 'Otieno',
        region_id: nairobi.id,
        balance: 1250,
        tutor_id: 'T-77',
        plan: { students: 3, duration: 12, paymentMethod: 'mpesa' },
      });
      const answer = await t.get('/api/me', { token: parent.token });
      assert.equal(answer.status, 200);
      const { subscription, ...profile } = answer.body;
      assert.deepEqual(profile, {
        first_name: 'Wanjiru',
        last_name: 'Otieno',
        email: parent.email,
        phone_number: parent.phone_number,
        region: nairobi.id,
        balance: 1250,
        has_tutor_id: true,
        parent_id: parent.user.id,
      });
      const plan = parent.subscription!;
      assert.deepEqual(subscription, {
        students: 3,
        status: 'active',
        payment_method: 'mpesa',
        cancellation_date: null,
        expiry_date: plan.expiry_date.toISOString(),
        product_id: plan.product_id,
        product_order_id: plan.product_order_id,
        price: plan.price,
        duration: 12,
        remaining_balance: 1250, // the account's balance, read from the ledger
        credit: 0,
        next_billing_date: plan.next_billing_date!.toISOString(),
        adjusted_price: plan.price,
        trial: false,
        pending_change: null,
        // What the renewal will take: the price and what the account owes, in whole shillings,
        // prompted on the profile's number while the plan names none of its own.
        next_charge: {
          amount: Math.floor((plan.price + 1250) / 100) * 100,
          date: plan.next_billing_date!.toISOString(),
          price: plan.price,
          balance: 1250,
          method: 'mpesa',
          phone: maskPhone(parent.phone_number!),
        },
      });
    });

    it('answers subscription false and has_tutor_id false for a new account', async () => {
      const parent = await t.newParent({ balance: -300 });
      const answer = await t.get('/api/me', { token: parent.token });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.subscription, false);
      assert.equal(answer.body.has_tutor_id, false);
      assert.equal(answer.body.balance, -300);
      assert.equal(answer.body.region, null);
    });

    it('reports a cancelled plan past its expiry date as expired', async () => {
      const parent = await t.newParent({ plan: { cancelled: true } });
      const before = await t.get('/api/me', { token: parent.token });
      assert.equal(before.body.subscription.status, 'active');
      assert.ok(before.body.subscription.cancellation_date);
      t.clock.advance(40 * 24 * 60 * 60);
      try {
        const token = await t.login(parent.email!, parent.password);
        const after = await t.get('/api/me', { token });
        assert.equal(after.body.subscription.status, 'expired');
      } finally {
        t.clock.reset();
      }
    });

    it('answers 401 when the account behind the token is gone', async () => {
      const parent = await t.newParent();
      await t.db.deleteFrom('users').where('id', '=', parent.user.id).execute();
      assert.equal((await t.get('/api/me', { token: parent.token })).status, 401);
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      await assertRefused(t, callers, { method: 'GET', url: '/api/me' }, [[callers.admin, 403]]);
    });
  });

  describe('GET /api/me/subscription', () => {
    it('answers the plan', async () => {
      const parent = await t.newParent({ plan: { students: 5, status: 'failed_declined' } });
      const answer = await t.get('/api/me/subscription', { token: parent.token });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.students, 5);
      assert.equal(answer.body.status, 'failed_declined');
      assert.equal(answer.body.product_order_id, parent.subscription!.product_order_id);
    });

    it('answers false without a plan', async () => {
      const parent = await t.newParent();
      const answer = await t.get('/api/me/subscription', { token: parent.token });
      assert.equal(answer.status, 200);
      assert.equal(answer.body, false);
    });

    it('turns away anonymous, expired, student-link and administrator callers', async () => {
      await assertRefused(t, callers, { method: 'GET', url: '/api/me/subscription' }, [[callers.admin, 403]]);
    });
  });

  describe('GET /api/tutor_login_url', () => {
    const withTutor = async (run: () => Promise<void>) => {
      await t.setSettings({ tutor_enabled: true });
      try {
        await run();
      } finally {
        await t.setSettings({ tutor_enabled: false });
        platform = builtInLearning(t.db);
      }
    };

    it('answers a short-lived signed link for the tutor id when no tutor adapter is set', () =>
      withTutor(async () => {
        const parent = await t.newParent({ tutor_id: 'tutor-42' });
        const answer = await t.get('/api/tutor_login_url', { token: parent.token });
        assert.equal(answer.status, 200);
        assert.deepEqual(Object.keys(answer.body), ['login_url']);
        const url = new URL(answer.body.login_url);
        assert.equal(`${url.origin}${url.pathname}`, 'http://portal.test/learn/tutor');
        const claims = decodeJwt(linkToken(url.href));
        assert.equal(claims.sub, 'tutor-42');
        assert.equal(claims.aud, 'soma:tutor');
        assert.equal(claims.exp! - claims.iat!, 5 * 60);
      }));

    it("answers the learning platform's URL when it offers tutor sign-in", () =>
      withTutor(async () => {
        const asked: Array<[string, string[]]> = [];
        await t.setSettings({ tutor_course_ids: '12, 15' });
        platform = {
          ...builtInLearning(t.db),
          async tutorLoginUrl(tutorId, courses) {
            asked.push([tutorId, courses]);
            return `https://tutor.example/sso/${tutorId}`;
          },
        };
        const parent = await t.newParent({ tutor_id: 'T-9' });
        const answer = await t.get('/api/tutor_login_url', { token: parent.token });
        assert.equal(answer.status, 200);
        assert.deepEqual(answer.body, { login_url: 'https://tutor.example/sso/T-9' });
        assert.deepEqual(asked, [['T-9', ['12', '15']]]);
      }));

    it('answers 422 when the profile has no tutor id', () =>
      withTutor(async () => {
        const parent = await t.newParent({ tutor_id: null });
        const answer = await t.get('/api/tutor_login_url', { token: parent.token });
        assert.equal(answer.status, 422);
        assert.deepEqual(answer.body, {
          message: 'This account has no tutor id.',
          errors: { tutor_id: ['This account has no tutor id.'] },
        });
      }));

    it('answers 404 while the tutor integration is off', async () => {
      const parent = await t.newParent({ tutor_id: 'tutor-1' });
      const answer = await t.get('/api/tutor_login_url', { token: parent.token });
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, { message: 'Not Found' });
    });

    it('turns away anonymous, expired, student-link and administrator callers', () =>
      withTutor(() =>
        assertRefused(t, callers, { method: 'GET', url: '/api/tutor_login_url' }, [[callers.admin, 403]]),
      ));
  });
});
