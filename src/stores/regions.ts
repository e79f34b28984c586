import { atom } from 'nanostores';
import { listRegions } from '../api/regions';
import type { Region } from '../api/structs';
import { send } from '../client/request';
import type { SomaOptions } from '../config';
import { onLogout } from './session';

/** The regions of the region pickers; null until loaded. */
export const $regions = atom<Region[] | null>(null);
/** True while the list is being fetched (the picker then reads 'Loading...'). */
export const $regionsLoading = atom(false);

export async function loadRegions(config?: SomaOptions): Promise<Region[] | null> {
  $regionsLoading.set(true);
  const result = await send(listRegions, {}, config);
  $regionsLoading.set(false);
  if (result.ok) $regions.set(result.data);
  return $regions.get();
}

onLogout(() => $regions.set(null));
