import {
  createRegion,
  deleteAllRegions,
  deleteRegion,
  updateRegion,
  type RegionCreate,
  type RegionUpdate,
} from '../api/regions';
import type { Region } from '../api/structs';
import { send } from '../client/request';
import type { SomaOptions } from '../config';
import type { Result } from '../client/result';
import { $regions } from './regions';

/*
 * The administrator's changes to the regions (site configuration). Apart from the regions store
 * so that only the admin element carries them; each keeps the shared list in step.
 */

export async function addRegion(input: RegionCreate, config?: SomaOptions): Promise<Result<Region>> {
  const result = await send(createRegion, input, config);
  if (result.ok) $regions.set([...($regions.get() ?? []), result.data]);
  return result;
}

export async function editRegion(input: RegionUpdate, config?: SomaOptions): Promise<Result<Region>> {
  const result = await send(updateRegion, input, config);
  if (result.ok)
    $regions.set(
      ($regions.get() ?? []).map((region) => (region.region_id === result.data.region_id ? result.data : region)),
    );
  return result;
}

export async function removeRegion(regionId: number, config?: SomaOptions): Promise<Result<unknown>> {
  const result = await send(deleteRegion, { region_id: regionId }, config);
  if (result.ok) $regions.set(($regions.get() ?? []).filter((region) => region.region_id !== regionId));
  return result;
}

export async function removeAllRegions(config?: SomaOptions): Promise<Result<unknown>> {
  const result = await send(deleteAllRegions, {}, config);
  if (result.ok) $regions.set([]);
  return result;
}
