import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $app } from '../src/stores/app';
import type { Locale } from '../src/api/lang/locales';
import { $profile, loadMe, saveProfile } from '../src/stores/profile';
import { $subscription, loadSubscription } from '../src/stores/subscription';
import { followAccount } from './accountLanguage';
import { userMenu, type FeedbackLinks } from '../src/domain/portalMenus';
import { ShellNav } from './Shell';
import { ACCOUNT_MENU } from './shellTexts';

/** The account holder's navigation: the menu's rules need the plan, loaded here if no page has yet. */
export function UserNav({ path }: { path: string }) {
  const app = useStore($app);
  const subscription = useStore($subscription);
  const profile = useStore($profile);
  useEffect(() => {
    if ($subscription.get() === undefined) void loadSubscription();
    if (!$profile.get()) void loadMe();
  }, []);
  // The account's language, once known (docs/languages.md).
  useEffect(() => {
    if (profile) followAccount(profile.locale, (locale) => saveProfile({ locale: locale as Locale }));
  }, [profile]);
  return (
    <ShellNav
      items={userMenu(app?.style ?? 'subscription', subscription, (app ?? {}) as FeedbackLinks)}
      path={path}
      label={ACCOUNT_MENU}
    />
  );
}
