import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useWidget } from '../../src/element/context';
import { LoginLayout } from '../../src/loginPage/LoginLayout';
import { showsSidebar, Sidebar } from '../../src/loginPage/Sidebar';
import { $app, loadApp } from '../../src/stores/app';
import { LoginPage } from './LoginPage';
import { RecoveryRequest } from './RecoveryRequest';
import { RecoveryReset } from './RecoveryReset';
import { RecoveryVerify } from './RecoveryVerify';
import { Signup } from './Signup';

/**
 * <soma-login>: the standard login with its sidebar, the forgot-password steps and, in trial
 * style, sign-up. The form shows at once; the sidebar and the style's links follow `GET /app`.
 */
export function Login() {
  const app = useStore($app);
  const { element } = useWidget();
  const [location] = useLocation();
  const first = useRef(true);

  // Asked for in the first commit, not an effect later: the settings arrive that much sooner.
  useLayoutEffect(() => void loadApp(), []);

  // Moving between the element's pages moves focus to the new title, as a page load would.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    element.shadowRoot?.querySelector<HTMLElement>('[part="title"]')?.focus();
  }, [location]);

  const standard = app?.customizations.standard;
  const logo = app?.logos.standard_main_logo;
  const sidebar = showsSidebar(standard, logo) ? <Sidebar customization={standard} logo={logo} /> : null;

  return (
    <LoginLayout sidebar={sidebar}>
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
    </LoginLayout>
  );
}
