import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seed, DEMO_PARENT, DEMO_STUDENT } from '../../../server/db/seed';
import { verifyPassword } from '../../../server/security/passwords';
import { ADMIN, createTestApp, type TestApp } from '../harness';

const count = async (t: TestApp, table: 'regions' | 'bundles' | 'grades' | 'users' | 'students' | 'site_settings') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seed of an empty database', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('has the 47 counties of Kenya with codes 001 to 047', async () => {
    const regions = await t.db.selectFrom('regions').select(['name', 'code']).orderBy('code').execute();
    assert.equal(regions.length, 47);
    assert.deepEqual(regions[0], { name: 'Mombasa', code: '001' });
    assert.deepEqual(regions[46], { name: 'Nairobi City', code: '047' });
    assert.deepEqual(
      regions.map((region) => region.code),
      Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(3, '0')),
    );
  });

  it('has 8 bundles: 1, 2, 3 and 5 students, monthly and yearly, yearly with savings', async () => {
    const bundles = await t.db.selectFrom('bundles').selectAll().orderBy('duration').orderBy('students').execute();
    assert.equal(bundles.length, 8);
    assert.deepEqual(
      bundles.map((b) => [b.students, b.duration]),
      [
        [1, 1],
        [2, 1],
        [3, 1],
        [5, 1],
        [1, 12],
        [2, 12],
        [3, 12],
        [5, 12],
      ],
    );
    for (const bundle of bundles) {
      assert.ok(Number.isInteger(bundle.price) && bundle.price > 0);
      if (bundle.duration === 12) {
        const monthly = bundles.find((b) => b.duration === 1 && b.students === bundle.students)!;
        assert.ok(bundle.savings > 0);
        assert.ok(bundle.price < monthly.price * 12);
      } else {
        assert.equal(bundle.savings, 0);
      }
    }
  });

  it('has grades PP1, PP2 and Grade 1 to Grade 12', async () => {
    const names = (await t.db.selectFrom('grades').select('name').orderBy('position').execute()).map((g) => g.name);
    assert.deepEqual(names, ['PP1', 'PP2', ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`)]);
  });

  it('has the default site settings', async () => {
    const settings = await t.app.services.settings.all();
    assert.equal(settings.style, 'subscription');
    assert.equal(settings.shopCurrency, 'Ksh');
    assert.equal(settings.accountRequirements, 'email');
    assert.equal(settings.student_login_enabled, true);
    const secrets = await t.db.selectFrom('site_settings').select('key').where('secret', '=', true).execute();
    assert.ok(secrets.some((row) => row.key === 'card_secret_key'));
    assert.ok(secrets.some((row) => row.key === 'jwt_secret'));
  });

  it('has the administrator from ADMIN_LOGIN and ADMIN_PASSWORD', async () => {
    const admin = await t.db.selectFrom('users').selectAll().where('is_admin', '=', true).executeTakeFirstOrThrow();
    assert.equal(admin.email, ADMIN.login);
    assert.ok(await verifyPassword(ADMIN.password, admin.password_hash));
  });

  it('has no demo data unless asked', async () => {
    assert.equal(await count(t, 'students'), 0);
    assert.equal(await count(t, 'users'), 1);
  });

  it('changes nothing when run again', async () => {
    const before = await Promise.all(
      (['regions', 'bundles', 'grades', 'users', 'site_settings'] as const).map((table) => count(t, table)),
    );
    const report = await seed(t.db, { admin: { login: 'other@soma.test', password: 'x' }, demo: false });
    assert.equal(report.adminCreated, false);
    const afterCounts = await Promise.all(
      (['regions', 'bundles', 'grades', 'users', 'site_settings'] as const).map((table) => count(t, table)),
    );
    assert.deepEqual(afterCounts, before);
  });
});

describe('seed with demo data', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ demo: true })));
  after(() => t.close());

  it('has a demo parent with an active plan and two students', async () => {
    const parent = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_PARENT.email)
      .executeTakeFirstOrThrow();
    const plan = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', parent.id)
      .executeTakeFirstOrThrow();
    assert.equal(plan.status, 'active');
    assert.ok(plan.expiry_date.getTime() > Date.now());
    const students = await t.db.selectFrom('students').selectAll().where('parent_id', '=', parent.id).execute();
    assert.equal(students.length, 2);
    assert.ok(students.length <= plan.students);
  });

  it('lets the demo parent and the demo student log in', async () => {
    assert.ok(await t.login(DEMO_PARENT.email, DEMO_PARENT.password));
    const answer = await t.post('/api/student_login', DEMO_STUDENT, { form: true });
    assert.equal(answer.status, 200);
  });

  it('does not seed the demo twice', async () => {
    await seed(t.db, { admin: ADMIN, demo: true });
    assert.equal(await count(t, 'students'), 2);
  });
});
