import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DEFAULT_RETURN_PATH, stepCount, UPGRADE_TITLE } from '../../src/domain/checkout';
import { loginUrls } from '../../src/domain/loginUrls';
import { useElement } from '../../src/element/context';
import { $subscription } from '../../src/stores/subscription';
import { Alert } from '../../src/ui/Alert';
import { Button } from '../../src/ui/Button';
import { leave } from './leave';
import { PlanList } from './PlanList';
import * as css from './PlanShop.css';
import * as text from './texts';
import { useCheckout } from './useCheckout';
import { useShopData } from './useShopData';

const loadCheckout = () => import('./Checkout');
const Checkout = lazy(() => loadCheckout().then((module) => ({ default: module.Checkout })));

export interface PlanShopProps {
  /** Where a plan change returns to (the host passes its `returnTo` location state). */
  returnTo?: string;
  routing?: string;
}

/**
 * <soma-plan-shop>: the plans, then the checkout wizard of docs/behaviour.md, States. A parent with an
 * active plan changes plans, another parent buys one, a visitor signs up with the plan. The
 * plans show first; the wizard's code is fetched once they show, while they are read, so it never
 * competes with them.
 */
export function PlanShop({ returnTo, routing }: PlanShopProps) {
  const host = useElement();
  const { element } = host;
  const { app, bundles, kinds } = useShopData();
  const [state, dispatch] = useCheckout();
  const plan = useStore($subscription);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = useRef(state.step);

  // A new step takes focus to its title, as a new page would.
  useEffect(() => {
    if (shown.current === state.step) return;
    shown.current = state.step;
    element.shadowRoot?.querySelector<HTMLElement>('[part="title"]')?.focus();
  }, [state.step]);

  // Refused fields take focus to the first of them; the message under the form announces itself.
  useEffect(() => {
    if (!state.locked) element.shadowRoot?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.errors]);

  function leaveShop() {
    const back = returnTo || (state.loggedIn ? DEFAULT_RETURN_PATH : app ? loginUrls(app).standard : '/');
    void leave(host, back);
  }

  // A sign-up's new session loads its plan afterwards: the submitted wizard (and the payment it
  // follows) stays on screen meanwhile.
  const ready = app && bundles && kinds && (!state.loggedIn || plan !== undefined || state.done);
  const shows = Boolean(ready);
  useEffect(() => {
    if (shows) void loadCheckout();
  }, [shows]);
  // Before a plan is chosen Cancel leaves the shop: only where there is a page to go back to.
  const leavable = Boolean(returnTo) || state.loggedIn || routing === 'path';
  const loading = <p role="status">{text.LOADING}</p>;

  return (
    <div className={css.shop} part="shop">
      <div className={css.heading}>
        <h2 className={css.title} part="title" tabIndex={-1}>
          {state.upgrade ? UPGRADE_TITLE : text.SHOP_TITLE}
        </h2>
        {state.step > 0 && <p className={css.step}>{text.stepLabel(state.step, stepCount(state))}</p>}
      </div>
      {notice && (
        <Alert tone="success" part="notice">
          {notice}
        </Alert>
      )}
      {!ready ? (
        loading
      ) : state.step === 0 ? (
        <>
          <PlanList
            bundles={bundles}
            currency={app.shopCurrency}
            selected={null}
            onSelect={(bundle) => dispatch({ type: 'select', bundle })}
          />
          {leavable && (
            <div className={css.buttons} part="buttons">
              <Button variant="text" onClick={leaveShop}>
                {text.CANCEL}
              </Button>
            </div>
          )}
        </>
      ) : (
        <Suspense fallback={loading}>
          <Checkout
            state={state}
            dispatch={dispatch}
            app={app}
            bundles={bundles}
            kinds={kinds}
            returnTo={returnTo}
            onNotice={setNotice}
          />
        </Suspense>
      )}
    </div>
  );
}
