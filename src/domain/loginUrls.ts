/** The app settings that place the two login pages. */
export interface LoginSettings {
  student_login_enabled: boolean;
  alternate_login_type: 'student' | 'standard' | string;
  alternate_login_url?: string | null;
  standard_login_url?: string | null;
  student_login_url?: string | null;
}

export type LoginType = 'standard' | 'student';

/** Where a signed-in user starts (docs/behaviour.md, Screens): an administrator only has the customisation. */
export const ADMIN_HOME = '/customize';
export const PARENT_HOME = '/home';

/** The home of a signed-in user: the administrator's or the account holder's. */
export function homeOf(admin: boolean): string {
  return admin ? ADMIN_HOME : PARENT_HOME;
}

export interface LoginUrls {
  standard: string;
  /** Null when student login is disabled. */
  student: string | null;
}

/** '/a/b' from 'a/b/', '/a/b' or ' a/b '; '/' for nothing. */
export function normalisePath(path: string | null | undefined): string {
  const trimmed = (path ?? '').trim().replace(/^\/+/, '').replace(/\/+$/, '');
  return `/${trimmed}`;
}

/** Joins a base path and a relative one: ('/', 'signup') -> '/signup', ('/login', 'x') -> '/login/x'. */
export function joinPath(base: string, path: string): string {
  const head = normalisePath(base);
  const tail = normalisePath(path);
  if (head === '/') return tail;
  return tail === '/' ? head : `${head}${tail}`;
}

/**
 * With student login enabled, the type named by `alternate_login_type` lives at the alternate URL
 * and the other at '/'. Without an alternate URL the type keeps its own configured URL, so the two
 * never share '/'.
 */
export function loginUrls(settings: LoginSettings): LoginUrls {
  if (!settings.student_login_enabled) {
    return { standard: normalisePath(settings.standard_login_url), student: null };
  }
  const alternate: LoginType = settings.alternate_login_type === 'standard' ? 'standard' : 'student';
  const own = alternate === 'student' ? settings.student_login_url : settings.standard_login_url;
  let url = normalisePath(settings.alternate_login_url);
  if (url === '/') url = normalisePath(own);
  if (url === '/') url = alternate === 'student' ? '/student' : '/login';
  return alternate === 'student' ? { standard: '/', student: url } : { standard: url, student: '/' };
}

/**
 * The login routes in the order a router must list them: the page at the alternate URL first,
 * the page at '/' last, since '/' is the catch-all of the logged-out area.
 */
export function loginRoutes(settings: LoginSettings): { type: LoginType; path: string }[] {
  const urls = loginUrls(settings);
  if (urls.student === null) return [{ type: 'standard', path: urls.standard }];
  const routes: { type: LoginType; path: string }[] = [
    { type: 'standard', path: urls.standard },
    { type: 'student', path: urls.student },
  ];
  return routes.sort((a, b) => (a.path === '/' ? 1 : 0) - (b.path === '/' ? 1 : 0));
}
