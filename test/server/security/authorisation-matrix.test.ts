import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allCalls } from '../../../src/api/all';
import { pathParams, type Call } from '../../../src/api/define';
import { sessionTokens } from '../../../server/http/auth';
import { routePath } from '../../../server/http/route';
import { resolveSecret } from '../../../server/services/settings';
import { createStudent, studentLogin, linkToken } from '../fixtures';
import { createTestApp, type TestApp } from '../harness';
import { TINY_PNG, encode } from './encode';

/*
 * The authorisation matrix: every call of `src/api` against every kind of caller, each cell
 * asserting its status and that no answer carries another account's data. The expected statuses
 * come from the rows below, written by hand (who may make each call, and where the owner's or
 * another account's answer is not a 200), never from the contract's `access`, which is what the
 * server enforces: a call given the wrong access fails here. A call added to the contract without
 * its row fails the first test. authorisation-matrix-flip.test.ts checks that this test fails
 * when one call's access is wrong.
 *
 * Callers: nobody; parent A (the owner of the ids used); parent B, sent A's ids and A's body;
 * a student's learning-link token used as a bearer; the administrator; an expired session; a
 * session signed with another key; a token with `alg: none`.
 */

// SOMA_MATRIX_FLIP=<call id>=<access> runs the matrix against a contract with that one call's
// access changed, as a wrong contract would have it (set by authorisation-matrix-flip.test.ts only).
if (process.env.SOMA_MATRIX_FLIP) {
  const [id, access] = process.env.SOMA_MATRIX_FLIP.split('=');
  const call = allCalls.find((c) => c.id === id);
  if (!call) throw new Error(`SOMA_MATRIX_FLIP names no call: ${id}`);
  (call as { access: string }).access = access;
}

type Role = 'anonymous' | 'parentA' | 'parentB' | 'student' | 'admin' | 'expired' | 'otherKey' | 'algNone';
const ROLES: readonly Role[] = [
  'anonymous',
  'expired',
  'otherKey',
  'algNone',
  'student',
  'parentB',
  'admin',
  'parentA',
];
/** Callers with no valid session: a public call treats them as nobody; any other call answers 401. */
const NO_SESSION: readonly Role[] = ['anonymous', 'expired', 'otherKey', 'algNone', 'student'];

interface World {
  t: TestApp;
  a: { id: number; email: string; password: string; studentId: number; orderId: number; cardId: string };
  b: { id: number };
  adminId: number;
  /** Text that appears only in A's data: no other caller's answer may carry it. */
  markers: string[];
  studentLinkToken: string;
  sequence: () => number;
}

/** Who may make a call, written here by hand: the contract's `access` is what the server enforces, so it is never read to say what to expect. */
type Who = 'public' | 'parent' | 'user' | 'admin';

