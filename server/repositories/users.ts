import type { Executor, NewUser, User, UserUpdate } from '../db/schema';

/*
 * A deleted account (`deleted_at`) is found by none of these: it keeps its row only as the
 * reference of its books (docs/money.md, Deleting an account).
 */

export function findUserById(db: Executor, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Emails are stored lower-cased, so `email` must be normalised by the caller. */
export function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findUserByPhone(db: Executor, phoneNumber: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function phoneTaken(db: Executor, phoneNumber: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('phone_number', '=', phoneNumber);
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertUser(db: Executor, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Holds the account's row until the transaction ends, so that checks and writes about it run one at a time. */
export async function lockUser(db: Executor, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * Account holders (never administrators, nor deleted accounts) whose email holds `text` or whose
 * phone number holds `digits`, oldest first. The search is matched as typed: `%` and `_` are plain
 * characters.
 */
export function searchParents(db: Executor, query: { text: string; digits: string | null }, limit: number) {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone_number'])
    .where('is_admin', '=', false)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', like(query.text.toLowerCase())),
        ...(query.digits ? [eb('phone_number', 'like', like(query.digits))] : []),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}
