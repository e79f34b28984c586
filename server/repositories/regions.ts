import type { Executor, NewRegion, Region, RegionUpdate } from '../db/schema';

export function findRegionById(db: Executor, id: number): Promise<Region | undefined> {
  return db.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a region list asks for: the regions whose name or code holds `search` (any case), `limit` from `offset`. */
export interface RegionQuery {
  search?: string;
  offset?: number;
  limit?: number;
}

/** `%` and `_` in a search are the characters themselves, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

function regionsMatching(db: Executor, search: string | undefined) {
  let query = db.selectFrom('regions');
  if (search) {
    const pattern = containing(search);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]));
  }
  return query;
}

/** Alphabetical, as a picker shows them. */
export function listRegions(db: Executor, { search, offset, limit }: RegionQuery = {}): Promise<Region[]> {
  let query = regionsMatching(db, search).selectAll().orderBy('name').orderBy('id');
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  return query.execute();
}

export async function countRegions(db: Executor, search?: string): Promise<number> {
  const row = await regionsMatching(db, search)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function regionCodeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('regions').select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertRegion(db: Executor, region: NewRegion): Promise<Region> {
  return db.insertInto('regions').values(region).returningAll().executeTakeFirstOrThrow();
}

export function updateRegion(db: Executor, id: number, changes: RegionUpdate): Promise<Region | undefined> {
  return db.updateTable('regions').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Profiles and students that used the region are left with none: the foreign keys set null. */
export async function deleteRegion(db: Executor, id: number): Promise<boolean> {
  const row = await db.deleteFrom('regions').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function deleteAllRegions(db: Executor): Promise<void> {
  await db.deleteFrom('regions').execute();
}
