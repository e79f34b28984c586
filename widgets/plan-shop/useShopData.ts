import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { paymentKinds } from '../../src/api/shop';
import { send } from '../../src/client/request';
import { useOptions } from '../../src/element/context';
import { appOf, loadApp } from '../../src/stores/app';
import { $bundles, loadBundles } from '../../src/stores/bundles';
import { loadMe } from '../../src/stores/profile';
import { $session } from '../../src/stores/session';

/**
 * What the shop shows: settings, plans (whose `current` depends on who asks, so they are fetched
 * again when the session changes), the payment methods on offer, and a signed-in parent's
 * profile and plan.
 */
export function useShopData() {
  const options = useOptions();
  const app = useStore(appOf(options));
  const bundles = useStore($bundles);
  const token = useStore($session)?.token;
  const [kinds, setKinds] = useState<string[] | null>(null);

  useEffect(() => {
    void loadApp(false, options);
    void send(paymentKinds, {}, options).then((answer) => setKinds(answer.ok ? answer.data : ['mpesa', 'card']));
  }, [options]);

  useEffect(() => {
    void loadBundles(options);
    if (token) void loadMe(options);
  }, [token, options]);

  return { app, bundles, kinds };
}
