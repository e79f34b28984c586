import { useStore } from '@nanostores/react';
import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { homeOf, joinPath } from '../src/domain/loginUrls';
import { $app, loadApp } from '../src/stores/app';
import { $session, isExpired } from '../src/stores/session';
import { Alert } from '../src/ui/Alert';
import { visuallyHidden } from '../src/ui/VisuallyHidden.css';
import { Footer } from './Footer';
import { takeFromAddress } from './addressToken';
import type { Handover } from './handover';
import { Header } from './Header';
import * as css from './Host.css';
import { navigate, routeElementNavigation } from './navigate';
import { pageTitle, portalName } from './pageTitle';
import { resolvePage, SHOP_PATH, type Page } from './routes';

// What only signed-in pages and /learn draw is fetched when one of them shows, so that the login
// page loads no more than the login box.
// The administrator's navigation loads none of the plan's code; the account holder's needs the plan.
const AdminNav = lazy(() => import('./Shell').then((module) => ({ default: module.AdminNav })));
const UserNav = lazy(() => import('./UserNav').then((module) => ({ default: module.UserNav })));
const DebugPanel = lazy(() => import('./DebugPanel').then((module) => ({ default: module.DebugPanel })));
const LearnPage = lazy(() => import('./LearnPage').then((module) => ({ default: module.LearnPage })));
const TutorPage = lazy(() => import('./LearnPage').then((module) => ({ default: module.TutorPage })));
const LogoutPage = lazy(() => import('./LogoutPage').then((module) => ({ default: module.LogoutPage })));

/** The hand-over's sign-in, fetched only when the address carries a `login_token`. */
function acceptHandover(): Promise<Handover | null> {
  const token = takeFromAddress('login_token');
  return token ? import('./handover').then((module) => module.signInWith(token)) : Promise.resolve(null);
}

/** Analytics, fetched only when the site names an id. */
const analytics = () => import('./analytics');

/**
 * The hosted portal: one page that shows, for the address and the session, the element or
 * page of docs/behaviour.md, Screens. Elements ask to leave through `soma-navigate`; this page routes them.
 */
export function Host() {
  const app = useStore($app);
  const session = useStore($session);
  const [path] = useBrowserLocation();
  /** What became of a hand-over link in the address: undefined until it is known. */
  const [handover, setHandover] = useState<Handover | null | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void loadApp();
    void acceptHandover().then((result) => {
      // Signed in by the hand-over: the user goes where a login on this page would send them.
      if (result?.kind === 'signed-in') navigate(homeOf($session.get()?.adm === 1), true);
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

  const title = pageTitle(page, path);
  // Each page names its tab: 'Plans · Soma', or the portal's name alone.
  const name = portalName(app);
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);

  // Analytics only when the site names an id; one page view per page shown.
  const shown = page && page.kind !== 'redirect' ? path : null;
  useEffect(() => {
    const id = app?.ga;
    if (!id || !shown) return;
    void analytics().then((module) => {
      module.startAnalytics(id);
      module.pageView(shown, title ?? document.title);
    });
  }, [app?.ga, shown]);

  useEffect(() => {
    if (page?.kind === 'redirect') navigate(page.to, true);
  }, [page?.kind === 'redirect' ? page.to : null]);

  return (
    <div className={css.page}>
      <Header student={page?.kind === 'student'}>
        {page && SIGNED_IN.has(page.kind) && (
          <Suspense fallback={null}>{session?.adm === 1 ? <AdminNav path={path} /> : <UserNav path={path} />}</Suspense>
        )}
      </Header>
      <main className={css.main} id="main">
        {handover?.kind === 'refused' && (
          <Alert tone="danger" className={css.notice}>
            {handover.message}
          </Alert>
        )}
        {title && <h1 className={visuallyHidden}>{title}</h1>}
        {page && (
          <Suspense fallback={null}>
            <PageView page={page} />
          </Suspense>
        )}
      </main>
      {handover?.kind === 'ask' && handover.question(() => setHandover(null))}
      {app?.debug && session && session.adm !== 1 && page && SIGNED_IN.has(page.kind) && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
      <Footer />
    </div>
  );
}

/** The pages that sit inside the shell's navigation. */
const SIGNED_IN = new Set<Page['kind']>(['account', 'admin', 'shop', 'receipt']);

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
    case 'account':
      return createElement('soma-account', { routing: 'path' });
    case 'admin':
      return createElement('soma-admin', { routing: 'path' });
    case 'logout':
      return <LogoutPage />;
    case 'learn':
      return <LearnPage />;
    case 'tutor':
      return <TutorPage />;
    case 'redirect':
      return null;
  }
}

/** The plan shop's return path: the `returnTo` location state of whoever opened it. */
function returnTo(): string | undefined {
  const state = history.state as { returnTo?: unknown } | null;
  return typeof state?.returnTo === 'string' ? state.returnTo : undefined;
}
