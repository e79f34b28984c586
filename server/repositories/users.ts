import type { Executor, NewUser, User, UserUpdate } from '../db/schema';

export function findUserById(db: Executor, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are stored lower-cased, so `email` must be normalised by the caller. */
export function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByPhone(db: Executor, phoneNumber: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();
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
    .returningAll()
    .executeTakeFirst();
}

/** Holds the account's row until the transaction ends, so that checks and writes about it run one at a time. */
export async function lockUser(db: Executor, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

/** Deletes an account; its students, plan, orders, cards, tokens and sessions go with it (foreign keys cascade). */
export async function deleteUser(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('is_admin', '=', false)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Account holders (never administrators) whose email holds `text` or whose phone number holds
 * `digits`, oldest first. The search is matched as typed: `%` and `_` are plain characters.
 */
export function searchParents(db: Executor, query: { text: string; digits: string | null }, limit: number) {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone_number'])
    .where('is_admin', '=', false)
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
