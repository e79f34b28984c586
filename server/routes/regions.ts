import type { FastifyInstance } from 'fastify';
import {
  createRegion,
  deleteAllRegions,
  deleteRegion,
  listRegions,
  REGIONS_PER_PAGE,
  searchRegions,
  type RegionPage,
  updateRegion,
} from '../../src/api/regions';
import type { Region } from '../../src/api/structs';
import type { Region as RegionRow } from '../services/regions';
import { route } from '../http/route';

/** Regions: anyone reads them (the sign-up form needs them); administrators keep the list. */
export async function regionRoutes(app: FastifyInstance): Promise<void> {
  const { regions } = app.services;

  route(app, listRegions, async () => (await regions.list()).map(regionView));

  route(app, searchRegions, async ({ input: { search, page = 1, per_page = REGIONS_PER_PAGE } }) => {
    const offset = (page - 1) * per_page;
    const found = await regions.page({ search, offset, limit: per_page });
    return pageView(found.regions.map(regionView), found.total, page, per_page, offset);
  });

  route(app, createRegion, async ({ input, user }) => regionView(await regions.create(input, user.id)));

  route(app, updateRegion, async ({ input, user }) => {
    const { region_id, ...changes } = input;
    return regionView(await regions.update(region_id, changes, user.id));
  });

  route(app, deleteRegion, async ({ input, user }) => {
    await regions.remove(input.region_id, user.id);
    return { success: true };
  });

  route(app, deleteAllRegions, async ({ user }) => {
    await regions.removeAll(user.id);
    return { success: true };
  });
}

/** Laravel's paginator: `from` and `to` number the page's first and last region (1-based), null when it is empty. */
function pageView(data: Region[], total: number, page: number, perPage: number, offset: number): RegionPage {
  return {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
  };
}

export function regionView(region: RegionRow): Region {
  return { region_id: region.id, name: region.name, code: region.code };
}
