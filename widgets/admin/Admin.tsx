import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { loadApp } from '../../src/stores/app';
import { useOptions } from '../../src/element/context';
import { LOADING } from './loadingTexts';

// Each page is its own chunk, fetched when its route is first shown.
const Customize = lazy(() => import('./customize/Customize').then((module) => ({ default: module.Customize })));
const SiteConfig = lazy(() => import('./site/SiteConfig').then((module) => ({ default: module.SiteConfig })));
const Plans = lazy(() => import('./plans/Plans').then((module) => ({ default: module.Plans })));
const Audit = lazy(() => import('./audit/Audit').then((module) => ({ default: module.Audit })));

/**
 * <soma-admin>: the administrator's area of docs/behaviour.md, Screens by path: the login customiser at
 * /customize, the plan catalogue at /plans, the audit trail at /audit, and the site configuration
 * at /site_config, which is also the fallback.
 */
export function Admin() {
  const options = useOptions();
  useEffect(() => void loadApp(false, options), []);
  return (
    // The page's own chunk is on its way: say so rather than show nothing.
    <Suspense fallback={<p role="status">{LOADING}</p>}>
      <Switch>
        <Route path="/customize">
          <Customize />
        </Route>
        <Route path="/plans">
          <Plans />
        </Route>
        <Route path="/audit">
          <Audit />
        </Route>
        <Route>
          <SiteConfig />
        </Route>
      </Switch>
    </Suspense>
  );
}
