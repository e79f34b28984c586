import type { AppSettings } from '../api/structs';
import type { MaybeSubscription } from '../api/subscription';
import {
  ACCOUNT_SETTINGS,
  AUDIT_TRAIL,
  CONTACT_SUPPORT,
  CUSTOMIZATION,
  GIVE_FEEDBACK,
  HOME,
  LOGOUT_LABEL,
  MANAGE_STUDENTS,
  PLANS,
  SITE_CONFIGURATION,
} from './portalMenusTexts';

/** One entry of the hosted portal's menus (docs/behaviour.md, "The portal's shell and menus"). */
export interface NavItem {
  label: string;
  /** A portal path; the entry links there. */
  to?: string;
  /** An external form, opened in a new tab. */
  href?: string;
  /** Logout asks first, then goes to /logout. */
  logout?: true;
  disabled?: boolean;
}

export { LOGOUT_LABEL } from './portalMenusTexts';

/** The external feedback forms, when the site settings hold them. */
export interface FeedbackLinks {
  feedback_url?: string | null;
  support_url?: string | null;
}

/**
 * Home and Manage Students only work while the plan's pages are open: always in trial style,
 * otherwise when the subscription is active. This is planGate's 'open' (src/domain/planGate.ts),
 * written out so that the portal's shell does not fetch the plans' chunk on pages without plans;
 * test/browser/domain/portalMenus.test.ts holds the two equal.
 */
export function studentsOpen(style: AppSettings['style'], subscription: MaybeSubscription | undefined): boolean {
  return (
    style === 'trial' || (subscription !== undefined && subscription !== false && subscription.status === 'active')
  );
}

/** The account holder's menu: Home, Manage Students, Account Settings, the feedback forms, Logout. */
export function userMenu(
  style: AppSettings['style'],
  subscription: MaybeSubscription | undefined,
  links: FeedbackLinks = {},
): NavItem[] {
  const closed = !studentsOpen(style, subscription);
  const items: NavItem[] = [
    { label: HOME, to: '/home', disabled: closed },
    { label: MANAGE_STUDENTS, to: '/account/students', disabled: closed },
    { label: ACCOUNT_SETTINGS, to: '/account' },
  ];
  if (links.feedback_url) items.push({ label: GIVE_FEEDBACK, href: links.feedback_url });
  if (links.support_url) items.push({ label: CONTACT_SUPPORT, href: links.support_url });
  items.push({ label: LOGOUT_LABEL, logout: true });
  return items;
}

/** The administrator's menu. */
export function adminMenu(): NavItem[] {
  return [
    { label: CUSTOMIZATION, to: '/customize' },
    { label: SITE_CONFIGURATION, to: '/site_config' },
    { label: PLANS, to: '/plans' },
    { label: AUDIT_TRAIL, to: '/audit' },
    { label: LOGOUT_LABEL, logout: true },
  ];
}

/** The entry a path belongs to: the longest `to` the path sits under. */
export function currentItem(items: NavItem[], path: string): NavItem | undefined {
  return items
    .filter(
      (item) =>
        item.to && (path === item.to || path.startsWith(`${item.to}/`) || (item.to === '/home' && path === '/')),
    )
    .sort((a, b) => b.to!.length - a.to!.length)[0];
}

/**
 * Where the drawer's back button leads from a page below the top level; null on a top-level page
 * (one the menu links to), where the drawer shows its menu button instead.
 */
export function backPath(items: NavItem[], path: string): string | null {
  if (path === '/' || items.some((item) => item.to === path)) return null;
  const receipt = path.startsWith('/account/receipt');
  if (receipt) return '/account';
  const parent = path.replace(/\/[^/]*$/, '');
  const edit = parent.endsWith('/edit') ? parent.replace(/\/edit$/, '') : parent;
  return edit === '' ? null : edit;
}
