import { addMonths } from '../lib/dates';
import { purgeDeletedAccounts } from '../repositories/deleted-accounts';
import type { ServiceContext } from './context';

/**
 * How long the books of a deleted account are kept after its deletion (docs/money.md, Deleting an
 * account): Kenya's Tax Procedures Act asks five years of a business's records.
 */
export const RETENTION_YEARS = 5;

/** Accounts one statement purges; a pass goes on until a statement takes fewer. */
const PURGE_BATCH = 100;

/**
 * Deletes every account deleted more than the retention period ago, with its orders and ledger
 * entries, in batches; answers how many. Run by the renewal dispatch and sweep: safe on several
 * instances at once (each account is purged by one of them).
 */
export async function purgeExpiredBooks(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await purgeDeletedAccounts(ctx.db, addMonths(ctx.now(), -12 * RETENTION_YEARS), PURGE_BATCH);
    total += purged;
    if (purged < PURGE_BATCH) return total;
  }
}
