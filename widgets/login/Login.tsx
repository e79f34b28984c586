import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useElement } from '../../src/element/context';
import { LoginLayout } from '../../src/loginLayout/LoginLayout';
import { showsSidebar, Sidebar } from '../../src/loginLayout/Sidebar';
import { appOf, loadApp } from '../../src/stores/app';
import { LoginPage } from './LoginPage';
import { whenShown } from './whenShown';

const loadPages = () => import('./pages');
const RecoveryRequest = lazy(() => loadPages().then((pages) => ({ default: pages.RecoveryRequest })));
const RecoveryVerify = lazy(() => loadPages().then((pages) => ({ default: pages.RecoveryVerify })));
const RecoveryReset = lazy(() => loadPages().then((pages) => ({ default: pages.RecoveryReset })));
const Signup = lazy(() => loadPages().then((pages) => ({ default: pages.Signup })));

/**
 * <soma-login>: the standard login with its sidebar, the forgot-password steps and, in trial
 * style, sign-up. The form shows at once; the sidebar and the style's links follow `GET /app`.
 */
export function Login() {
  const { element, options } = useElement();
  const app = useStore(appOf(options));
  const [location] = useLocation();
  const first = useRef(true);

  // Asked for in the first commit, not an effect later: the settings arrive that much sooner.
  useLayoutEffect(() => void loadApp(false, options), [options]);
  // The other pages are fetched once the form shows, so that following a link rarely waits.
  useEffect(() => void loadPages(), []);

  // Moving between the element's pages moves focus to the new title, as a page load would.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A page still on its way takes focus when it arrives.
    const root = element.shadowRoot;
    if (root) return whenShown(root, '[part="title"]', (title) => title.focus());
  }, [location]);

  const standard = app?.customizations.standard;
  const logo = app?.logos.standard_main_logo;
  const sidebar = showsSidebar(standard, logo, options) ? <Sidebar customization={standard} logo={logo} /> : null;

  return (
    <LoginLayout sidebar={sidebar}>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/forgot-password/1">
            <RecoveryRequest />
          </Route>
          <Route path="/forgot-password/2">
            <RecoveryVerify />
          </Route>
          <Route path="/forgot-password/3">
            <RecoveryReset />
          </Route>
          <Route path="/signup">
            {app === null ? null : app.style === 'trial' ? (
              <Signup required={app.accountRequirements.required} />
            ) : (
              <Redirect to="/" replace />
            )}
          </Route>
          <Route>
            <LoginPage />
          </Route>
        </Switch>
      </Suspense>
    </LoginLayout>
  );
}
