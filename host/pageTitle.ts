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

/** The portal's name (docs/behaviour.md, Brand): the site's, which `GET /app` always carries; Soma's before it has answered. */
export const portalName = (app: AppSettings | null): string => app?.brand?.name || 'Soma';

/**
 * The portal's top heading for a page an element draws. An element's own title is an `h2`, as
 * it must be on a school's page with its own `h1`; here the portal is the page, so it names it.
 * The administrator's pages are named as the admin element titles them. Pages the portal draws
 * itself (learn) and the account area, whose element titles each of its pages, have their own: null.
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
    case 'admin':
      return ADMIN_TITLES[`/${path.split('/')[1]}`] ?? null;
    default:
      return null;
  }
}
