import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { loadApp } from '../../src/stores/app';
import { LOADING } from './gate/texts';
import { useOptions } from '../../src/element/context';

// Each page is its own chunk, fetched when its route is first shown.
const Receipt = lazy(() => import('./receipt/Receipt').then((module) => ({ default: module.Receipt })));
const CurrentReceipt = lazy(() =>
  import('./receipt/CurrentReceipt').then((module) => ({ default: module.CurrentReceipt })),
);
const Overview = lazy(() => import('./overview/Overview').then((module) => ({ default: module.Overview })));
const UpdatePayment = lazy(() =>
  import('./payment/UpdatePayment').then((module) => ({ default: module.UpdatePayment })),
);
const PlanChange = lazy(() => import('./plan/PlanChange').then((module) => ({ default: module.PlanChange })));
const Home = lazy(() => import('./home/Home').then((module) => ({ default: module.Home })));
const StudentList = lazy(() => import('./students/StudentList').then((module) => ({ default: module.StudentList })));
const StudentForm = lazy(() => import('./students/StudentForm').then((module) => ({ default: module.StudentForm })));

/**
 * Joins the live channel half a second after the page has painted: pusher-js and laravel-echo
 * are what a page needs next, not what it needs to show (its own data arrives meanwhile). Inside
 * the page's Suspense boundary, it mounts with the page, after the page's chunk has arrived.
 * Nothing is missed: every page fetches what it shows, and the receipt asks again at 2 s.
 */
const LIVE_DELAY_MS = 500;

function LiveUpdates() {
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = 0;
        idle = window.setTimeout(
          () => void import('../../src/realtime').then((live) => live.watchRealtime()),
          LIVE_DELAY_MS,
        );
      });
    });
    let idle = 0;
    return () => {
      if (frame) cancelAnimationFrame(frame);
      if (idle) clearTimeout(idle);
    };
  }, []);
  return null;
}

/**
 * <soma-account>: the account holder's pages of docs/behaviour.md, Screens, by path. Live updates follow the
 * session while it shows, so that an order paid elsewhere changes what it shows.
 */
export function Account() {
  const options = useOptions();
  useEffect(() => {
    void loadApp(false, options);
  }, [options]);
  return (
    <Suspense fallback={<p role="status">{LOADING}</p>}>
      <Switch>
        <Route path="/account/receipt/:orderId">{(params) => <Receipt orderId={Number(params.orderId)} />}</Route>
        <Route path="/account/receipt">
          <CurrentReceipt />
        </Route>
        <Route path="/account">
          <Overview />
        </Route>
        <Route path="/account/update_payment">
          <UpdatePayment />
        </Route>
        <Route path="/account/cancel">
          <PlanChange kind="cancel" />
        </Route>
        <Route path="/account/renew">
          <PlanChange kind="renew" />
        </Route>
        <Route path="/account/students">
          <StudentList />
        </Route>
        <Route path="/account/students/new">
          <StudentForm />
        </Route>
        <Route path="/account/students/edit/:studentId">
          {(params) => <StudentForm key={params.studentId} studentId={Number(params.studentId)} />}
        </Route>
        {/* The spec treats / and /home alike: the welcome screen. */}
        <Route path="/home">
          <Home />
        </Route>
        <Route path="/">
          <Home />
        </Route>
        {/* The fallback inside the account area (docs/behaviour.md, Screens). */}
        <Route>
          <Redirect to="/account" replace />
        </Route>
      </Switch>
      <LiveUpdates />
    </Suspense>
  );
}
