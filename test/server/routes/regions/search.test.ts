import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REGION_SEARCH_MAX, REGIONS_MAX_PER_PAGE, REGIONS_PER_PAGE } from '../../../../src/api/regions';
import { COUNTIES } from '../../../../server/db/data/counties';
import { createTestApp, type TestApp } from '../../harness';

/** The region list for a site with thousands of regions: searched and paged on the server. */
describe('GET /api/regions/search', () => {
  let t: TestApp;
  const EXTRA = 2000;
  const total = COUNTIES.length + EXTRA + 2;
  before(async () => {
    t = await createTestApp();
    const rows = Array.from({ length: EXTRA }, (_, i) => ({
      name: `Ward ${String(i + 1).padStart(4, '0')}`,
      code: `W${i + 1}`,
    }));
    rows.push({ name: '100% Hill', code: 'PCT' }, { name: 'Under_Score Flats', code: 'US_1' });
    await t.db.insertInto('regions').values(rows).execute();
  });
  after(() => t.close());

  const get = (query: Record<string, string | number>) => t.get('/api/regions/search', { query });
  const names = (answer: { body: { data: Array<{ name: string }> } }) => answer.body.data.map((region) => region.name);

  it('leaves GET /api/regions as it was: the whole list, for the sign-up form', async () => {
    const answer = await t.get('/api/regions');
    assert.equal(answer.status, 200);
    assert.ok(Array.isArray(answer.body));
    assert.equal(answer.body.length, total);
  });

  it('answers the first page in Laravel paginator shape, to anyone', async () => {
    const first = await get({});
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body).sort(), [
      'current_page',
      'data',
      'from',
      'last_page',
      'per_page',
      'to',
      'total',
    ]);
    assert.equal(first.body.data.length, REGIONS_PER_PAGE);
    assert.deepEqual(
      { ...first.body, data: undefined },
      {
        data: undefined,
        current_page: 1,
        per_page: REGIONS_PER_PAGE,
        total,
        last_page: Math.ceil(total / REGIONS_PER_PAGE),
        from: 1,
        to: REGIONS_PER_PAGE,
      },
    );
    const all = (await t.get('/api/regions')).body;
    assert.deepEqual(first.body.data, all.slice(0, REGIONS_PER_PAGE));
    const parent = await t.newParent();
    assert.equal((await t.get('/api/regions/search', { token: parent.token })).status, 200);
  });

  it('pages through the list in order', async () => {
    const all = (await t.get('/api/regions')).body;
    const third = await get({ page: 3, per_page: 40 });
    assert.deepEqual(third.body.data, all.slice(80, 120));
    assert.equal(third.body.from, 81);
    assert.equal(third.body.to, 120);
    const last = await get({ page: Math.ceil(total / 100), per_page: 100 });
    assert.equal(last.body.data.length, total % 100 || 100);
    assert.equal(last.body.to, total);
  });

  it('finds regions by name or code, in any case', async () => {
    assert.deepEqual(names(await get({ search: 'nAiRoBi' })), ['Nairobi City']);
    const byCode = await get({ search: '047' });
    assert.equal(byCode.body.data[0].name, 'Nairobi City');
    for (const region of byCode.body.data) assert.ok(`${region.name} ${region.code}`.includes('047'), region.name);
    const byCodeLetters = await get({ search: 'w199' });
    assert.equal(byCodeLetters.body.total, 11);
    assert.deepEqual(names(byCodeLetters), ['Ward 0199', ...Array.from({ length: 10 }, (_, i) => `Ward 199${i}`)]);
    assert.equal((await get({ search: '   ' })).body.total, total, 'a blank search is no search');
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    assert.deepEqual(names(await get({ search: '%' })), ['100% Hill']);
    assert.deepEqual(names(await get({ search: '_' })), ['Under_Score Flats']);
    assert.deepEqual(names(await get({ search: 'Under_' })), ['Under_Score Flats']);
    assert.deepEqual(names(await get({ search: 'Ward_0' })), []);
    assert.deepEqual(names(await get({ search: '\\' })), []);
  });

  it('pages a search, counting only what matches', async () => {
    const answer = await get({ search: 'ward 00', per_page: 10, page: 2 });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.total, 99);
    assert.equal(answer.body.last_page, 10);
    assert.deepEqual(
      names(answer),
      Array.from({ length: 10 }, (_, i) => `Ward ${String(11 + i).padStart(4, '0')}`),
    );
    const none = await get({ search: 'no such place' });
    assert.deepEqual(
      { ...none.body },
      { data: [], current_page: 1, per_page: REGIONS_PER_PAGE, total: 0, last_page: 1, from: null, to: null },
    );
  });

  it('answers an empty page past the end, however far', async () => {
    for (const page of [1000, 100_000]) {
      const answer = await get({ page, per_page: REGIONS_MAX_PER_PAGE });
      assert.equal(answer.status, 200, String(page));
      assert.deepEqual(answer.body.data, []);
      assert.equal(answer.body.total, total);
      assert.equal(answer.body.current_page, page);
      assert.equal(answer.body.from, null);
    }
  });

  it('refuses hostile paging and searches with a 422 naming the field, never a 5xx', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ page: 0 }, 'page'],
      [{ page: -1 }, 'page'],
      [{ page: 100_001 }, 'page'],
      [{ page: '99999999999999999999999' }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ page: 'NaN' }, 'page'],
      [{ page: 'Infinity' }, 'page'],
      [{ per_page: 0 }, 'per_page'],
      [{ per_page: -25 }, 'per_page'],
      [{ per_page: REGIONS_MAX_PER_PAGE + 1 }, 'per_page'],
      [{ per_page: 1_000_000 }, 'per_page'],
      [{ per_page: 'all' }, 'per_page'],
      [{ search: 'x'.repeat(REGION_SEARCH_MAX + 1) }, 'search'],
      [{ search: 'a'.repeat(10 * 1024) }, 'search'],
      [{ search: '%'.repeat(10 * 1024) }, 'search'],
    ];
    for (const [query, field] of cases) {
      const answer = await get(query);
      assert.equal(answer.status, 422, JSON.stringify(query).slice(0, 80));
      assert.ok(answer.body.errors?.[field]?.length, `${field}: ${JSON.stringify(answer.body).slice(0, 200)}`);
      assert.equal(typeof answer.body.message, 'string');
    }
    // Repeated parameters, odd characters and unknown ones are never a server error either.
    for (const url of [
      '/api/regions/search?page=1e3',
      '/api/regions/search?page=1&page=2',
      '/api/regions/search?search=a&search=b',
      '/api/regions/search?per_page[]=5',
      '/api/regions/search?search=%27%3B%20drop%20table%20regions%3B--',
      '/api/regions/search?search=%E2%80%AE%F0%9F%98%80',
      '/api/regions/search?search=%00',
      `/api/regions/search?search=${'%25'.repeat(REGION_SEARCH_MAX)}&page=1`,
      '/api/regions/search?other=1',
      '/api/regions?page=2&search=x',
    ]) {
      const answer = await t.inject({ method: 'GET', url });
      assert.ok(answer.status === 200 || answer.status === 422, `${url.slice(0, 80)}: ${answer.status}`);
    }
    assert.equal((await t.get('/api/regions')).body.length, total);
  });
});
