import {
  ACCOUNT_TITLES,
  ADMIN_TITLES,
  LOGIN_TITLE,
  RECEIPT_TITLE,
  RECOVERY_TITLE,
  SHOP_TITLE,
  SIGNUP_TITLE,
  STUDENT_LOGIN_TITLE,
} from '../src/domain/titles';
import type { Page } from './routes';

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
    case 'account': {
      let key = path === '/' ? '/home' : path.replace(/\/+$/, '');
      while (key && !ACCOUNT_TITLES[key]) key = key.slice(0, key.lastIndexOf('/'));
      return ACCOUNT_TITLES[key] ?? null;
    }
    case 'admin':
      return ADMIN_TITLES[`/${path.split('/')[1]}`] ?? null;
    default:
      return null;
  }
}
