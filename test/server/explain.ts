import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Executor } from '../../server/db/schema';
import type { TestApp } from './harness';

/**
 * The plans PostgreSQL makes of each statement `run` sends, with sequential scans priced out (so
 * that a small test table still shows which index fits each query); nothing `run` does is kept.
 */
export async function explain(t: TestApp, run: (db: Executor) => Promise<void>): Promise<string[]> {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  };
  const plans: string[] = [];
  const undo = new Error('rolled back');
  await t.db
    .transaction()
    .execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`analyze subscriptions`.execute(trx);
      await sql`analyze orders`.execute(trx);
      await run(trx.withPlugin(recorder));
      for (const node of nodes) {
        const query = trx.getExecutor().compileQuery(node, { queryId: 'explain' });
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return plans;
}
