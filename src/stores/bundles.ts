import { atom } from 'nanostores';
import { listBundles } from '../api/shop';
import type { Bundle } from '../api/structs';
import { send } from '../client/request';
import type { SomaOptions } from '../config';
import { onLogout } from './session';

/** The plans on sale, with `current` marking the caller's; null until loaded. */
export const $bundles = atom<Bundle[] | null>(null);

export async function loadBundles(config?: SomaOptions): Promise<Bundle[] | null> {
  const result = await send(listBundles, {}, config);
  if (result.ok) $bundles.set(result.data);
  return $bundles.get();
}

// `current` depends on who asks: a new session must fetch the list again.
onLogout(() => $bundles.set(null));
