import type { Bundle, Executor } from '../db/schema';

/** Plans on sale, monthly before yearly, fewer students first. */
export function listActiveBundles(db: Executor): Promise<Bundle[]> {
  return db
    .selectFrom('bundles')
    .selectAll()
    .where('active', '=', true)
    .orderBy('duration')
    .orderBy('students')
    .orderBy('id')
    .execute();
}

export function findBundle(db: Executor, id: number): Promise<Bundle | undefined> {
  return db.selectFrom('bundles').selectAll().where('id', '=', id).executeTakeFirst();
}
