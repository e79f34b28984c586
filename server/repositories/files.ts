import type { Executor, FileKind, FileRecord } from '../db/schema';

export function listFiles(db: Executor, kind: FileKind): Promise<FileRecord[]> {
  return db.selectFrom('files').selectAll().where('kind', '=', kind).orderBy('id').execute();
}

export interface NewFileRecord {
  kind: FileKind;
  name: string;
  path: string;
  content_type: string;
  size: number;
}

export function insertFile(db: Executor, file: NewFileRecord): Promise<FileRecord> {
  return db.insertInto('files').values(file).returningAll().executeTakeFirstOrThrow();
}

export function findFile(db: Executor, kind: FileKind, name: string): Promise<FileRecord | undefined> {
  return db.selectFrom('files').selectAll().where('kind', '=', kind).where('name', '=', name).executeTakeFirst();
}

/** Stores the file under its name, replacing the record of any earlier one of that name. */
export function replaceFile(db: Executor, file: NewFileRecord): Promise<FileRecord> {
  return db
    .insertInto('files')
    .values(file)
    .onConflict((oc) =>
      oc.columns(['kind', 'name']).doUpdateSet({
        path: file.path,
        content_type: file.content_type,
        size: file.size,
        created_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The removed record, if there was one. */
export function deleteFile(db: Executor, kind: FileKind, name: string): Promise<FileRecord | undefined> {
  return db.deleteFrom('files').where('kind', '=', kind).where('name', '=', name).returningAll().executeTakeFirst();
}
