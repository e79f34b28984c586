import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { entriesOf } from '../../../../server/repositories/ledger';
import { RETENTION_YEARS } from '../../../../server/services/retention';
import { createTestApp, type TestApp } from '../../harness';
import { ordersOf } from '../shop/helpers';

/*
 * The books of a deleted account are kept for the retention period after its deletion (five years,
 * docs/money.md, Deleting an account) and purged by the renewal dispatch and sweep once it has
 * passed: the account's row, its orders and its ledger entries, in batches. The books of accounts
 * in use, and of accounts deleted later, stay.
 */

const DAY = 24 * 60 * 60;

describe('the purge of the books of deleted accounts', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const remove = (token: string, password: string) =>
    t.post('/api/me', { _method: 'DELETE', password }, { token, form: true });
  const books = async (userId: number) => ({
    account: (await t.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
    orders: (await ordersOf(t, userId)).length,
    entries: (await entriesOf(t.db, userId)).length,
  });

  it('keeps them five years after the deletion, then the dispatch and the sweep purge them', async () => {
    assert.equal(RETENTION_YEARS, 5);
    const gone = await t.newParent({ plan: { students: 3 } });
    const staying = await t.newParent({ plan: { students: 1, cancelled: true } });
    assert.equal((await remove(gone.token, gone.password)).status, 200);
    const kept = await books(gone.user.id);
    assert.deepEqual(kept, { account: 1, orders: 1, entries: 2 });
    const stayingBooks = await books(staying.user.id);

    // 5 × 365 days on: five years less their one or two leap days, so still kept.
    t.clock.advance(5 * 365 * DAY);
    await t.app.services.renewals.sweep();
    assert.deepEqual(await books(gone.user.id), kept, 'kept by the sweep before the period ends');
    // Another account deleted now is kept for its own five years.
    const later = await t.newParent({ plan: { students: 2 } });
    assert.equal((await remove(later.token, later.password)).status, 200);
    const laterBooks = await books(later.user.id);

    // Two days more: past five years whatever the leap days.
    t.clock.advance(2 * DAY);
    await t.app.services.renewals.dispatch();
    assert.deepEqual(await books(gone.user.id), { account: 0, orders: 0, entries: 0 }, 'purged by the dispatch');
    assert.deepEqual(await books(later.user.id), laterBooks, 'deleted later: kept');
    assert.deepEqual(await books(staying.user.id), stayingBooks, 'in use: kept');
  });

  it('purges in batches, as many as are due', async () => {
    const at = new Date(t.clock.now().getTime() - (5 * 366 + 1) * DAY * 1000);
    const rows = await t.db
      .insertInto('users')
      .values(
        Array.from({ length: 230 }, () => ({
          email: null,
          phone_number: null,
          first_name: '',
          last_name: '',
          password_hash: '!deleted',
          tutor_id: null,
          region_id: null,
          deleted_at: at,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    await t.db
      .insertInto('ledger_entries')
      .values(ids.map((id) => ({ user_id: id, order_id: null, kind: 'adjustment' as const, amount: -100 })))
      .execute();
    await t.app.services.renewals.sweep();
    assert.deepEqual(await t.db.selectFrom('users').select('id').where('id', 'in', ids).execute(), []);
    assert.deepEqual(await t.db.selectFrom('ledger_entries').select('id').where('user_id', 'in', ids).execute(), []);
  });
});
