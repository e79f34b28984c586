import { expect } from '@open-wc/testing';
import { configure } from '../../../src/config';
import { send } from '../../../src/client/request';
import { cardSetup } from '../../../src/api/card';
import { $app, loadApp } from '../../../src/stores/app';
import { $bundles, loadBundles } from '../../../src/stores/bundles';
import { $canAddStudent, $overLimit, $planGate } from '../../../src/stores/plan';
import { $profile, loadMe, saveProfile } from '../../../src/stores/profile';
import { $regions, $regionsLoading, loadRegions } from '../../../src/stores/regions';
import { $session, $token, logout, setToken } from '../../../src/stores/session';
import { $students, addStudent, editStudent, loadStudents, removeStudent } from '../../../src/stores/students';
import { $subscription, loadSubscription, setSubscription } from '../../../src/stores/subscription';
import { PLAN_KEY } from '../../../src/stores/subscription';
import { TOKEN_KEY } from '../../../src/stores/session';
import { apiUrl, captureErrors, fakeToken, inSeconds, namespace, reply, requests, reset } from '../support/api';
import * as fx from '../support/fixtures';

describe('stores', () => {
  let ns: string;

  beforeEach(() => {
    ns = namespace();
    configure({ api: apiUrl(ns), segments: {}, paths: {} });
    setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
  });

  afterEach(async () => {
    await reset(ns);
    logout();
    $app.set(null);
  });

  it('reads exp, adm and the parent id from the token', () => {
    setToken(fakeToken({ exp: 2000000000, adm: 1, pid: 3 }));
    expect($session.get()).to.deep.include({ exp: 2000000000, adm: 1, parentId: 3 });
  });

  it('loads the app settings once and learns the card provider segment', async () => {
    await reply(ns, { body: { ...fx.app, card_provider: 'stripe' } });
    const [first, second] = await Promise.all([loadApp(true), loadApp()]);
    expect(first).to.equal(second);
    expect($app.get()?.card_provider).to.equal('stripe');
    await reply(ns, { body: { secret: 'seti_secret' } });
    await send(cardSetup, {});
    const sent = await requests(ns);
    expect(sent.map((r) => r.path)).to.deep.equal(['/app', '/shop/stripe/setup']);
  });

  it('asks for the app settings again once the store has been cleared, and not before', async () => {
    await reply(ns, { body: { ...fx.app, card_provider: 'sandbox' } });
    await loadApp(true);
    await loadApp();
    $app.set(null);
    await reply(ns, { body: { ...fx.app, card_provider: 'stripe' } });
    const again = await loadApp();
    expect(again?.card_provider).to.equal('stripe');
    expect($app.get()?.card_provider).to.equal('stripe');
    const sent = await requests(ns);
    expect(sent.map((r) => r.path)).to.deep.equal(['/app', '/app']);
  });

  it('loads profile and subscription from /me and caches the plan for the session', async () => {
    await reply(ns, { body: { ...fx.profile, subscription: fx.subscription } });
    await loadMe();
    expect($profile.get()).to.deep.equal(fx.profile);
    expect($subscription.get()).to.deep.equal(fx.subscription);
    expect(JSON.parse(sessionStorage.getItem(PLAN_KEY)!)).to.deep.equal(fx.subscription);
  });

  it('keeps `false` for an account without a plan', async () => {
    await reply(ns, { body: { ...fx.profile, subscription: false } });
    await loadMe();
    expect($subscription.get()).to.equal(false);
  });

  it('skips profile and subscription for an administrator', async () => {
    setToken(fakeToken({ exp: inSeconds(3600), adm: 1 }));
    expect(await loadMe()).to.equal(null);
    expect(await requests(ns)).to.have.length(0);
    expect($profile.get()).to.equal(null);
  });

  it("leaves state as it was when the answer is malformed ('No data returned')", async () => {
    await reply(ns, { body: { ...fx.profile, subscription: fx.subscription } });
    await loadMe();
    await reply(ns, { body: { first_name: 'only' } });
    const logged = await captureErrors(() => loadMe());
    expect(logged[0][0]).to.equal('No data returned');
    expect($profile.get()).to.deep.equal(fx.profile);
    expect($subscription.get()).to.deep.equal(fx.subscription);
  });

  it('saves the profile and keeps the answer', async () => {
    await reply(ns, { body: { ...fx.profile, subscription: false } });
    await loadMe();
    await reply(ns, { body: { ...fx.profile, first_name: 'Wanjiku' } });
    const result = await saveProfile({
      first_name: 'Wanjiku',
      last_name: 'Otieno',
      email: 'amina@example.com',
    } as never);
    expect(result.ok).to.equal(true);
    expect($profile.get()?.first_name).to.equal('Wanjiku');
  });

  it('keeps the profile when saving is refused', async () => {
    await reply(ns, { body: { ...fx.profile, subscription: false } });
    await loadMe();
    await reply(ns, {
      status: 422,
      body: {
        message: 'The email field must be a valid email address.',
        errors: { email: ['The email field must be a valid email address.'] },
      },
    });
    const result = await saveProfile({ first_name: 'A', last_name: 'B', email: 'nope' } as never);
    expect(result.ok).to.equal(false);
    expect($profile.get()).to.deep.equal(fx.profile);
  });

  it('adds, edits and removes students', async () => {
    await reply(ns, { body: [fx.student(1)] });
    await loadStudents();
    await reply(ns, { body: fx.student(2) });
    await addStudent({ first_name: 'Child2', last_name: 'Otieno', gender: 'f', grade: 'Grade 4' } as never);
    expect($students.get()!.map((s) => s.student_id)).to.deep.equal([1, 2]);
    await reply(ns, { body: fx.student(2, { first_name: 'Baraka' }) });
    await editStudent({
      student_id: 2,
      first_name: 'Baraka',
      last_name: 'Otieno',
      gender: 'f',
      grade: 'Grade 4',
    } as never);
    expect($students.get()![1].first_name).to.equal('Baraka');
    await reply(ns, { body: 1 });
    await removeStudent(1);
    expect($students.get()!.map((s) => s.student_id)).to.deep.equal([2]);
    const sent = await requests(ns);
    expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'GET /students',
      'POST /students',
      'POST /students/2',
      'DELETE /students/1',
    ]);
  });

  it('keeps the list when a student is refused', async () => {
    await reply(ns, { body: [fx.student(1), fx.student(2)] });
    await loadStudents();
    await reply(ns, { status: 422, body: { message: 'Your plan allows 2 students.', errors: {} } });
    const result = await addStudent({ first_name: 'C', last_name: 'D', gender: 'm', grade: 'Grade 1' } as never);
    expect(result.ok).to.equal(false);
    expect($students.get()).to.have.length(2);
  });

  it('loads bundles and regions, with a loading flag for the region picker', async () => {
    await reply(ns, { body: fx.bundles });
    await loadBundles();
    expect($bundles.get()).to.deep.equal(fx.bundles);
    await reply(ns, { body: fx.regions });
    const loading = loadRegions();
    expect($regionsLoading.get()).to.equal(true);
    await loading;
    expect($regionsLoading.get()).to.equal(false);
    expect($regions.get()).to.deep.equal(fx.regions);
  });

  it('derives the plan gate, the over-limit count and whether a student may be added', async () => {
    $app.set(fx.app);
    await reply(ns, { body: [fx.student(1), fx.student(2), fx.student(3)] });
    await loadStudents();
    setSubscription({ ...fx.subscription, students: 2 });
    expect($planGate.get()).to.equal('open');
    expect($overLimit.get()).to.equal(1);
    expect($canAddStudent.get()).to.equal(false);
    setSubscription({ ...fx.subscription, students: 4 });
    expect($overLimit.get()).to.equal(0);
    expect($canAddStudent.get()).to.equal(true);
    setSubscription({ ...fx.subscription, students: 3 });
    expect($overLimit.get()).to.equal(0);
    expect($canAddStudent.get()).to.equal(false);
    setSubscription({ ...fx.subscription, status: 'pending_payment' });
    expect($planGate.get()).to.equal('receipt');
    setSubscription(false);
    expect($planGate.get()).to.equal('no-plan');
  });

  it('drops answers that arrive after their session has ended', async () => {
    await reply(ns, { body: fx.subscription });
    await reply(ns, { body: { ...fx.profile, subscription: fx.subscription } });
    await reply(ns, { body: [fx.student(1)] });
    const pending = [loadSubscription(), loadMe(), loadStudents()];
    logout();
    await Promise.all(pending);
    expect($subscription.get()).to.equal(undefined);
    expect($profile.get()).to.equal(null);
    expect($students.get()).to.equal(null);
    expect(sessionStorage.getItem(PLAN_KEY)).to.equal(null);
  });

  it('logout clears session storage, the cookie and every store', async () => {
    $app.set(fx.app);
    await reply(ns, { body: { ...fx.profile, subscription: fx.subscription } });
    await loadMe();
    await reply(ns, { body: [fx.student(1)] });
    await loadStudents();
    await reply(ns, { body: fx.bundles });
    await loadBundles();
    await reply(ns, { body: fx.regions });
    await loadRegions();
    sessionStorage.setItem('soma.recovery.request', '{}');
    expect(document.cookie).to.contain('soma_token=');

    logout();

    expect($token.get()).to.equal(null);
    expect($session.get()).to.equal(null);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('soma'))).to.deep.equal([]);
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(document.cookie).not.to.contain('soma_token=');
    expect($profile.get()).to.equal(null);
    expect($subscription.get()).to.equal(undefined);
    expect($students.get()).to.equal(null);
    expect($bundles.get()).to.equal(null);
    expect($regions.get()).to.equal(null);
  });

  it("logout leaves the host page's own session storage and cookies", async () => {
    setToken(fakeToken({ exp: inSeconds(3600) }));
    sessionStorage.setItem('school.cart', '3 books');
    sessionStorage.setItem('somewhere', 'kept');
    document.cookie = 'school_session=abc; Path=/';
    try {
      logout();
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
      expect(sessionStorage.getItem('school.cart')).to.equal('3 books');
      expect(sessionStorage.getItem('somewhere')).to.equal('kept');
      expect(document.cookie).to.contain('school_session=abc');
      expect(document.cookie).not.to.contain('soma_token=');
    } finally {
      sessionStorage.removeItem('school.cart');
      sessionStorage.removeItem('somewhere');
      document.cookie = 'school_session=; Path=/; Max-Age=0';
    }
  });
});
