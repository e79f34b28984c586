import { expect } from '@open-wc/testing';
import { pageTitle } from '../../../host/pageTitle';
import { resolvePage, type HostSettings, type Visitor } from '../../../host/routes';

const visitor: Visitor = { signedIn: false, expired: false, admin: false };
const parent: Visitor = { signedIn: true, expired: false, admin: false };
const admin: Visitor = { signedIn: true, expired: false, admin: true };

/** Settings as `GET /app` answers them (server/services/settings.ts). */
function site(overrides: Partial<HostSettings> = {}): HostSettings {
  const base: HostSettings = {
    style: 'subscription',
    student_login_enabled: true,
    alternate_login_type: 'student',
    alternate_login_url: '/student',
    standard_login_url: '/',
    student_login_url: '/student',
  };
  return { ...base, ...overrides };
}

const standardAlternate = site({
  alternate_login_type: 'standard',
  alternate_login_url: '/login',
  standard_login_url: '/login',
  student_login_url: '/',
});

describe('host routes', () => {
  describe('with the student login at the alternate URL', () => {
    it('puts the standard login at / and the student login at its URL', () => {
      expect(resolvePage('/', site(), visitor)).to.deep.equal({ kind: 'login', base: '/' });
      expect(resolvePage('/student', site(), visitor)).to.deep.equal({ kind: 'student' });
    });

    it('puts the forgot-password steps and sign-up under the standard base', () => {
      for (const path of ['/forgot-password/1', '/forgot-password/2', '/forgot-password/3', '/signup']) {
        expect(resolvePage(path, site({ style: 'trial' }), visitor), path).to.deep.equal({ kind: 'login', base: '/' });
      }
    });

    it('opens the plan shop at /explore in subscription style only', () => {
      expect(resolvePage('/explore', site(), visitor)).to.deep.equal({ kind: 'explore', base: '/' });
      expect(resolvePage('/explore/checkout', site(), visitor)).to.deep.equal({ kind: 'explore', base: '/' });
      expect(resolvePage('/explore', site({ style: 'trial' }), visitor)).to.deep.equal({ kind: 'redirect', to: '/' });
    });

    it('shows the standard login for any other logged-out path', () => {
      expect(resolvePage('/student/extra', site(), visitor)).to.deep.equal({ kind: 'login', base: '/' });
      expect(resolvePage('/nowhere', site(), visitor)).to.deep.equal({ kind: 'login', base: '/' });
    });
  });

  describe('with the standard login at the alternate URL', () => {
    it('puts the standard login at its URL and the student login at /', () => {
      expect(resolvePage('/login', standardAlternate, visitor)).to.deep.equal({ kind: 'login', base: '/login' });
      expect(resolvePage('/', standardAlternate, visitor)).to.deep.equal({ kind: 'student' });
      expect(resolvePage('/nowhere', standardAlternate, visitor)).to.deep.equal({ kind: 'student' });
    });

    it('puts the recovery steps, sign-up and the plan shop under /login', () => {
      expect(resolvePage('/login/forgot-password/2', standardAlternate, visitor)).to.deep.equal({
        kind: 'login',
        base: '/login',
      });
      expect(resolvePage('/login/signup', standardAlternate, visitor)).to.deep.equal({ kind: 'login', base: '/login' });
      expect(resolvePage('/login/explore', standardAlternate, visitor)).to.deep.equal({
        kind: 'explore',
        base: '/login',
      });
      expect(resolvePage('/forgot-password/1', standardAlternate, visitor)).to.deep.equal({ kind: 'student' });
    });

    it('does not mistake a longer path for the base', () => {
      expect(resolvePage('/loginx', standardAlternate, visitor)).to.deep.equal({ kind: 'student' });
    });
  });

  describe('with the student login off', () => {
    const off = site({ student_login_enabled: false, student_login_url: '' });

    it('has only the standard login, at /', () => {
      expect(resolvePage('/', off, visitor)).to.deep.equal({ kind: 'login', base: '/' });
      expect(resolvePage('/student', off, visitor)).to.deep.equal({ kind: 'login', base: '/' });
    });

    it('ignores the alternate type', () => {
      const standardOff = {
        ...standardAlternate,
        student_login_enabled: false,
        standard_login_url: '/',
        student_login_url: '',
      };
      expect(resolvePage('/', standardOff, visitor)).to.deep.equal({ kind: 'login', base: '/' });
      expect(resolvePage('/login', standardOff, visitor)).to.deep.equal({ kind: 'login', base: '/' });
    });
  });

  describe('sessions', () => {
    it('sends a signed-in parent from the logged-out pages to /home; / is the welcome screen', () => {
      expect(resolvePage('/', site(), parent)).to.deep.equal({ kind: 'account', path: '/' });
      expect(resolvePage('/home', site(), parent)).to.deep.equal({ kind: 'account', path: '/home' });
      expect(resolvePage('/account/students', site(), parent)).to.deep.equal({
        kind: 'account',
        path: '/account/students',
      });
      for (const path of ['/student', '/forgot-password/1', '/explore', '/customize']) {
        expect(resolvePage(path, site(), parent), path).to.deep.equal({ kind: 'redirect', to: '/home' });
      }
    });

    it('keeps an administrator to /customize, /site_config and /plans, sending other paths to /site_config', () => {
      expect(resolvePage('/customize', site(), admin)).to.deep.equal({ kind: 'admin', path: '/customize' });
      expect(resolvePage('/site_config', site(), admin)).to.deep.equal({ kind: 'admin', path: '/site_config' });
      expect(resolvePage('/plans', site(), admin)).to.deep.equal({ kind: 'admin', path: '/plans' });
      // The spec's fallback for administrators: the site configuration.
      for (const path of ['/', '/home', '/account', '/student', '/no-such-page']) {
        expect(resolvePage(path, site(), admin), path).to.deep.equal({ kind: 'redirect', to: '/site_config' });
      }
    });

    it('sends visitors without a session from the signed-in areas to the standard login URL', () => {
      for (const path of ['/home', '/account', '/account/receipt/4', '/customize', '/site_config', '/plans']) {
        expect(resolvePage(path, site(), visitor), path).to.deep.equal({ kind: 'redirect', to: '/' });
        expect(resolvePage(path, standardAlternate, visitor), path).to.deep.equal({ kind: 'redirect', to: '/login' });
      }
    });

    it('ends an expired session at /logout, wherever it is', () => {
      const expired: Visitor = { signedIn: false, expired: true, admin: false };
      for (const path of ['/', '/home', '/customize', '/student']) {
        expect(resolvePage(path, site(), expired), path).to.deep.equal({ kind: 'redirect', to: '/logout' });
      }
      expect(resolvePage('/logout', site(), expired)).to.deep.equal({ kind: 'logout' });
    });

    it('opens /logout, /learn and /learn/tutor for anyone', () => {
      for (const who of [visitor, parent, admin]) {
        expect(resolvePage('/logout', site(), who)).to.deep.equal({ kind: 'logout' });
        expect(resolvePage('/learn', site(), who)).to.deep.equal({ kind: 'learn' });
        expect(resolvePage('/learn/tutor', site(), who)).to.deep.equal({ kind: 'tutor' });
      }
    });
  });
});

