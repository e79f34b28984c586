import type { DB, NewStudent, Student, Subscription, SubscriptionStatus, User } from '../../server/db/schema';
import { addMonths } from '../../server/lib/dates';
import { appendEntries } from '../../server/repositories/ledger';
import { findSubscriptionByUserId } from '../../server/repositories/subscriptions';
import { hashPassword } from '../../server/security/passwords';

/*
 * Rows written straight to the database, for tests that need a starting state rather than the
 * calls that would build it.
 */

let sequence = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(sequence += 1)}`;

/** Hashing is slow on purpose; tests share one hash per password. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export interface PlanFixture {
  students?: number;
  /** Months: 1 or 12 match a seeded bundle. */
  duration?: number;
  status?: SubscriptionStatus;
  paymentMethod?: 'card' | 'mpesa';
  cancelled?: boolean;
}

export interface NewParent {
  email?: string | null;
  phone_number?: string | null;
  first_name?: string;
  last_name?: string;
  password?: string;
  region_id?: number | null;
  tutor_id?: string | null;
  balance?: number;
  /** Also give the account a subscription (with its order). */
  plan?: PlanFixture;
}

export interface ParentFixture {
  user: User;
  email: string | null;
  phone_number: string | null;
  password: string;
  subscription: Subscription | null;
}

export async function createParent(db: DB, fields: NewParent = {}, now = new Date()): Promise<ParentFixture> {
  const id = unique();
  const password = fields.password ?? 'parent-password';
  const email = fields.email === undefined ? `parent-${id}@soma.test` : fields.email;
  const phone =
    fields.phone_number === undefined
      ? `+25471${String(process.pid % 1000).padStart(3, '0')}${String(sequence % 10_000).padStart(4, '0')}`
      : fields.phone_number;
  const user = await db
    .insertInto('users')
    .values({
      email,
      phone_number: phone,
      first_name: fields.first_name ?? 'Test',
      last_name: fields.last_name ?? 'Parent',
      region_id: fields.region_id ?? null,
      password_hash: await hashOnce(password),
      tutor_id: fields.tutor_id ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A balance to start from is an opening adjustment in the ledger, as the money rules keep every movement.
  if (fields.balance)
    await appendEntries(db, [{ userId: user.id, orderId: null, kind: 'adjustment', amount: fields.balance, at: now }]);
  const subscription = fields.plan ? await givePlan(db, user.id, fields.plan, now) : null;
  return { user, email, phone_number: phone, password, subscription };
}

/** A subscription on the seeded bundle with these students and duration, and the order that bought it. */
export async function givePlan(
  db: DB,
  userId: number,
  plan: PlanFixture = {},
  now = new Date(),
): Promise<Subscription> {
  const bundle = await db
    .selectFrom('bundles')
    .selectAll()
    .where('students', '=', plan.students ?? 3)
    .where('duration', '=', plan.duration ?? 1)
    .executeTakeFirstOrThrow();
  const status = plan.status ?? 'active';
  const method = plan.paymentMethod ?? 'card';
  const order = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      product_id: bundle.id,
      kind: 'purchase',
      status,
      price: bundle.price,
      amount: bundle.price,
      payment_method: method,
      payment_info: JSON.stringify(method === 'card' ? { brand: 'visa', last4: '4242' } : { phone: '+2547******01' }),
      provider: 'sandbox',
      provider_reference: null,
      idempotency_key: null,
      failure_message: null,
      paid_at: status === 'active' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'active') {
    // Paid in full: booked as the shop books a paid order.
    const entry = { userId, orderId: order.id, at: now };
    await appendEntries(db, [
      { ...entry, kind: 'plan', amount: bundle.price },
      { ...entry, kind: 'payment', amount: -bundle.price },
    ]);
  }
  const expiry = addMonths(now, bundle.duration);
  await db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      product_id: bundle.id,
      product_order_id: order.id,
      students: bundle.students,
      status,
      payment_method: method,
      price: bundle.price,
      duration: bundle.duration,
      starts_at: now,
      expiry_date: expiry,
      next_billing_date: plan.cancelled ? null : expiry,
      cancellation_date: plan.cancelled ? now : null,
    })
    .execute();
  return (await findSubscriptionByUserId(db, userId))!;
}

export interface StudentFixture {
  student: Student;
  password: string | null;
}

export async function createStudent(
  db: DB,
  parentId: number,
  fields: Partial<Omit<NewStudent, 'parent_id' | 'password_hash'>> & { password?: string | null } = {},
): Promise<StudentFixture> {
  const { password = null, ...rest } = fields;
  const student = await db
    .insertInto('students')
    .values({
      parent_id: parentId,
      first_name: 'Test',
      last_name: 'Student',
      gender: 'o',
      age: 10,
      school: null,
      grade: 'Grade 4',
      region_id: null,
      avatar: JSON.stringify({ icon: null, color: '#fcb034' }),
      login: null,
      ...rest,
      password_hash: password ? await hashOnce(password) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { student, password };
}

/** A unique student login. */
export function studentLogin(prefix = 'student'): string {
  return `${prefix}-${unique()}`;
}

/** The single-use token of a link the portal hands out (`/learn#token=...`): it travels in the fragment. */
export function linkToken(url: string): string {
  return new URLSearchParams(new URL(url, 'http://portal.test').hash.slice(1)).get('token')!;
}
