import { ACCOUNT_PATHS, ADMIN_PATHS, LOGIN_SUBPAGES, SERVED_PATHS } from './portalPaths';

/**
 * Why a login page cannot live at `path`, or null when it can. A login path is a site path of
 * plain segments that no page or call of the portal uses, and never '/', where the other login
 * page lives once student login is on: otherwise nobody, administrators included, could log in.
 */
export function loginPathError(path: string, field = 'alternate login url'): string | null {
  const given = path.trim();
  if (!/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/?$/.test(given)) {
    if (given.replace(/\/+/g, '') === '')
      return `The ${field} field must differ from the other login page's address, /.`;
    return `The ${field} field must be a path of letters, digits, dashes and underscores starting with a slash, such as /student.`;
  }
  const lower = given.toLowerCase().replace(/\/+$/, '');
  const taken = [...ADMIN_PATHS, ...ACCOUNT_PATHS, ...SERVED_PATHS, ...LOGIN_SUBPAGES].find(
    (reserved) => lower === reserved || lower.startsWith(`${reserved}/`),
  );
  return taken
    ? `The ${field} field cannot be ${taken}: the portal uses that address for another page, so nobody could log in there.`
    : null;
}
