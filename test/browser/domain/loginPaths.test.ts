import { expect } from '@open-wc/testing';
import { loginPathError } from '../../../src/domain/loginPaths';
import { resolvePage } from '../../../host/routes';

describe('where a login page may be', () => {
  it('takes a plain path no page of the portal uses', () => {
    for (const path of ['/student', '/pupils', '/school/login', '/kilimani_2', '/student/'])
      expect(loginPathError(path), path).to.equal(null);
  });

  it('refuses every path the portal routes elsewhere, whatever its case', () => {
    for (const path of [
      '/logout',
      '/customize',
      '/site_config',
      '/audit',
      '/home',
      '/account',
      '/account/bundles',
      '/learn',
      '/api',
      '/sdk',
      '/uploads/x',
      '/explore',
      '/signup',
      '/forgot-password',
      '/Home',
    ]) {
      expect(loginPathError(path), path).to.match(/cannot be \//);
    }
  });

  it('is consistent with the portal: a refused path never shows a login page to a visitor', () => {
    const settings = {
      style: 'subscription' as const,
      student_login_enabled: true,
      alternate_login_type: 'standard',
      alternate_login_url: '/',
    };
    for (const path of ['/logout', '/customize', '/home', '/account', '/learn']) {
      const page = resolvePage(
        path,
        { ...settings, alternate_login_url: path },
        { signedIn: false, expired: false, admin: false },
      );
      expect(page.kind, path).not.to.equal('login');
    }
  });

  it('refuses / and what is not a plain path', () => {
    expect(loginPathError('/')).to.match(/must differ from the other login page's address/);
    for (const path of ['student', '//evil.example', 'https://evil.example/x', '/a b', '/x.html', '/../x'])
      expect(loginPathError(path), path).to.match(/must be a path/);
  });
});
