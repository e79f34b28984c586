import { expect } from '@open-wc/testing';
import { allCalls } from '../../../src/api/all';
import { pathParams, type Call } from '../../../src/api/define';

/*
 * Every call of docs/behaviour.md, Calls, written as the spec writes it (brand segments as `<tutor>`
 * and `<card>`). Parameter names are compared loosely: the spec writes `/students/{id}`, the
 * contract names the field (`{student_id}`).
 */
const SPEC_CALLS = [
  // App and session
  'GET /app',
  'POST /login',
  'POST /student_login',
  'POST /signup',
  'POST /broadcasting/auth', // the spec writes it with the /api base prefix
  // Profile
  'GET /me',
  'PATCH /me',
  'PATCH /change_password',
  'GET /me/subscription',
  'GET /<tutor>_login_url',
  // Password recovery
  'POST /request_password_recovery',
  'POST /verify_password_recovery',
  'POST /recover_password',
  // Students and regions
  'GET /students',
  'GET /students/{id}',
  'GET /students/{id}/login_url',
  'POST /students',
  'PATCH /students/{id}',
  'DELETE /students/{id}',
  'GET /available_grades',
  'GET /regions',
  'POST /regions',
  'PATCH /regions/{id}',
  'DELETE /regions/{id}',
  'DELETE /regions',
  // Shop
  'GET /shop/bundles',
  'GET /shop/bundles/preview_upgrade/{product_id}',
  'GET /shop/pay',
  'POST /shop/pay',
  'POST /shop/upgrade',
  'GET /shop/default_payment_method',
  'GET /receipts/{order_id}',
  'POST /shop/cancel',
  'POST /shop/renew',
  'GET /shop/<card>/pub_key',
  'GET /shop/<card>/setup',
  'PATCH /shop/<card>/payment_methods/update_default',
  'GET /shop/<card>/latest_payment_intent',
  'GET /shop/<card>/payment_methods',
  // Administration and debug
  'POST /customizations',
  'GET /settings',
  'POST /settings',
  'GET /resources/icons',
  'POST /resources/icons',
  'POST /resources/logos',
  'DELETE /resources/logos/{name}',
  'POST /debug/subscription',
  'DELETE /debug/subscription',
  // Static: the avatar options list
  'GET /custom_login/avatars/avatars.json',
];

/** Calls the design adds for the built-in sandboxes. */
const SANDBOX_CALLS = [
  'POST /shop/sandbox/payment_methods',
  'POST /shop/sandbox/payment_intents/authenticate',
  'GET /dev/outbox',
  // The sandbox's test clock (SOMA_TEST_CLOCK=1): a plan's months rehearsed in minutes.
  'POST /dev/clock',
];

/**
 * Calls the design adds: the hand-over of an embedded login to the portal, the portal's own /learn
 * and /learn/tutor pages (with the learning session that brings /learn back after a reload), the
 * students pages' login dialogs (a login set later, a password reset), the server side of logout,
 * the deletion of an account, an administrator ending a parent's sessions, the administrator's
 * list of messages not delivered, the audit trail and the plan catalogue.
 */
const DESIGN_CALLS = [
  'POST /handover',
  'POST /logout',
  'POST /learn/open',
  'POST /learn/session',
  'POST /learn/tutor/open',
  'POST /students/{id}/login',
  'POST /students/{id}/password',
  // Paying a refused order again another way: docs/money.md.
  'POST /receipts/{order_id}/pay',
  // The account holder deletes the account; an administrator finds a parent and ends their sessions.
  'DELETE /me',
  'GET /parents',
  'POST /parents/{id}/logout',
  'GET /delivery_failures',
  // The administrator's audit trail of settings, customisations, plans and regions.
  'GET /audit',
  // The plan catalogue: docs/plans.md.
  'GET /plans',
  'POST /plans',
  'PATCH /plans/{product_id}',
  'DELETE /plans/{product_id}',
  // Regions searched and paged on the server, for sites with thousands of them.
  'GET /regions/search',
  // The site's favicon, part of its brand (docs/behaviour.md, Brand).
  'POST /resources/favicon',
  'DELETE /resources/favicon',
  // The login pages' texts in every language, for their editor (docs/languages.md, The administrator's texts).
  'GET /customizations',
  // The M-Pesa number renewals prompt, chosen on the account (docs/money.md, The next charge).
  'POST /shop/mpesa/renewal_number',
];

