import type { Executor, NewRegion, Region, RegionUpdate } from '../db/schema';

export function findRegionById(db: Executor, id: number): Promise<Region | undefined> {
  return db.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Alphabetical, as a picker shows them. */
export function listRegions(db: Executor): Promise<Region[]> {
  return db.selectFrom('regions').selectAll().orderBy('name').orderBy('id').execute();
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
