import { sql, type Kysely } from 'kysely';
import { addMonths } from '../lib/dates';
import { hashPassword } from '../security/passwords';
import { BUNDLES } from './data/bundles';
import { COUNTIES } from './data/counties';
import { GRADES } from './data/grades';
import { DEFAULT_SETTINGS } from './data/settings';
import type { Database } from './schema';

export interface SeedOptions {
  admin: { login: string; password: string };
  demo: boolean;
  now?: Date;
}

export interface Credentials {
  login: string;
  password: string;
}

export interface SeedReport {
  adminCreated: boolean;
  /** Present when demo data exists (created now or before). */
  demo: { parent: Credentials; student: Credentials } | null;
}

export const DEMO_PARENT = {
  email: 'parent@example.com',
  // A number the sandbox M-Pesa pays (docs/money.md, "Rehearsing offline"): a first M-Pesa payment succeeds.
  phone_number: '+254700123456',
  password: 'parent-password',
  first_name: 'Wanjiku',
  last_name: 'Kamau',
};
export const DEMO_STUDENT = { login: 'amani', password: 'student-password' };

/** Arbitrary constant: serialises seeding between instances starting together. */
const SEED_LOCK = 72_370_001;

/**
 * Fills what an empty database needs and nothing more: each part is skipped when its table
 * already has rows, and settings only gain the keys they lack, so it runs at every start.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);

    await trx
      .insertInto('site_settings')
      .values(
        Object.entries(DEFAULT_SETTINGS).map(([key, { value, secret }]) => ({
          key,
          value: JSON.stringify(value),
          secret: secret ?? false,
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    await trx
      .insertInto('customizations')
      .values([{ config_key: 'standard' }, { config_key: 'student' }])
      .onConflict((oc) => oc.column('config_key').doNothing())
      .execute();

    if (await isEmpty(trx, 'regions')) {
      await trx
        .insertInto('regions')
        .values(COUNTIES.map(({ name, code }) => ({ name, code })))
        .execute();
    }
    if (await isEmpty(trx, 'grades')) {
      await trx
        .insertInto('grades')
        .values(GRADES.map((name, position) => ({ name, position })))
        .execute();
    }
    if (await isEmpty(trx, 'bundles')) {
      // The default catalogue of a new site, in the shop's order; the administrator keeps it from then on.
      await trx
        .insertInto('bundles')
        .values(BUNDLES.map((plan, index) => ({ ...plan, position: index + 1 })))
        .execute();
    }

    const hasAdmin = await trx
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', true)
      .limit(1)
      .executeTakeFirst();
    if (!hasAdmin) {
      const isEmail = options.admin.login.includes('@');
      await trx
        .insertInto('users')
        .values({
          email: isEmail ? options.admin.login.toLowerCase() : null,
          phone_number: isEmail ? null : options.admin.login,
          first_name: 'Site',
          last_name: 'Administrator',
          region_id: null,
          password_hash: await hashPassword(options.admin.password),
          is_admin: true,
          tutor_id: null,
        })
        .execute();
    }

    const demo = options.demo ? await seedDemo(trx, now) : null;
    return { adminCreated: !hasAdmin, demo };
  });
}

async function isEmpty(db: Kysely<Database>, table: 'regions' | 'grades' | 'bundles'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return !row;
}

/** A parent with an active three-student monthly plan paid by the sandbox card, and two students. */
async function seedDemo(db: Kysely<Database>, now: Date): Promise<SeedReport['demo']> {
  const report = {
    parent: { login: DEMO_PARENT.email, password: DEMO_PARENT.password },
    student: { ...DEMO_STUDENT },
  };
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_PARENT.email).executeTakeFirst();
  if (existing) {
    // Demo data seeded before gave the parent a number the sandbox answers "balance too small".
    await db
      .updateTable('users')
      .set({ phone_number: DEMO_PARENT.phone_number })
      .where('id', '=', existing.id)
      .where('phone_number', '=', '+254700000001')
      .execute();
    return report;
  }

  const nairobi = await db.selectFrom('regions').select('id').where('code', '=', '047').executeTakeFirst();
  const bundle = await db
    .selectFrom('bundles')
    .selectAll()
    .where('students', '=', 3)
    .where('duration', '=', 1)
    .executeTakeFirstOrThrow();

  const { password, ...profile } = DEMO_PARENT;
  const parent = await db
    .insertInto('users')
    .values({ ...profile, region_id: nairobi?.id ?? null, password_hash: await hashPassword(password), tutor_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('payment_methods')
    .values({
      id: `pm_demo_${parent.id}`,
      user_id: parent.id,
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: now.getUTCFullYear() + 3,
      name: `${profile.first_name} ${profile.last_name}`,
      outcome: 'succeed',
      is_default: true,
    })
    .execute();

  const order = await db
    .insertInto('orders')
    .values({
      user_id: parent.id,
      product_id: bundle.id,
      kind: 'purchase',
      status: 'active',
      price: bundle.price,
      amount: bundle.price,
      payment_method: 'card',
      payment_info: JSON.stringify({ brand: 'visa', last4: '4242' }),
      provider: 'sandbox',
      provider_reference: `demo_${parent.id}`,
      idempotency_key: null,
      failure_message: null,
      paid_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const expiry = addMonths(now, bundle.duration);
  await db
    .insertInto('subscriptions')
    .values({
      user_id: parent.id,
      product_id: bundle.id,
      product_order_id: order.id,
      students: bundle.students,
      status: 'active',
      payment_method: 'card',
      price: bundle.price,
      duration: bundle.duration,
      starts_at: now,
      expiry_date: expiry,
      next_billing_date: expiry,
      cancellation_date: null,
    })
    .execute();

  const student = {
    parent_id: parent.id,
    last_name: profile.last_name,
    age: null,
    school: null,
    region_id: nairobi?.id ?? null,
  };
  await db
    .insertInto('students')
    .values([
      {
        ...student,
        first_name: 'Amani',
        gender: 'm',
        age: 9,
        grade: 'Grade 4',
        avatar: JSON.stringify({ icon: null, color: '#104f66' }),
        login: DEMO_STUDENT.login,
        password_hash: await hashPassword(DEMO_STUDENT.password),
      },
      {
        ...student,
        first_name: 'Zawadi',
        gender: 'f',
        age: 7,
        grade: 'Grade 2',
        avatar: JSON.stringify({ icon: null, color: '#168d44' }),
        login: null,
        password_hash: null,
      },
    ])
    .execute();

  return report;
}
