import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { UPGRADED_MESSAGE } from '../../../src/domain/checkout';
import { hasPlan } from '../../../src/domain/planGate';
import { appOf } from '../../../src/stores/app';
import { $subscription } from '../../../src/stores/subscription';
import { loadMe } from '../../../src/stores/profile';
import { Alert } from '../../../src/ui/Alert';
import { DeleteAccountCard } from './DeleteAccountCard';
import * as css from './Overview.css';
import { PasswordCard } from './PasswordCard';
import { PlanCard } from './PlanCard';
import { ProfileCard } from './ProfileCard';
import { useOptions } from '../../../src/element/context';

/** Whether the page was reached from the shop after a plan change (the shop's location state). */
function arrivedUpgraded(): boolean {
  const state: unknown = history.state;
  return Boolean(state && typeof state === 'object' && (state as { upgraded?: unknown }).upgraded === true);
}

/**
 * /account: the Profile card, the Current Plan card (subscription style, or any style once the
 * account has a plan: a trial, or one bought during it), the Change
 * Password card and the Delete Account card. Profile and plan are fetched afresh as the page opens.
 */
export function Overview() {
  const style = useStore(appOf(useOptions()))?.style;
  const plan = useStore($subscription);
  const [upgraded] = useState(arrivedUpgraded);

  const options = useOptions();
  useEffect(() => void loadMe(options), [options]);
  // Said once: a reload or a return to this entry of the history does not say it again.
  useEffect(() => {
    if (upgraded) history.replaceState({ ...(history.state as object), upgraded: false }, '');
  }, []);

  return (
    <div className={css.page} part="overview">
      {upgraded && (
        <Alert tone="success" className={css.notice}>
          {UPGRADED_MESSAGE}
        </Alert>
      )}
      <ProfileCard />
      {(style === 'subscription' || hasPlan(plan)) && <PlanCard />}
      <PasswordCard />
      <DeleteAccountCard />
    </div>
  );
}
