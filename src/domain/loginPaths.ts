import { LOGIN_PATH_FIELD, loginPathAtRoot, loginPathShape, loginPathTaken } from './loginPathsTexts';
import { ACCOUNT_PATHS, ADMIN_PATHS, LOGIN_SUBPAGES, SERVED_PATHS } from './portalPaths';

/**
 * Why a login page cannot live at `path`, or null when it can. A login path is a site path of
 * plain segments that no page or call of the portal uses, and never '/', where the other login
 * page lives once student login is on: otherwise nobody, administrators included, could log in.
 */
export function loginPathError(path: string, field = LOGIN_PATH_FIELD): string | null {
  const given = path.trim();
  if (!/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/?$/.test(given)) {
    if (given.replace(/\/+/g, '') === '') return loginPathAtRoot(field);
    return loginPathShape(field);
  }
  const lower = given.toLowerCase().replace(/\/+$/, '');
  const taken = [...ADMIN_PATHS, ...ACCOUNT_PATHS, ...SERVED_PATHS, ...LOGIN_SUBPAGES].find(
    (reserved) => lower === reserved || lower.startsWith(`${reserved}/`),
  );
  return taken ? loginPathTaken(field, taken) : null;
}