describe('host page titles', () => {
  const title = (path: string, settings = site(), who = visitor) => pageTitle(resolvePage(path, settings, who), path);

  it('names the logged-out pages the elements draw, following the login element inside its base', () => {
    expect(title('/')).to.equal('Login');
    expect(title('/student')).to.equal('Student Login');
    expect(title('/forgot-password/2')).to.equal('Forgot Password');
    expect(title('/signup', site({ style: 'trial' }))).to.equal('Sign Up');
    expect(title('/login', standardAlternate)).to.equal('Login');
    expect(title('/login/signup', { ...standardAlternate, style: 'trial' })).to.equal('Sign Up');
    expect(title('/login/explore', standardAlternate)).to.equal('Choose a Plan');
  });

  it('names the shop, the receipt and the account pages, and leaves the pages it draws itself alone', () => {
    expect(title('/account/bundles', site(), parent)).to.equal('Choose a Plan');
    expect(title('/account/receipt/4', site(), parent)).to.equal('Receipt');
    expect(title('/home', site(), parent)).to.equal('Home');
    expect(title('/account/students/new', site(), parent)).to.equal('Manage Students');
    expect(title('/learn')).to.equal(null);
  });

  it("names each administrator's page as its menu entry and its element do", () => {
    expect(title('/customize', site(), admin)).to.equal('Customization');
    expect(title('/site_config', site(), admin)).to.equal('Site Configuration');
    expect(title('/plans', site(), admin)).to.equal('Plans');
    expect(title('/audit', site(), admin)).to.equal('Audit trail');
  });
});
