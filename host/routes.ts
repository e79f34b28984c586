import { loginRoutes, loginUrls, PARENT_HOME, type LoginSettings } from '../src/domain/loginUrls';
import { ACCOUNT_PATHS, ADMIN_PATHS } from '../src/domain/portalPaths';
import type { Style } from '../src/domain/types';

/** Where an administrator on a path outside the admin area goes: the site configuration, the spec's fallback for administrators. */
const ADMIN_FALLBACK = '/site_config';

/** Account pages whose elements have arrived: the plan shop, and <soma-account>'s receipts. */
export const SHOP_PATH = '/account/bundles';
const RECEIPT_PATH = '/account/receipt';

export type Page =
  | { kind: 'login'; base: string }
  | { kind: 'student' }
  | { kind: 'explore'; base: string }
  | { kind: 'logout' }
  | { kind: 'learn' }
  | { kind: 'tutor' }
  | { kind: 'admin'; path: string }
  | { kind: 'account'; path: string }
  | { kind: 'shop' }
  | { kind: 'receipt'; path: string }
  | { kind: 'redirect'; to: string };

export interface Visitor {
  /** A session that has not expired. */
  signedIn: boolean;
  /** A session past its expiry: it ends at /logout. */
  expired: boolean;
  admin: boolean;
}

export interface HostSettings extends LoginSettings {
  style: Style;
}

function under(path: string, base: string): boolean {
  return base === '/' || path === base || path.startsWith(`${base}/`);
}

/** The path inside a base: ('/login/signup', '/login') -> '/signup'. */
function within(path: string, base: string): string {
  if (base === '/') return path;
  const rest = path.slice(base.length);
  return rest === '' ? '/' : rest;
}

/** The standard login page, where logout and an expired session end. */
export function standardLoginUrl(settings: LoginSettings): string {
  return loginUrls(settings).standard;
}

/**
 * Which page a path shows. Signed-in areas need a session of the right kind; the logged-out
 * pages sit at the login URLs of `GET /app`, the page at '/' catching every other path.
 */
export function resolvePage(path: string, settings: HostSettings, visitor: Visitor): Page {
  if (path === '/logout') return { kind: 'logout' };
  if (path === '/learn') return { kind: 'learn' };
  if (path === '/learn/tutor') return { kind: 'tutor' };
  if (visitor.expired) return { kind: 'redirect', to: '/logout' };

  const adminArea = ADMIN_PATHS.some((base) => under(path, base));
  const accountArea = ACCOUNT_PATHS.some((base) => under(path, base));

  if (visitor.signedIn) {
    if (visitor.admin) return adminArea ? { kind: 'admin', path } : { kind: 'redirect', to: ADMIN_FALLBACK };
    if (path === SHOP_PATH) return { kind: 'shop' };
    if (under(path, RECEIPT_PATH)) return { kind: 'receipt', path };
    // The spec treats / and /home alike: the welcome screen.
    return accountArea || path === '/' ? { kind: 'account', path } : { kind: 'redirect', to: PARENT_HOME };
  }
  if (adminArea || accountArea) return { kind: 'redirect', to: standardLoginUrl(settings) };

  for (const route of loginRoutes(settings)) {
    if (route.type === 'student') {
      if (route.path === '/' || path === route.path) return { kind: 'student' };
      continue;
    }
    if (!under(path, route.path)) continue;
    const inner = within(path, route.path);
    if (inner === '/explore' || inner.startsWith('/explore/')) {
      return settings.style === 'subscription'
        ? { kind: 'explore', base: route.path }
        : { kind: 'redirect', to: route.path };
    }
    return { kind: 'login', base: route.path };
  }
  return { kind: 'redirect', to: standardLoginUrl(settings) };
}
