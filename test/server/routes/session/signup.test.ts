import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { accountsService } from '../../../../server/services/accounts';
import { verifyPassword } from '../../../../server/security/passwords';
import { createProviders } from '../../../../server/providers/index';
import { createTestApp, type TestApp } from '../../harness';

let sequence = 0;
const person = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    first_name: 'Achieng',
    last_name: 'Otieno',
    email: `achieng-${sequence}@soma.test`,
    phone_number: `07011${String(sequence).padStart(5, '0')}`,
    password: 'correct-horse',
    password_confirmation: 'correct-horse',
    ...overrides,
  };
};

describe('POST /api/signup in trial style', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.setSettings({ style: 'trial' });
  });
  after(() => t.close());

  it('creates the account and answers a session token for it', async () => {
    const body = person({ email: 'New.Parent@Soma.test', phone_number: '0711 000 111' });
    const answer = await t.post('/api/signup', body);
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body), ['access_token']);
    const claims = decodeJwt(answer.body.access_token);
    assert.equal(claims.adm, 0);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', Number(claims.sub))
      .executeTakeFirstOrThrow();
    assert.equal(user.email, 'new.parent@soma.test');
    assert.equal(user.phone_number, '+254711000111');
    assert.equal(user.is_admin, false);
    assert.equal((await t.get('/api/me', { token: answer.body.access_token })).body.balance, 0);
    assert.ok(await verifyPassword('correct-horse', user.password_hash));
    assert.ok(!user.password_hash.includes('correct-horse'));
    assert.ok(await t.login('new.parent@soma.test', 'correct-horse'));
  });

  it("starts the account on the trial's own plan: free, for five students, never billed", async () => {
    const answer = await t.post('/api/signup', person());
    assert.equal(answer.status, 200);
    const me = await t.get('/api/me/subscription', { token: answer.body.access_token });
    assert.equal(me.status, 200);
    assert.equal(me.body.students, 5);
    assert.equal(me.body.status, 'active');
    assert.equal(me.body.price, 0);
    assert.equal(me.body.payment_method, null);
    assert.equal(me.body.next_billing_date, null);
    assert.equal(me.body.cancellation_date, null);
    const days = (Date.parse(me.body.expiry_date) - t.clock.now().getTime()) / 86_400_000;
    assert.equal(Math.round(days), 30);
    // No order: nothing was bought or charged.
    const userId = Number(decodeJwt(answer.body.access_token).sub);
    assert.deepEqual(await t.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute(), []);
    // Its students are added against that allowance.
    const added = await t.post(
      '/api/students',
      { first_name: 'Imani', last_name: 'Wafula', gender: 'f', grade: 'Grade 1' },
      { token: answer.body.access_token },
    );
    assert.equal(added.status, 200, JSON.stringify(added.body));
  });

  it('stores the region when given, and refuses one that does not exist', async () => {
    const nairobi = await t.db.selectFrom('regions').select('id').where('code', '=', '047').executeTakeFirstOrThrow();
    const answer = await t.post('/api/signup', person({ region: nairobi.id }));
    assert.equal(answer.status, 200);
    const user = await t.db
      .selectFrom('users')
      .select('region_id')
      .where('id', '=', Number(decodeJwt(answer.body.access_token).sub))
      .executeTakeFirstOrThrow();
    assert.equal(user.region_id, nairobi.id);

    const unknown = await t.post('/api/signup', person({ region: 99999 }));
    assert.equal(unknown.status, 422);
    assert.deepEqual(unknown.body.errors, { region: ['The selected region is invalid.'] });
  });

  it('accepts a blank region and a form post', async () => {
    const answer = await t.post('/api/signup', person({ region: '' }), { form: true });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  });

  it('requires the email when the account requirements say email', async () => {
    const answer = await t.post('/api/signup', person({ email: undefined }));
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body, {
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    });
  });

  it('refuses an email or phone number already taken, however written', async () => {
    const first = person();
    assert.equal((await t.post('/api/signup', first)).status, 200);
    const again = await t.post(
      '/api/signup',
      person({ email: first.email.toUpperCase(), phone_number: `+254${first.phone_number.slice(1)}` }),
    );
    assert.equal(again.status, 422);
    assert.deepEqual(again.body.errors, {
      email: ['The email has already been taken.'],
      phone_number: ['The phone number has already been taken.'],
    });
  });

  it('checks the fields: names, email format, phone format, password length and confirmation', async () => {
    const answer = await t.post('/api/signup', {
      first_name: ' ',
      last_name: '',
      email: 'not-an-email',
      phone_number: 'call me',
      password: 'short',
      password_confirmation: 'other',
    });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, {
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      email: ['The email field must be a valid email address.'],
      phone_number: ['The phone number field format is invalid.'],
      password: ['The password field must be at least 8 characters.'],
      password_confirmation: ['The password confirmation field must match password.'],
    });
    const mismatch = await t.post('/api/signup', person({ password_confirmation: 'something-else' }));
    assert.equal(mismatch.status, 422);
    assert.deepEqual(mismatch.body.errors, {
      password_confirmation: ['The password confirmation field must match password.'],
    });
  });

  it('refuses a phone number that passes the format but cannot be dialled', async () => {
    const answer = await t.post('/api/signup', person({ phone_number: '0123' }));
    assert.equal(answer.status, 422);
    assert.ok(answer.body.errors.phone_number);
  });

  it('refuses fields it does not know and an oversized idempotency key', async () => {
    const extra = await t.post('/api/signup', person({ is_admin: true }));
    assert.equal(extra.status, 422);
    assert.deepEqual(extra.body.errors, { is_admin: ['The is admin field is prohibited.'] });
    const key = await t.post('/api/signup', person(), { headers: { 'idempotency-key': 'k'.repeat(300) } });
    assert.equal(key.status, 422);
    assert.ok(key.body.errors.idempotency_key);
  });

  it('ignores a plan sent in trial style', async () => {
    const answer = await t.post(
      '/api/signup',
      person({ bundle: 1, payment: { method: 'mpesa', info: { phone_number: '0712345678' } } }),
    );
    assert.equal(answer.status, 200);
    assert.equal(answer.body.order, undefined);
  });
});