const signature = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`;
const callSignature = (call: Call) => signature(call.method, call.path);
const specSignature = (line: string) => {
  const [method, path] = line.split(' ');
  return signature(method, path);
};

describe('API contract', () => {
  it('has a call for every call of docs/behaviour.md, Calls', () => {
    const have = new Set(allCalls.map(callSignature));
    const missing = SPEC_CALLS.filter((line) => !have.has(specSignature(line)));
    expect(missing).to.deep.equal([]);
  });

  it("has nothing beyond the spec, the sandbox helpers and the design's additions", () => {
    const known = new Set([...SPEC_CALLS, ...SANDBOX_CALLS, ...DESIGN_CALLS].map(specSignature));
    const extra = allCalls.filter((call) => !known.has(callSignature(call))).map(callSignature);
    expect(extra).to.deep.equal([]);
  });

  it('declares each method and path once', () => {
    const signatures = allCalls.map(callSignature);
    expect(new Set(signatures).size).to.equal(signatures.length);
  });

  it('gives every call a unique area.action id', () => {
    const ids = allCalls.map((call) => call.id);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids) expect(id).to.match(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it('takes every path parameter from the request struct', () => {
    for (const call of allCalls) {
      const schema = (call.request.schema ?? {}) as Record<string, unknown>;
      for (const name of pathParams(call.path)) {
        expect(schema, `${call.id} lacks {${name}}`).to.have.property(name);
      }
    }
  });

  it('uses only the known methods, body kinds, access levels and roots', () => {
    for (const call of allCalls) {
      expect(['GET', 'POST', 'PATCH', 'DELETE'], call.id).to.include(call.method);
      expect(['json', 'form', 'multipart', 'none'], call.id).to.include(call.body);
      expect(['public', 'parent', 'admin', 'user'], call.id).to.include(call.access);
      expect([undefined, 'api', 'static'], call.id).to.include(call.root);
      if (call.method === 'GET') expect(call.body, call.id).to.equal('none');
      // A DELETE carries fields only for a secret (the account's deletion takes the password), sent as POST with _method.
      if (call.method === 'DELETE' && call.id !== 'profile.delete') expect(call.body, call.id).to.equal('none');
    }
  });

  it('marks exactly the money-moving calls idempotent', () => {
    const idempotent = allCalls
      .filter((call) => call.idempotent)
      .map(callSignature)
      .sort();
    expect(idempotent).to.deep.equal(['POST /receipts/{}/pay', 'POST /shop/pay', 'POST /shop/upgrade', 'POST /signup']);
  });

  it('roots only the avatar list at the portal', () => {
    const statics = allCalls.filter((call) => call.root === 'static').map((call) => call.id);
    expect(statics).to.deep.equal(['avatars.list']);
  });

  it('uses brand placeholders rather than brand names, except the sandbox helpers', () => {
    for (const call of allCalls) {
      if (call.id === 'card.sandboxCreate' || call.id === 'card.sandboxAuthenticate') continue;
      expect(call.path, call.id).not.to.match(/stripe|sandbox|tutor_login/);
    }
  });

  it('keeps the request bodies of the spec', () => {
    const keys = (id: string) =>
      Object.keys((allCalls.find((call) => call.id === id)?.request.schema ?? {}) as object).sort();
    expect(keys('students.create')).to.deep.equal([
      'age',
      'avatar',
      'first_name',
      'gender',
      'grade',
      'last_name',
      'login',
      'password',
      'region',
      'school',
    ]);
    expect(keys('students.update')).to.deep.equal([
      'age',
      'avatar',
      'first_name',
      'gender',
      'grade',
      'last_name',
      'region',
      'school',
      'student_id',
    ]);
    expect(keys('app.signup')).to.deep.equal([
      'bundle',
      'email',
      'first_name',
      'last_name',
      'password',
      'password_confirmation',
      'payment',
      'phone_number',
      'region',
    ]);
    expect(keys('profile.changePassword')).to.deep.equal([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
    // The spec's fields, the logos' alternative texts and the texts in Kiswahili (optional: left out, the stored ones stay).
    expect(keys('admin.saveCustomization')).to.deep.equal([
      'config_key',
      'hide_sidebar',
      'logo_alt',
      'nav_logo_alt',
      'sidebar_footer',
      'sidebar_footer_url',
      'sidebar_lines',
      'sidebar_title',
      'translations',
    ]);
  });
});
