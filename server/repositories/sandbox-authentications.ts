import type { Executor } from '../db/schema';

/** Records the answer to a charge's authentication step; the first answer stands. Answers the one kept. */
export async function recordAuthentication(db: Executor, reference: string, approved: boolean): Promise<boolean> {
  await db
    .insertInto('sandbox_authentications')
    .values({ reference, approved })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  return (await findAuthentication(db, reference))!;
}

/** The answer given for a charge, or undefined while the step waits. */
export async function findAuthentication(db: Executor, reference: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('sandbox_authentications')
    .select('approved')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row?.approved;
}
