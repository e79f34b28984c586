import type { Executor } from '../db/schema';

export async function listGradeNames(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('grades').select('name').orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.name);
}