describe('POST /api/signup when the account requirements say phone number', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.setSettings({ style: 'trial', accountRequirements: 'phone_number' });
  });
  after(() => t.close());

  it('requires the phone number and lets the email be left out', async () => {
    const missing = await t.post('/api/signup', person({ phone_number: '' }));
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, { phone_number: ['The phone number field is required.'] });
    const phoneOnly = await t.post('/api/signup', person({ email: '', phone_number: '0722000111' }));
    assert.equal(phoneOnly.status, 200);
    assert.ok(await t.login('0722000111', 'correct-horse'));
  });
});

describe('POST /api/signup in subscription style', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('requires a bundle and a payment', async () => {
    const answer = await t.post('/api/signup', person());
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, {
      bundle: ['The bundle field is required.'],
      payment: ['The payment field is required.'],
    });
  });

  it('checks the payment payload', async () => {
    const answer = await t.post('/api/signup', person({ bundle: 1, payment: { method: 'mpesa', info: {} } }));
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, {
      'payment.info.phone_number': ['The M-Pesa phone number field is required.'],
    });
  });

  it('creates no account while no shop can take the payment', async () => {
    const body = person({ bundle: 1, payment: { method: 'card', info: { payment_method_id: 'pm_x' } } });
    const answer = await t.post('/api/signup', body);
    assert.equal(answer.status, 422);
    assert.ok(answer.body.errors.payment);
    assert.equal(
      await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
      undefined,
    );
  });
});

describe('sign-up purchase seam', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const service = (purchase: Parameters<typeof accountsService>[1]['purchase']) =>
    accountsService(
      {
        db: t.db,
        config: t.config,
        providers: createProviders(t.config, t.db),
        now: t.clock.now,
        secret: 's'.repeat(40),
        redis: null,
        jobs: t.app.jobs,
        sessions: { changed: async () => {} },
      },
      { settings: t.app.services.settings, purchase },
    );

  let calls: Array<{ userId: number; bundle: number; key: string | null; inTransaction: boolean }>;
  beforeEach(() => (calls = []));

  it('buys the plan in the same transaction as the account', async () => {
    const accounts = service(async (trx, user, request) => {
      const seen = await trx.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst();
      calls.push({
        userId: user.id,
        bundle: request.bundle,
        key: request.idempotencyKey,
        inTransaction: seen !== undefined,
      });
      return { order_id: 1 } as never;
    });
    const input = person({ bundle: 2, payment: { method: 'card', info: { payment_method_id: 'pm_1' } } });
    const { user, order } = await accounts.signup(input as never, { idempotencyKey: 'checkout-1' });
    assert.deepEqual(order, { order_id: 1 });
    assert.deepEqual(calls, [{ userId: user.id, bundle: 2, key: 'checkout-1', inTransaction: true }]);
  });

  it('leaves no account behind when the purchase fails', async () => {
    const accounts = service(async () => {
      throw new Error('card declined');
    });
    const input = person({ bundle: 2, payment: { method: 'card', info: { payment_method_id: 'pm_1' } } });
    await assert.rejects(accounts.signup(input as never), /card declined/);
    assert.equal(
      await t.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst(),
      undefined,
    );
  });
});
