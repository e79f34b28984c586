import type { FastifyInstance } from 'fastify';
import { createRegion, deleteAllRegions, deleteRegion, listRegions, updateRegion } from '../../src/api/regions';
import type { Region } from '../../src/api/structs';
import type { Region as RegionRow } from '../services/regions';
import { route } from '../http/route';

/** Regions: anyone reads them (the sign-up form needs them); administrators keep the list. */
export async function regionRoutes(app: FastifyInstance): Promise<void> {
  const { regions } = app.services;

  route(app, listRegions, async () => (await regions.list()).map(regionView));

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

export function regionView(region: RegionRow): Region {
  return { region_id: region.id, name: region.name, code: region.code };
}
