import {
  ADMIN_TITLES,
  LOGIN_TITLE,
  RECEIPT_TITLE,
  RECOVERY_TITLE,
  SHOP_TITLE,
  SIGNUP_TITLE,
  STUDENT_LOGIN_TITLE,
} from '../src/domain/titles';
import type { AppSettings } from '../src/api/structs';
import type { Page } from './routes';
import * as text from './texts';

/** The portal's name (docs/behaviour.md, Brand): the site's, which `GET /app` always carries; Soma's before it has answered. */
export const portalName = (app: AppSettings | null): string => app?.brand?.name || 'Soma';

/**
 * The account area's pages by their first two segments, in the words of the account menu; any other
 * page of the area (the plan and payment pages) is under Account Settings. Kept here, in the portal's
 * own code, rather than with the titles every element fetches.
 */
const ACCOUNT_TITLES: Record<string, string> = {
  '/home': text.HOME_TITLE,
  '/account': text.ACCOUNT_SETTINGS_TITLE,
  '/account/students': text.MANAGE_STUDENTS_TITLE,
  '/account/receipt': RECEIPT_TITLE,
};

/**
 * The portal's top heading for a page an element draws. An element's own title is an `h2`, as
 * it must be on a school's page with its own `h1`; here the portal is the page, so it names it.
 * The administrator's pages are named as the admin element titles them, the account's pages as its
 * menu and their own titles name them (the nearest page above for one below). Pages the portal
 * draws itself (learn) have their own: null.
 */
export function pageTitle(page: Page | null, path: string): string | null {
  switch (page?.kind) {
    case 'login': {
      const rest = page.base === '/' ? path : path.slice(page.base.replace(/\/+$/, '').length);
      if (rest.startsWith('/signup')) return SIGNUP_TITLE;
      if (rest.startsWith('/forgot-password')) return RECOVERY_TITLE;
      return LOGIN_TITLE;
    }
    case 'student':
      return STUDENT_LOGIN_TITLE;
    case 'explore':
    case 'shop':
      return SHOP_TITLE;
    case 'receipt':
      return RECEIPT_TITLE;
    case 'account':
      return ACCOUNT_TITLES[path === '/' ? '/home' : path.split('/', 3).join('/')] ?? ACCOUNT_TITLES['/account']!;
    case 'admin':
      return ADMIN_TITLES[`/${path.split('/')[1]}`] ?? (path.startsWith('/audit') ? text.AUDIT_TITLE : null);
    default:
      return null;
  }
}