interface Row {
  /** public: anyone; parent: account holders only; user: account holders and the administrator; admin: the administrator only. */
  who: Who;
  /** The call's fields (path parameters, body or query), made afresh for each cell. */
  input?: (w: World, role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Status of the owner (parent A; the administrator on admin calls; both on user calls); 200 unless said. */
  ok?: number;
  /** Status of parent B sent A's ids or body; the owner's status unless said. */
  other?: number;
  /** Status of the administrator on a `user` or `public` call, when not the owner's. */
  admin?: number;
  /** The answer is A's by design to whoever holds the credential in the input (a learning link). */
  holderSees?: boolean;
}

const unique = (w: World, prefix: string) => `${prefix}-${process.pid}-${w.sequence()}`;
const freshStudent = async (w: World, fields: Record<string, unknown> = {}) =>
  (await createStudent(w.t.db, w.a.id, { first_name: w.markers[2], ...fields })).student.id;
const studentFields = { first_name: 'Neutral', last_name: 'Name', gender: 'o', grade: 'Grade 4' };

/** One row per call of the contract, by id. */
const ROWS: Record<string, Row> = {
  'app.get': { who: 'public' },
  'app.login': {
    who: 'public',
    input: (w) => ({ login: `${unique(w, 'nobody')}@soma.test`, password: 'not-the-password' }),
    ok: 422,
  },
  'app.signup': {
    who: 'public',
    input: (w) => ({
      first_name: 'New',
      last_name: 'Family',
      email: `${unique(w, 'signup')}@soma.test`,
      password: 'long-enough-password',
      password_confirmation: 'long-enough-password',
    }),
  },
  'app.studentLogin': {
    who: 'public',
    input: (w) => ({ login: unique(w, 'nobody'), password: 'not-the-password' }),
    ok: 422,
  },
  'app.broadcastingAuth': {
    who: 'user',
    input: (w) => ({ socket_id: '1234.5678', channel_name: `private-user.${w.a.id}` }),
    other: 403,
    admin: 403,
  },
  'app.logout': { who: 'user' },
  'handover.issue': { who: 'user' },
  'learn.open': {
    who: 'public',
    input: async (w) => ({ token: await learningLink(w) }),
    holderSees: true,
  },
  'learn.tutor': { who: 'public', input: () => ({ token: 'forged.link.token' }), ok: 422 },
  'learn.resume': { who: 'public', input: () => ({ session: 'forged.session.token' }), ok: 422 },
  'profile.get': { who: 'parent' },
  'profile.update': { who: 'parent', input: () => ({ last_name: 'Updated' }) },
  'profile.changePassword': {
    who: 'parent',
    input: (w) => {
      const next = w.a.password === 'parent-password' ? 'parent-password-2' : 'parent-password';
      return { current_password: w.a.password, new_password: next, new_password_confirmation: next };
    },
    // B is sent A's current password, which is not B's.
    other: 422,
  },
  // The right password would delete A mid-matrix: everyone is sent a wrong one, which only a parent gets as far as checking.
  'profile.delete': { who: 'parent', input: () => ({ password: 'not-the-password' }), ok: 422 },
  'profile.subscription': { who: 'parent' },
  // The tutor service is on for this world (deleting students needs it), and neither parent has a tutor id.
  'profile.tutorLoginUrl': { who: 'parent', ok: 422 },
  'recovery.request': {
    who: 'public',
    input: (w) => ({ login: `${unique(w, 'nobody')}@soma.test`, first_name: 'No', last_name: 'Body' }),
  },
  'recovery.verify': {
    who: 'public',
    input: () => ({ verification: 'made-up-handle', unique_code: '123456' }),
    ok: 422,
  },
  'recovery.reset': {
    who: 'public',
    input: () => ({
      verification: 'made-up-handle',
      password: 'long-enough-password',
      password_confirmation: 'long-enough-password',
    }),
    ok: 422,
  },
  'students.list': { who: 'parent' },
  'students.get': { who: 'parent', input: (w) => ({ student_id: w.a.studentId }), other: 404 },
  'students.loginUrl': { who: 'parent', input: (w) => ({ student_id: w.a.studentId }), other: 404 },
  'students.create': { who: 'parent', input: () => ({ ...studentFields }) },
  'students.update': {
    who: 'parent',
    input: (w) => ({ student_id: w.a.studentId, ...studentFields, first_name: w.markers[2] }),
    other: 404,
  },
  'students.delete': { who: 'parent', input: async (w) => ({ student_id: await freshStudent(w) }), other: 404 },
  'students.setLogin': {
    who: 'parent',
    input: async (w) => ({ student_id: await freshStudent(w), login: unique(w, 'kid') }),
    other: 404,
  },
  'students.resetPassword': {
    who: 'parent',
    input: async (w) => ({
      student_id: await freshStudent(w, { login: studentLogin('reset') }),
      password: 'kid-password',
    }),
    other: 404,
  },
  'students.availableGrades': { who: 'user' },
  'regions.list': { who: 'public' },
  'regions.search': { who: 'public', input: () => ({ search: 'nai', page: 1, per_page: 5 }) },
  'regions.create': { who: 'admin', input: (w) => ({ name: 'Matrix', code: `MX${w.sequence()}` }) },
  'regions.update': { who: 'admin', input: async (w) => ({ region_id: await newRegion(w), name: 'Renamed' }) },
  'regions.delete': { who: 'admin', input: async (w) => ({ region_id: await newRegion(w) }) },
  'regions.deleteAll': { who: 'admin' },
  'plans.list': { who: 'admin' },
  'plans.create': { who: 'admin', input: (w) => ({ students: 40 + (w.sequence() % 50), duration: 7, price: 100_000 }) },
  'plans.update': { who: 'admin', input: async (w) => ({ product_id: await newPlan(w), price: 120_000 }) },
  'plans.retire': { who: 'admin', input: async (w) => ({ product_id: await newPlan(w) }) },
  'shop.bundles': { who: 'public' },
  'shop.paymentKinds': { who: 'public' },
  'shop.previewUpgrade': { who: 'parent', input: async (w) => ({ product_id: await bundleFor(w, 5) }) },
  // Both already have a plan: a purchase is refused for each, naming the plan, not the other account.
  'shop.pay': {
    who: 'parent',
    input: async (w) => ({
      bundle: await bundleFor(w, 2),
      payment: { method: 'mpesa', info: { phone_number: '0712000111' } },
    }),
    ok: 422,
  },
  'shop.upgrade': {
    who: 'parent',
    input: async (w) => ({
      bundle: await bundleFor(w, 5),
      payment: { method: 'mpesa', info: { phone_number: '0712000111' } },
    }),
  },
  'shop.defaultPaymentMethod': { who: 'parent' },
  'shop.receipt': { who: 'parent', input: (w) => ({ order_id: w.a.orderId }), other: 404 },
  // A's order is paid, so A hears it is not waiting for a payment; B hears there is no such order.
  'shop.payOrder': {
    who: 'parent',
    input: (w) => ({ order_id: w.a.orderId, payment: { method: 'mpesa', info: { phone_number: '0712000111' } } }),
    ok: 422,
    other: 404,
  },
  // The matrix's families pay by card: a number for M-Pesa renewals is refused for their plan alone.
  'shop.renewalNumber': { who: 'parent', input: () => ({ phone_number: '0712000111' }), ok: 422 },
  'shop.cancel': { who: 'parent' },
  'shop.renew': { who: 'parent' },
  'card.publicKey': { who: 'public' },
  'card.setup': { who: 'parent' },
  'card.latestPaymentIntent': { who: 'parent' },
  'card.paymentMethods': { who: 'parent' },
  'card.updateDefault': {
    who: 'parent',
    input: (w) => ({ payment_method_id: w.a.cardId, update_subscription: false }),
    other: 422,
  },
  'card.sandboxCreate': {
    who: 'public',
    input: () => ({ number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Card Holder' }),
  },
  'card.sandboxAuthenticate': {
    who: 'parent',
    input: () => ({ payment_secret: 'made-up-secret', approve: true }),
    ok: 422,
  },
  'admin.settings': { who: 'admin' },
  'admin.saveSettings': { who: 'admin', input: () => ({ ga: '' }) },
  'admin.deliveryFailures': { who: 'admin' },
  'admin.auditTrail': { who: 'admin' },
  'admin.customizations': { who: 'admin' },
  'admin.saveCustomization': {
    who: 'admin',
    input: () => ({
      config_key: 'standard',
      hide_sidebar: false,
      sidebar_title: 'Welcome',
      sidebar_lines: [],
      sidebar_footer_url: '',
      sidebar_footer: '',
    }),
  },
  'admin.icons': { who: 'admin' },
  'admin.uploadIcon': {
    who: 'admin',
    input: () => ({ icon: { filename: 'icon.png', contentType: 'image/png', data: TINY_PNG } }),
  },
  'admin.uploadLogo': {
    who: 'admin',
    input: () => ({
      name: 'student_main_logo',
      logo: { filename: 'logo.png', contentType: 'image/png', data: TINY_PNG },
    }),
  },
  'admin.deleteLogo': { who: 'admin', input: async (w) => ({ name: await uploadedLogo(w) }) },
  'admin.uploadFavicon': {
    who: 'admin',
    input: () => ({ favicon: { filename: 'favicon.png', contentType: 'image/png', data: TINY_PNG } }),
  },
  'admin.deleteFavicon': { who: 'admin' },
  // A search for nobody: the administrator's answer must not carry A's data into this matrix's check.
  'admin.searchParents': { who: 'admin', input: () => ({ search: 'no-such-parent-anywhere' }) },
  // B's sessions: each cell signs B in afresh, so the matrix goes on.
  'admin.endParentSessions': { who: 'admin', input: (w) => ({ parent_id: w.b.id }) },
  // Debug helpers answer 404 while the site's debug setting is off, as it is here.
  'debug.setSubscription': { who: 'parent', input: () => ({ students: 2, duration: 1, status: 'active' }), ok: 404 },
  'debug.deleteSubscription': { who: 'parent', ok: 404 },
  'debug.outbox': { who: 'admin' },
  // The test clock exists only with SOMA_TEST_CLOCK=1.
  'debug.clock': { who: 'admin', input: () => ({ days: 1 }), ok: 404 },
  'avatars.list': { who: 'public' },
};

async function learningLink(w: World): Promise<string> {
  const student = await w.t.db
    .selectFrom('students')
    .selectAll()
    .where('id', '=', w.a.studentId)
    .executeTakeFirstOrThrow();
  const url = await w.t.app.services.accounts.studentLoginUrl(student);
  return linkToken(url);
}

/** A plan nobody holds, for the catalogue's calls (each cell changes its own). */
async function newPlan(w: World): Promise<number> {
  const row = await w.t.db
    .insertInto('bundles')
    .values({ students: 60 + (w.sequence() % 40), duration: 5, price: 100_000 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newRegion(w: World): Promise<number> {
  const n = w.sequence();
  const row = await w.t.db
    .insertInto('regions')
    .values({ name: `Region ${n}`, code: `RG${n}` } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function bundleFor(w: World, students: number): Promise<number> {
  const row = await w.t.db
    .selectFrom('bundles')
    .select('id')
    .where('students', '=', students)
    .where('duration', '=', 1)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function uploadedLogo(w: World): Promise<string> {
  const admin = await tokenFor(w, w.adminId);
  const { payload, contentType } = encode(
    { name: 'standard_nav_logo', logo: { filename: 'nav.png', contentType: 'image/png', data: TINY_PNG } },
    'multipart',
  );
  const answer = await w.t.inject({
    method: 'POST',
    url: '/api/resources/logos',
    headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
    payload,
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return 'standard_nav_logo';
}

/** A live session for a user as it stands now (a changed password moves its session version). */
async function tokenFor(w: World, userId: number): Promise<string> {
  const user = await w.t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return w.t.app.sessions.issue(user);
}

/** The status a caller must get: from the row alone, never from the contract. */
function expected(row: Row, role: Role): number {
  const ok = row.ok ?? 200;
  if (row.who === 'public') {
    if (role === 'admin') return row.admin ?? ok;
    if (role === 'parentB') return row.other ?? ok;
    return ok;
  }
  if (NO_SESSION.includes(role)) return 401;
  if (row.who === 'parent') {
    if (role === 'admin') return 403;
    return role === 'parentA' ? ok : (row.other ?? ok);
  }
  if (row.who === 'admin') return role === 'admin' ? ok : 403;
  // 'user': parents and the administrator.
  if (role === 'admin') return row.admin ?? ok;
  return role === 'parentA' ? ok : (row.other ?? ok);
}

describe('authorisation matrix: every call of the contract × every caller', () => {
  let t: TestApp;
  let w: World;
  const badTokens: Partial<Record<Role, string>> = {};
  const tally = { cells: 0, byStatus: new Map<number, number>() };

  before(async () => {
    t = await createTestApp();
    await t.setSettings({ style: 'trial', student_login_enabled: true, tutor_enabled: true });
    const tag = `${process.pid}${Date.now().toString(36)}`;
    const markers = [`amara-${tag}@soma.test`, `Amara${tag}`, `Zuri${tag}`];
    const a = await t.newParent({ email: markers[0], first_name: markers[1], plan: { students: 3 } });
    const b = await t.newParent({ password: 'b-parent-password', plan: { students: 3 } });
    const { student } = await createStudent(t.db, a.user.id, {
      first_name: markers[2],
      login: studentLogin('owner'),
      password: 'kid-password',
    });
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', a.user.id)
      .executeTakeFirstOrThrow();
    const card = await t.post(
      '/api/shop/sandbox/payment_methods',
      { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'A' },
      { token: a.token },
    );
    assert.equal(card.status, 200, JSON.stringify(card.body));
    const admin = await t.db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirstOrThrow();
    let sequence = 0;
    w = {
      t,
      a: {
        id: a.user.id,
        email: a.email!,
        password: a.password,
        studentId: student.id,
        orderId: order.id,
        cardId: card.body.id,
      },
      b: { id: b.user.id },
      adminId: admin.id,
      markers,
      studentLinkToken: '',
      sequence: () => (sequence += 1),
    };
    w.studentLinkToken = await learningLink(w);

    const secret = await resolveSecret({ db: t.db, config: t.config });
    badTokens.student = w.studentLinkToken;
    badTokens.expired = await sessionTokens(secret, -60).issue(a.user);
    badTokens.otherKey = await sessionTokens('another-deployment-secret-0123456789', 3600).issue(a.user);
    const claims = {
      sub: String(a.user.id),
      pid: a.user.id,
      adm: 1,
      aud: 'soma:api',
      exp: Math.floor(Date.now() / 1000) + 3600,
    };
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    badTokens.algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
  });
  after(() => {
    const statuses = [...tally.byStatus.entries()]
      .sort(([x], [y]) => x - y)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `authorisation matrix: ${allCalls.length} calls × ${ROLES.length} callers = ${tally.cells} cells (${statuses})`,
    );
    return t.close();
  });

  it('has a row for every call of the contract', () => {
    const missing = allCalls.map((call) => call.id).filter((id) => !(id in ROWS));
    assert.deepEqual(missing, [], `add a row to ROWS in ${import.meta.url.split('/').pop()} for each of these calls`);
  });

  for (const call of allCalls) {
    it(`${call.id} (${call.method} ${call.path}, ${call.access})`, async () => {
      const row = ROWS[call.id];
      assert.ok(row, `no row for ${call.id}`);
      const failures: string[] = [];
      for (const role of ROLES) {
        const token =
          role === 'anonymous'
            ? null
            : role === 'parentA'
              ? await tokenFor(w, w.a.id)
              : role === 'parentB'
                ? await tokenFor(w, w.b.id)
                : role === 'admin'
                  ? await tokenFor(w, w.adminId)
                  : badTokens[role]!;
        const fields = { ...((await row.input?.(w, role)) ?? {}) };
        const answer = await send(t, call, fields, token);
        tally.cells += 1;
        tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
        const want = expected(row, role);
        if (answer.status !== want)
          failures.push(`${role}: ${answer.status} (expected ${want}) ${JSON.stringify(answer.body).slice(0, 200)}`);
        if (call.id === 'profile.changePassword' && role === 'parentA' && answer.status === 200)
          w.a.password = String(fields.new_password);
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        if (role !== 'parentA' && !row.holderSees) {
          for (const marker of w.markers)
            if (text.includes(marker)) failures.push(`${role}: the answer carries parent A's data (${marker})`);
        }
        if (answer.status >= 400) {
          if (typeof answer.body?.message !== 'string')
            failures.push(`${role}: a refusal without Laravel's message: ${text.slice(0, 200)}`);
        }
      }
      assert.deepEqual(failures, []);
    });
  }
});

async function send(t: TestApp, call: Call<any, any>, fields: Record<string, unknown>, token: string | null) {
  let url = routePath(call, t.config.cardProvider);
  const rest = { ...fields };
  for (const name of pathParams(call.path)) {
    url = url.replace(`:${name}`, encodeURIComponent(String(rest[name])));
    delete rest[name];
  }
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.body === 'none') {
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
    return t.inject({ method: call.method, url: query ? `${url}?${query}` : url, headers });
  }
  const { payload, contentType } = encode(rest, call.body === 'form' ? 'form' : call.body);
  return t.inject({ method: call.method, url, headers: { ...headers, 'content-type': contentType }, payload });
}
