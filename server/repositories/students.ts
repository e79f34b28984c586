import type { Executor, NewStudent, Student, StudentUpdate } from '../db/schema';

export function findStudentById(db: Executor, id: number): Promise<Student | undefined> {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Logins are stored lower-cased, so a student may type theirs in any case. */
export function findStudentByLogin(db: Executor, login: string): Promise<Student | undefined> {
  return db.selectFrom('students').selectAll().where('login', '=', login.trim().toLowerCase()).executeTakeFirst();
}

/** A student with the name and code of its region, for answers that show both. */
export type StudentWithRegion = Student & { region_name: string | null; region_code: string | null };

function withRegion(db: Executor) {
  return db
    .selectFrom('students')
    .leftJoin('regions', 'regions.id', 'students.region_id')
    .selectAll('students')
    .select(['regions.name as region_name', 'regions.code as region_code']);
}

export function listStudentsOfParent(db: Executor, parentId: number): Promise<StudentWithRegion[]> {
  return withRegion(db).where('students.parent_id', '=', parentId).orderBy('students.id').execute();
}

/** The student only when it belongs to this parent: another parent's student reads as missing. */
export function findStudentOfParent(
  db: Executor,
  parentId: number,
  id: number,
): Promise<StudentWithRegion | undefined> {
  return withRegion(db).where('students.parent_id', '=', parentId).where('students.id', '=', id).executeTakeFirst();
}

export async function countStudentsOfParent(db: Executor, parentId: number): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function studentLoginTaken(db: Executor, login: string): Promise<boolean> {
  return (await db.selectFrom('students').select('id').where('login', '=', login).executeTakeFirst()) !== undefined;
}

export async function insertStudent(db: Executor, student: NewStudent): Promise<number> {
  const row = await db.insertInto('students').values(student).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a parent's student; false when there is no such student of theirs. */
export async function updateStudentOfParent(
  db: Executor,
  parentId: number,
  id: number,
  changes: StudentUpdate,
): Promise<boolean> {
  const row = await db
    .updateTable('students')
    .set({ ...changes, updated_at: new Date() })
    .where('parent_id', '=', parentId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteStudentOfParent(db: Executor, parentId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('students')
    .where('parent_id', '=', parentId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a parent's student's login and/or password hash; with `onlyWithoutLogin`, only while the
 * student has no login yet. False when nothing matched.
 */
export async function setStudentCredentials(
  db: Executor,
  parentId: number,
  id: number,
  changes: { login?: string; password_hash: string | null },
  { onlyWithoutLogin = false } = {},
): Promise<boolean> {
  let query = db
    .updateTable('students')
    .set({ ...changes, updated_at: new Date() })
    .where('parent_id', '=', parentId)
    .where('id', '=', id);
  if (onlyWithoutLogin) query = query.where('login', 'is', null);
  return (await query.returning('id').executeTakeFirst()) !== undefined;
}

/** Spends every login link of the student not yet opened, so that none opens any more. */
export async function revokeStudentLinks(db: Executor, studentId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('kind', '=', 'student_link')
    .where('student_id', '=', studentId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
