import { array, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { between, code, id, maybe, nonEmpty, text } from './rules';
import { NoFields, Success } from './structs';

export const Region = type({
  region_id: number(),
  name: string(),
  code: string(),
});
export type Region = Infer<typeof Region>;

/** Public: the sign-up form offers the regions before there is an account. The whole list, alphabetical. */
export const listRegions = defineCall({
  id: 'regions.list',
  method: 'GET',
  path: '/regions',
  body: 'none',
  access: 'public',
  request: NoFields,
  response: array(Region),
});

/** The most regions one page holds, how many it holds unless asked, and the longest search. */
export const REGIONS_MAX_PER_PAGE = 100;
export const REGIONS_PER_PAGE = 25;
export const REGION_SEARCH_MAX = 100;

/** One page of regions, as Laravel's paginator answers it; `from`/`to` are null on an empty page. */
export const RegionPage = type({
  data: array(Region),
  current_page: number(),
  per_page: number(),
  total: number(),
  last_page: number(),
  from: nullable(number()),
  to: nullable(number()),
});
export type RegionPage = Infer<typeof RegionPage>;

/**
 * Public, as the list: the regions whose name or code holds `search` (any case; `%` and `_` are
 * themselves), alphabetical, a page at a time (the first page is 1). For sites with thousands of
 * regions, where the whole list of `GET /regions` is too long to send or to pick from. A call of
 * its own rather than parameters of `GET /regions`, so that the sign-up form, which takes the
 * whole list, carries no code for pages.
 */
export const searchRegions = defineCall({
  id: 'regions.search',
  method: 'GET',
  path: '/regions/search',
  body: 'none',
  access: 'public',
  request: object({
    search: maybe(text(REGION_SEARCH_MAX)),
    page: optional(between(1, 100_000)),
    per_page: optional(between(1, REGIONS_MAX_PER_PAGE)),
  }),
  response: RegionPage,
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
