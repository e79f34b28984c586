import { RECEIPT_TITLE } from '../widgets/account/receipt/texts';
import { LOGIN_TITLE, RECOVERY_TITLE, SIGNUP_TITLE } from '../widgets/login/texts';
import { SHOP_TITLE } from '../widgets/plan-shop/texts';
import { STUDENT_LOGIN_TITLE } from '../widgets/student-login/texts';
import type { Page } from './routes';

/**
 * The portal's top heading for a page an element draws. An element's own title is an `h2`, as
 * it must be on a school's page with its own `h1`; here the portal is the page, so it names it.
 * Pages the portal draws itself (learn, the signed-in areas) have their own `h1`: null.
 */
export function pageTitle(page: Page, path: string): string | null {
  switch (page.kind) {
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
    default:
      return null;
  }
}
