import { sql } from 'kysely';
import type { Executor } from '../db/schema';

export interface StoredAnswer {
  fingerprint: string;
  /** Null while the first request is still being answered. */
  status: number | null;
  body: string | null;
}

/**
 * Claims a key for the request about to be answered: true when this request is the first (or the
 * first one died, leaving its claim older than `staleBefore`), false when another holds it.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: { scope: string; key: string; fingerprint: string },
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...claim, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet({ fingerprint: claim.fingerprint, created_at: now })
        .where(sql<boolean>`idempotency_keys.status is null and idempotency_keys.created_at < ${staleBefore}`),
    )
    .returning('scope')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findIdempotencyKey(db: Executor, scope: string, key: string): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeIdempotentAnswer(
  db: Executor,
  scope: string,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** A first request that failed leaves the key free: the retry is answered afresh. */
export async function releaseIdempotencyKey(db: Executor, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

export async function deleteOldIdempotencyKeys(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
