import { array, number, object, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { code, id, maybe, nonEmpty } from './rules';
import { NoFields, Success } from './structs';

export const Region = type({
  region_id: number(),
  name: string(),
  code: string(),
});
export type Region = Infer<typeof Region>;

/** Public: the sign-up form offers the regions before there is an account. */
export const listRegions = defineCall({
  id: 'regions.list',
  method: 'GET',
  path: '/regions',
  body: 'none',
  access: 'public',
  request: NoFields,
  response: array(Region),
});

export const RegionCreate = object({ name: nonEmpty(), code: code() });
export type RegionCreate = Infer<typeof RegionCreate>;

export const createRegion = defineCall({
  id: 'regions.create',
  method: 'POST',
  path: '/regions',
  body: 'form',
  access: 'admin',
  request: RegionCreate,
  response: Region,
});

export const RegionUpdate = object({ region_id: id(), name: maybe(nonEmpty()), code: maybe(code()) });
export type RegionUpdate = Infer<typeof RegionUpdate>;

export const updateRegion = defineCall({
  id: 'regions.update',
  method: 'PATCH',
  path: '/regions/{region_id}',
  body: 'form',
  access: 'admin',
  request: RegionUpdate,
  response: Region,
});

export const deleteRegion = defineCall({
  id: 'regions.delete',
  method: 'DELETE',
  path: '/regions/{region_id}',
  body: 'none',
  access: 'admin',
  request: object({ region_id: id() }),
  response: Success,
});

export const deleteAllRegions = defineCall({
  id: 'regions.deleteAll',
  method: 'DELETE',
  path: '/regions',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: Success,
});
