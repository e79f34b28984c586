import type { Executor } from '../db/schema';

export async function findCardCustomer(db: Executor, userId: number, provider: string): Promise<string | null> {
  const row = await db
    .selectFrom('card_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function findUserOfCardCustomer(
  db: Executor,
  provider: string,
  customerId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('card_customers')
    .select('user_id')
    .where('provider', '=', provider)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Keeps the first customer stored for an account: a twin request that lost the race answers the winner's. */
export async function keepCardCustomer(
  db: Executor,
  userId: number,
  provider: string,
  customerId: string,
): Promise<string> {
  await db
    .insertInto('card_customers')
    .values({ user_id: userId, provider, customer_id: customerId })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
    .execute();
  return (await findCardCustomer(db, userId, provider)) ?? customerId;
}

/** Forgets a customer the provider no longer knows (deleted, or kept under other keys). */
export async function forgetCardCustomer(
  db: Executor,
  userId: number,
  provider: string,
  customerId: string,
): Promise<void> {
  await db
    .deleteFrom('card_customers')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('customer_id', '=', customerId)
    .execute();
}
