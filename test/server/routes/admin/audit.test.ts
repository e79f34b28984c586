import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { AUDIT_PAGE_SIZE } from '../../../../src/api/audit';
import { record } from '../../../../server/services/audit';
import { ADMIN, createTestApp, type TestApp } from '../../harness';
import { startFakeStripe, type FakeStripe } from '../../payments/fake-stripe';

describe('the audit trail: GET /api/audit', () => {
  let t: TestApp;
  let admin: string;
  let stripe: FakeStripe;
  before(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ config: { stripeApiBase: stripe.url } });
    admin = await t.loginAsAdmin();
  });
  after(async () => {
    await t.close();
    await stripe.close();
  });

  const latest = async () => (await t.get('/api/audit', { token: admin })).body.events[0];

  it('is for administrators only', async () => {
    assert.equal((await t.get('/api/audit')).status, 401);
    const parent = await t.newParent();
    assert.equal((await t.get('/api/audit', { token: parent.token })).status, 403);
  });

  it('records a change of settings: who, when, each value before and after, a secret only as changed', async () => {
    const secret = 'sk_test_audit_secret_55443322';
    const answer = await t.post(
      '/api/settings',
      { ga: 'G-AUDIT', card_public_key: 'pk_test_audit_0000000', card_secret_key: secret, style: 'trial' },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const trail = await t.get('/api/audit', { token: admin });
    assert.equal(trail.status, 200);
    assert.ok(!JSON.stringify(trail.body).includes(secret.slice(-8)), 'no secret in the trail');
    const stored = await t.db.selectFrom('audit_events').select('changes').execute();
    assert.ok(!JSON.stringify(stored).includes(secret.slice(-8)), 'no secret in the table');
    const event = trail.body.events[0];
    assert.equal(event.actor, ADMIN.login);
    assert.equal(event.subject, 'settings');
    assert.ok(Math.abs(Date.parse(event.created_at) - Date.now()) < 60_000);
    assert.deepEqual(event.changes, {
      ga: { from: '', to: 'G-AUDIT' },
      card_public_key: { from: '', to: 'pk_test_audit_0000000' },
      card_secret_key: 'changed',
      style: { from: 'subscription', to: 'trial' },
    });
  });

  it('records nothing for a save that changes nothing, nor for a refused one', async () => {
    const before = (await t.get('/api/audit', { token: admin })).body.total;
    await t.post('/api/settings', { ga: 'G-AUDIT' }, { token: admin });
    assert.equal((await t.post('/api/settings', { alternate_login_url: '/logout' }, { token: admin })).status, 422);
    assert.equal((await t.get('/api/audit', { token: admin })).body.total, before);
  });

  it('records a customisation', async () => {
    const answer = await t.post(
      '/api/customizations',
      {
        config_key: 'student',
        hide_sidebar: true,
        sidebar_title: 'Hello',
        sidebar_lines: [],
        sidebar_footer_url: '',
        sidebar_footer: '',
      },
      { token: admin },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const event = await latest();
    assert.equal(event.subject, 'customization:student');
    assert.deepEqual(event.changes, {
      hide_sidebar: { from: false, to: true },
      sidebar_title: { from: '', to: 'Hello' },
    });
  });

  it('records a region created, renamed and removed', async () => {
    const created = await t.post('/api/regions', { name: 'Kisumu', code: 'KSM' }, { token: admin, form: true });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id = created.body.region_id;
    assert.deepEqual((await latest()).changes, { name: { from: null, to: 'Kisumu' }, code: { from: null, to: 'KSM' } });
    assert.equal(
      (await t.patch(`/api/regions/${id}`, { name: 'Kisumu City' }, { token: admin, form: true })).status,
      200,
    );
    let event = await latest();
    assert.equal(event.subject, `region:${id}`);
    assert.deepEqual(event.changes, { name: { from: 'Kisumu', to: 'Kisumu City' } });
    assert.equal((await t.delete(`/api/regions/${id}`, { token: admin })).status, 200);
    event = await latest();
    assert.deepEqual(event.changes, { name: { from: 'Kisumu City', to: null }, code: { from: 'KSM', to: null } });
  });

  it('records a plan created, repriced and retired', async () => {
    const created = await t.post(
      '/api/plans',
      { students: '7', duration: '5', price: '7000000' },
      { token: admin, form: true },
    );
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id = created.body.product_id;
    let event = await latest();
    assert.equal(event.subject, `plan:${id}`);
    assert.deepEqual(
      { students: event.changes.students, duration: event.changes.duration, price: event.changes.price },
      { students: { from: null, to: 7 }, duration: { from: null, to: 5 }, price: { from: null, to: 7_000_000 } },
    );
    assert.equal(
      (await t.patchViaPost(`/api/plans/${id}`, { price: '7500000' }, { token: admin, form: true })).status,
      200,
    );
    event = await latest();
    assert.deepEqual(event.changes, { price: { from: 7_000_000, to: 7_500_000 } });
    assert.equal((await t.delete(`/api/plans/${id}`, { token: admin })).status, 200);
    assert.deepEqual((await latest()).changes.active, { from: true, to: false });
  });

  it('lists newest first, a page at a time', async () => {
    await t.db.transaction().execute(async (trx) => {
      const adminId = (
        await trx.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirstOrThrow()
      ).id;
      for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1) {
        await record(
          trx,
          adminId,
          `plan:${i}`,
          { price: { from: i, to: i + 1 } },
          new Date(Date.now() + (i + 1) * 60_000),
        );
      }
    });
    const first = (await t.get('/api/audit', { token: admin })).body;
    assert.equal(first.events.length, AUDIT_PAGE_SIZE);
    assert.equal(first.page, 1);
    assert.equal(first.per_page, AUDIT_PAGE_SIZE);
    assert.equal(first.events[0].subject, `plan:${AUDIT_PAGE_SIZE + 2}`);
    const times = first.events.map((event: { created_at: string }) => Date.parse(event.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const second = (await t.get('/api/audit', { token: admin, query: { page: 2 } })).body;
    assert.equal(second.page, 2);
    assert.equal(second.total, first.total);
    assert.equal(second.events.length, Math.min(AUDIT_PAGE_SIZE, first.total - AUDIT_PAGE_SIZE));
    assert.ok(
      !second.events.some((event: { id: number }) => first.events.some((seen: { id: number }) => seen.id === event.id)),
    );
    assert.equal((await t.get('/api/audit', { token: admin, query: { page: 0 } })).status, 422);
    assert.equal((await t.get('/api/audit', { token: admin, query: { page: 'x' } })).status, 422);
  });

  it('is append-only: the database refuses to change or remove a record', async () => {
    await assert.rejects(sql`update audit_events set subject = 'nothing'`.execute(t.db), /append-only/);
    await assert.rejects(sql`delete from audit_events`.execute(t.db), /append-only/);
  });
});
