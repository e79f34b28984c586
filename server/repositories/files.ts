import { sql } from 'kysely';
import type { Executor, FileKind, FileRecord } from '../db/schema';

/** A file's record without its bytes: what lists and answers need. */
export type FileInfo = Omit<FileRecord, 'bytes'>;

const INFO = ['id', 'kind', 'name', 'path', 'content_type', 'size', 'created_at'] as const;
/** Whether the bytes are in the database (false for files stored on disk before 0080). */
const STORED = sql<boolean>`bytes is not null`.as('stored');

export function listFiles(db: Executor, kind: FileKind): Promise<FileInfo[]> {
  return db.selectFrom('files').select(INFO).where('kind', '=', kind).orderBy('id').execute();
}

export interface NewFileRecord {
  kind: FileKind;
  name: string;
  path: string;
  content_type: string;
  size: number;
  bytes: Uint8Array;
}

export function insertFile(db: Executor, file: NewFileRecord): Promise<FileInfo> {
  return db.insertInto('files').values(file).returning(INFO).executeTakeFirstOrThrow();
}

export function findFile(
  db: Executor,
  kind: FileKind,
  name: string,
): Promise<(FileInfo & { stored: boolean }) | undefined> {
  return db
    .selectFrom('files')
    .select(INFO)
    .select(STORED)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The file served at `/uploads/{path}`, bytes included. */
export function findFileByPath(db: Executor, path: string): Promise<FileRecord | undefined> {
  return db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst();
}

/** Stores the file under its name, replacing any earlier one of that name. */
export function replaceFile(db: Executor, file: NewFileRecord): Promise<FileInfo> {
  return db
    .insertInto('files')
    .values(file)
    .onConflict((oc) =>
      oc.columns(['kind', 'name']).doUpdateSet({
        path: file.path,
        content_type: file.content_type,
        size: file.size,
        bytes: file.bytes,
        created_at: new Date(),
      }),
    )
    .returning(INFO)
    .executeTakeFirstOrThrow();
}

/** The removed record, if there was one, and whether its bytes were in the database. */
export function deleteFile(
  db: Executor,
  kind: FileKind,
  name: string,
): Promise<(FileInfo & { stored: boolean }) | undefined> {
  return db
    .deleteFrom('files')
    .where('kind', '=', kind)
    .where('name', '=', name)
    .returning(INFO)
    .returning(STORED)
    .executeTakeFirst();
}
