import { useStore } from '@nanostores/react';
import { createElement, useEffect, useState } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { joinPath } from '../src/domain/loginUrls';
import { $app, loadApp } from '../src/stores/app';
import { $session, isExpired } from '../src/stores/session';
import { Alert } from '../src/ui/Alert';
import { visuallyHidden } from '../src/ui/VisuallyHidden.css';
import { acceptHandover } from './handover';
import { Header } from './Header';
import * as css from './Host.css';
import { LearnPage } from './LearnPage';
import { LogoutPage } from './LogoutPage';
import { navigate, routeElementNavigation } from './navigate';
import { pageTitle } from './pageTitle';
import { ADMIN_HOME, PARENT_HOME, resolvePage, SHOP_PATH, type Page } from './routes';
import { SignedInPage } from './SignedInPage';

/**
 * The hosted portal: one page that shows, for the address and the session, the element or
 * page of spec section 2. Elements ask to leave through `soma-navigate`; this page routes them.
 */
export function Host() {
  const app = useStore($app);
  const session = useStore($session);
  const [path] = useBrowserLocation();
  const [handover, setHandover] = useState<string | null | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void loadApp();
    void acceptHandover().then((result) => {
      // Signed in by the hand-over: the user goes where a login on this page would send them.
      if (result === '') navigate($session.get()?.adm === 1 ? ADMIN_HOME : PARENT_HOME, true);
      setHandover(result);
    });
    return routeElementNavigation();
  }, []);

  // The session ends at /logout when its token expires, even if nobody calls the API.
  useEffect(() => {
    if (!session || !Number.isFinite(session.exp)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, session.exp * 1000 - Date.now()));
    return () => clearTimeout(timer);
  }, [session]);

  const ready = app !== null && handover !== undefined;
  const expired = isExpired(session, now);
  const page: Page | null = ready
    ? resolvePage(path, app, { signedIn: session !== null && !expired, expired, admin: session?.adm === 1 })
    : null;

  const title = page ? pageTitle(page, path) : null;

  useEffect(() => {
    if (page?.kind === 'redirect') navigate(page.to, true);
  }, [page?.kind === 'redirect' ? page.to : null]);

  return (
    <div className={css.page}>
      <Header student={page?.kind === 'student'} />
      <main className={css.main} id="main">
        {handover && (
          <Alert tone="danger" className={css.notice}>
            {handover}
          </Alert>
        )}
        {title && <h1 className={visuallyHidden}>{title}</h1>}
        {page && <PageView page={page} />}
      </main>
    </div>
  );
}

function PageView({ page }: { page: Page }) {
  switch (page.kind) {
    case 'login':
      return createElement('soma-login', { routing: 'path', base: page.base === '/' ? undefined : page.base });
    case 'student':
      return createElement('soma-student-login', { routing: 'memory' });
    case 'explore':
      return createElement('soma-plan-shop', { routing: 'path', base: joinPath(page.base, 'explore') });
    case 'shop':
      return createElement('soma-plan-shop', { routing: 'path', base: SHOP_PATH, 'return-to': returnTo() });
    case 'receipt':
      return createElement('soma-account', { routing: 'path' });
    case 'logout':
      return <LogoutPage />;
    case 'learn':
      return <LearnPage />;
    case 'admin':
    case 'account':
      return <SignedInPage area={page.kind} />;
    case 'redirect':
      return null;
  }
}

/** The plan shop's return path: the `returnTo` location state of whoever opened it. */
function returnTo(): string | undefined {
  const state = history.state as { returnTo?: unknown } | null;
  return typeof state?.returnTo === 'string' ? state.returnTo : undefined;
}
