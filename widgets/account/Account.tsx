import { useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { watchRealtime } from '../../src/realtime';
import { loadApp } from '../../src/stores/app';
import { CurrentReceipt } from './receipt/CurrentReceipt';
import { Receipt } from './receipt/Receipt';

/**
 * <soma-account>: the account holder's pages of spec section 2, by path. Live updates follow the
 * session while it shows, so that an order paid elsewhere changes what it shows.
 */
export function Account() {
  useEffect(() => {
    void loadApp();
    watchRealtime();
  }, []);
  return (
    <Switch>
      <Route path="/account/receipt/:orderId">{(params) => <Receipt orderId={Number(params.orderId)} />}</Route>
      <Route path="/account/receipt">
        <CurrentReceipt />
      </Route>
      {/* The welcome screen, overview, students, payment method, cancel and renew take their paths here. */}
      <Route>
        <p>soma-account</p>
      </Route>
    </Switch>
  );
}
