import type { Region, RegionUpdate } from '../db/schema';
import { invalid, notFound } from '../errors';
import {
  deleteAllRegions,
  deleteRegion,
  findRegionById,
  insertRegion,
  listRegions,
  regionCodeTaken,
  updateRegion,
} from '../repositories/regions';
import type { ServiceContext } from './context';
import { uniqueViolation } from './profile';

/** The region record the service answers, for the routes that shape it. */
export type { Region };

const CODE_TAKEN = 'The code has already been taken.';

export interface RegionsService {
  list(): Promise<Region[]>;
  create(input: { name: string; code: string }): Promise<Region>;
  /** Only the fields given change. */
  update(id: number, changes: { name?: string; code?: string }): Promise<Region>;
  /** Profiles and students in the region are left with no region. */
  remove(id: number): Promise<void>;
  removeAll(): Promise<void>;
}

export function regionsService(ctx: ServiceContext): RegionsService {
  const { db } = ctx;

  /** A lost race for a code answers what the check would have said. */
  async function guardCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== null) throw invalid({ code: [CODE_TAKEN] });
      throw error;
    }
  }

  return {
    list: () => listRegions(db),

    async create({ name, code }) {
      if (await regionCodeTaken(db, code)) throw invalid({ code: [CODE_TAKEN] });
      return guardCode(() => insertRegion(db, { name, code }));
    },

    async update(id, { name, code }) {
      const region = await findRegionById(db, id);
      if (!region) throw notFound();
      if (code !== undefined && (await regionCodeTaken(db, code, id))) throw invalid({ code: [CODE_TAKEN] });
      const changes: RegionUpdate = {};
      if (name !== undefined) changes.name = name;
      if (code !== undefined) changes.code = code;
      if (Object.keys(changes).length === 0) return region;
      const updated = await guardCode(() => updateRegion(db, id, changes));
      if (!updated) throw notFound();
      return updated;
    },

    async remove(id) {
      if (!(await deleteRegion(db, id))) throw notFound();
    },

    async removeAll() {
      await deleteAllRegions(db);
    },
  };
}
