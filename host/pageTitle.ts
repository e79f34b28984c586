import { useEffect, useState } from 'react';
import { LOGIN_TITLE, RECOVERY_TITLE, SIGNUP_TITLE } from '../widgets/login/texts';
import { STUDENT_LOGIN_TITLE } from '../widgets/student-login/texts';
import type { Page } from './routes';

/**
 * The portal's top heading for a page an element draws. An element's own title is an `h2`, as
 * it must be on a school's page with its own `h1`; here the portal is the page, so it names it.
 * Pages the portal draws itself (learn, the signed-in areas) have their own `h1`: null. The shop's
 * and the receipt's come from `usePageTitle`, which fetches their texts with those pages.
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
    default:
      return null;
  }
}

type ShopPage = keyof typeof import('./shopTitles').SHOP_TITLES;
const isShopPage = (kind: Page['kind']): kind is ShopPage => kind === 'explore' || kind === 'shop' || kind === 'receipt';

/** The page's title; the shop's and the receipt's once their texts have arrived. */
export function usePageTitle(page: Page | null, path: string): string | null {
  const kind = page?.kind;
  const [shopTitle, setShopTitle] = useState<{ kind: ShopPage; title: string } | null>(null);
  useEffect(() => {
    if (!kind || !isShopPage(kind)) return;
    let live = true;
    void import('./shopTitles').then(({ SHOP_TITLES }) => live && setShopTitle({ kind, title: SHOP_TITLES[kind] }));
    return () => {
      live = false;
    };
  }, [kind]);
  if (!page) return null;
  if (isShopPage(page.kind)) return shopTitle?.kind === page.kind ? shopTitle.title : null;
  return pageTitle(page, path);
}
