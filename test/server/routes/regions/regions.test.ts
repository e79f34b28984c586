import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COUNTIES } from '../../../../server/db/data/counties';
import { createStudent } from '../../fixtures';
import { createTestApp, type TestApp } from '../../harness';
import { assertRefused, wrongCallers, type WrongCallers } from '../profile/callers';

describe('regions', () => {
  let t: TestApp;
  let callers: WrongCallers;
  let admin: string;
  let parent: string;
  before(async () => {
    t = await createTestApp();
    callers = await wrongCallers(t);
    admin = callers.admin;
    parent = (await t.newParent()).token;
  });
  after(() => t.close());

  let codes = 0;
  const freshCode = () => `T${process.pid % 1000}X${(codes += 1)}`;
  const create = (fields: Record<string, unknown>) => t.post('/api/regions', fields, { token: admin, form: true });

  describe('GET /api/regions', () => {
    it('answers every region, by name, to anyone', async () => {
      const answer = await t.get('/api/regions');
      assert.equal(answer.status, 200);
      assert.equal(answer.body.length, COUNTIES.length);
      // Compared on letters only: how spaces and dashes sort depends on the database's collation.
      const keys = answer.body.map((region: { name: string }) => region.name.toLowerCase().replace(/[^a-z]/g, ''));
      assert.deepEqual(keys, [...keys].sort());
      const nairobi = answer.body.find((region: { code: string }) => region.code === '047');
      assert.deepEqual(Object.keys(nairobi), ['region_id', 'name', 'code']);
      assert.equal(nairobi.name, 'Nairobi City');
    });

    it('answers a parent, an administrator, and a caller with a bad token alike', async () => {
      for (const token of [parent, admin, callers.expired, callers.studentLink]) {
        assert.equal((await t.get('/api/regions', { token })).status, 200);
      }
    });
  });

  describe('POST /api/regions', () => {
    it('adds a region and answers it', async () => {
      const code = freshCode();
      const answer = await create({ name: ' Lake Region ', code });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { region_id: answer.body.region_id, name: 'Lake Region', code });
      const list = await t.get('/api/regions');
      assert.ok(list.body.some((region: { region_id: number }) => region.region_id === answer.body.region_id));
    });

    it('refuses a code already used', async () => {
      const answer = await create({ name: 'Another Nairobi', code: '047' });
      assert.equal(answer.status, 422);
      assert.deepEqual(answer.body, {
        message: 'The code has already been taken.',
        errors: { code: ['The code has already been taken.'] },
      });
    });

    it('requires a name and a short code of letters, digits, dashes and underscores', async () => {
      const missing = await create({});
      assert.equal(missing.status, 422);
      assert.deepEqual(missing.body.errors, {
        name: ['The name field is required.'],
        code: ['The code field is required.'],
      });
      for (const [code, text] of [
        ['has space', 'The code field must only contain letters, numbers, dashes, and underscores.'],
        ['ABCDEFGHIJK', 'The code field must not be greater than 10 characters.'],
      ]) {
        const answer = await create({ name: 'X', code });
        assert.equal(answer.status, 422, code);
        assert.deepEqual(answer.body.errors, { code: [text] });
      }
    });

    it('turns away anonymous, expired, student-link and parent callers', async () => {
      await assertRefused(t, callers, { method: 'POST', url: '/api/regions', body: { name: 'X', code: freshCode() } }, [
        [parent, 403],
      ]);
    });
  });

  describe('PATCH /api/regions/{region_id}', () => {
    it('changes the fields sent', async () => {
      const { body: region } = await create({ name: 'Old Name', code: freshCode() });
      const renamed = await t.patch(
        `/api/regions/${region.region_id}`,
        { name: 'New Name' },
        { token: admin, form: true },
      );
      assert.equal(renamed.status, 200);
      assert.deepEqual(renamed.body, { region_id: region.region_id, name: 'New Name', code: region.code });

      const code = freshCode();
      const recoded = await t.patchViaPost(
        `/api/regions/${region.region_id}`,
        { code, name: '' },
        { token: admin, form: true },
      );
      assert.equal(recoded.status, 200);
      assert.deepEqual(recoded.body, { region_id: region.region_id, name: 'New Name', code });
    });

    it('keeps its own code, and refuses one another region has', async () => {
      const { body: region } = await create({ name: 'Mine', code: freshCode() });
      const same = await t.patch(
        `/api/regions/${region.region_id}`,
        { code: region.code },
        { token: admin, form: true },
      );
      assert.equal(same.status, 200);
      const taken = await t.patch(`/api/regions/${region.region_id}`, { code: '001' }, { token: admin, form: true });
      assert.equal(taken.status, 422);
      assert.deepEqual(taken.body.errors, { code: ['The code has already been taken.'] });
    });

    it('refuses a malformed code', async () => {
      const { body: region } = await create({ name: 'Mine', code: freshCode() });
      const answer = await t.patch(
        `/api/regions/${region.region_id}`,
        { code: 'no/slash' },
        { token: admin, form: true },
      );
      assert.equal(answer.status, 422);
      assert.deepEqual(Object.keys(answer.body.errors), ['code']);
    });

    it('answers 404 for a region that does not exist', async () => {
      const answer = await t.patch('/api/regions/999999', { name: 'Nowhere' }, { token: admin, form: true });
      assert.equal(answer.status, 404);
    });

    it('turns away anonymous, expired, student-link and parent callers', async () => {
      await assertRefused(t, callers, { method: 'PATCH', url: '/api/regions/1', body: { name: 'X' } }, [[parent, 403]]);
    });
  });

  describe('DELETE /api/regions/{region_id} and DELETE /api/regions', () => {
    it('deletes a region and leaves its profiles and students with no region', async () => {
      const { body: region } = await create({ name: 'Short-lived', code: freshCode() });
      const holder = await t.newParent({ region_id: region.region_id, plan: { students: 3 } });
      const { student } = await createStudent(t.db, holder.user.id, { region_id: region.region_id });

      const answer = await t.delete(`/api/regions/${region.region_id}`, { token: admin });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { success: true });
      assert.equal((await t.delete(`/api/regions/${region.region_id}`, { token: admin })).status, 404);

      assert.equal((await t.get('/api/me', { token: holder.token })).body.region, null);
      const after = await t.get(`/api/students/${student.id}`, { token: holder.token });
      assert.equal(after.body.region_id, null);
      assert.equal(after.body.region, null);
    });

    it('turns away anonymous, expired, student-link and parent callers', async () => {
      await assertRefused(t, callers, { method: 'DELETE', url: '/api/regions/1' }, [[parent, 403]]);
      await assertRefused(t, callers, { method: 'DELETE', url: '/api/regions' }, [[parent, 403]]);
      assert.equal((await t.get('/api/regions')).body.length > 0, true);
    });

    it('deletes every region, and the list is then empty', async () => {
      const holder = await t.newParent({ region_id: (await t.get('/api/regions')).body[0].region_id });
      const answer = await t.delete('/api/regions', { token: admin });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { success: true });
      assert.deepEqual((await t.get('/api/regions')).body, []);
      assert.equal((await t.get('/api/me', { token: holder.token })).body.region, null);
      assert.equal((await t.delete('/api/regions', { token: admin })).status, 200);
    });
  });
});
