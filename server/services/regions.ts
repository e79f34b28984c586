import type { Region, RegionUpdate } from '../db/schema';
import { invalid, notFound } from '../errors';
import {
  countRegions,
  deleteAllRegions,
  deleteRegion,
  findRegionById,
  insertRegion,
  listRegions,
  type RegionQuery,
  regionCodeTaken,
  updateRegion,
} from '../repositories/regions';
import { diffChanges, record } from './audit';
import type { ServiceContext } from './context';
import { uniqueViolation } from './profile';

/** The region record the service answers, for the routes that shape it. */
export type { Region };

const CODE_TAKEN = 'The code has already been taken.';

/** One page of a region list, from its first region (0-based `offset`), and how many match in all. */
export interface RegionsPage {
  regions: Region[];
  total: number;
}

export interface RegionsService {
  /** Every region, alphabetical. */
  list(): Promise<Region[]>;
  /** `limit` of the regions holding `search` in their name or code (any case) from `offset`; past the end, none, with the total. */
  page(query: Required<Pick<RegionQuery, 'offset' | 'limit'>> & Pick<RegionQuery, 'search'>): Promise<RegionsPage>;
  /** Each change is recorded in the audit trail under `actorId`, the administrator making it. */
  create(input: { name: string; code: string }, actorId: number): Promise<Region>;
  /** Only the fields given change. */
  update(id: number, changes: { name?: string; code?: string }, actorId: number): Promise<Region>;
  /** Profiles and students in the region are left with no region. */
  remove(id: number, actorId: number): Promise<void>;
  removeAll(actorId: number): Promise<void>;
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

    async page({ search, offset, limit }) {
      const [regions, total] = await Promise.all([
        listRegions(db, { search, offset, limit }),
        countRegions(db, search),
      ]);
      return { regions, total };
    },

    async create({ name, code }, actorId) {
      if (await regionCodeTaken(db, code)) throw invalid({ code: [CODE_TAKEN] });
      return guardCode(() =>
        db.transaction().execute(async (trx) => {
          const region = await insertRegion(trx, { name, code });
          await record(trx, actorId, `region:${region.id}`, diffChanges({}, { name, code }), ctx.now());
          return region;
        }),
      );
    },

    async update(id, { name, code }, actorId) {
      const region = await findRegionById(db, id);
      if (!region) throw notFound();
      if (code !== undefined && (await regionCodeTaken(db, code, id))) throw invalid({ code: [CODE_TAKEN] });
      const changes: RegionUpdate = {};
      if (name !== undefined) changes.name = name;
      if (code !== undefined) changes.code = code;
      if (Object.keys(changes).length === 0) return region;
      const updated = await guardCode(() =>
        db.transaction().execute(async (trx) => {
          const row = await updateRegion(trx, id, changes);
          if (row)
            await record(
              trx,
              actorId,
              `region:${id}`,
              diffChanges({ name: region.name, code: region.code }, changes),
              ctx.now(),
            );
          return row;
        }),
      );
      if (!updated) throw notFound();
      return updated;
    },

    async remove(id, actorId) {
      const removed = await db.transaction().execute(async (trx) => {
        const region = await findRegionById(trx, id);
        if (!region || !(await deleteRegion(trx, id))) return false;
        await record(
          trx,
          actorId,
          `region:${id}`,
          diffChanges({ name: region.name, code: region.code }, { name: null, code: null }),
          ctx.now(),
        );
        return true;
      });
      if (!removed) throw notFound();
    },

    async removeAll(actorId) {
      await db.transaction().execute(async (trx) => {
        const regions = await listRegions(trx);
        await deleteAllRegions(trx);
        for (const region of regions) {
          await record(
            trx,
            actorId,
            `region:${region.id}`,
            diffChanges({ name: region.name, code: region.code }, { name: null, code: null }),
            ctx.now(),
          );
        }
      });
    },
  };
}
