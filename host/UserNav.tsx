import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $app } from '../src/stores/app';
import { $subscription, loadSubscription } from '../src/stores/subscription';
import { userMenu, type FeedbackLinks } from '../src/domain/portalMenus';
import { ShellNav } from './Shell';
import { ACCOUNT_MENU } from './shellTexts';

/** The account holder's navigation: the menu's rules need the plan, loaded here if no page has yet. */
export function UserNav({ path }: { path: string }) {
  const app = useStore($app);
  const subscription = useStore($subscription);
  useEffect(() => {
    if ($subscription.get() === undefined) void loadSubscription();
  }, []);
  return (
    <ShellNav
      items={userMenu(app?.style ?? 'subscription', subscription, (app ?? {}) as FeedbackLinks)}
      path={path}
      label={ACCOUNT_MENU}
    />
  );
}
