import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { explain } from '../explain';
import { createTestApp, type TestApp } from '../harness';

describe('deleting a region', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('updates the users and students that name it through their indexes (PostgreSQL)', {
    skip: !process.env.DATABASE_URL && 'EXPLAIN on PostgreSQL only',
  }, async () => {
    // What the foreign keys' "on delete set null" runs for each region deleted.
    const plans = await explain(t, async (db) => {
      await db.updateTable('users').set({ region_id: null }).where('region_id', '=', 1).execute();
      await db.updateTable('students').set({ region_id: null }).where('region_id', '=', 1).execute();
    });
    assert.match(plans[0]!, /users_region/, plans[0]);
    assert.match(plans[1]!, /students_region/, plans[1]);
  });
});
