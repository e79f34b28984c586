import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseUnavailable } from '../../../server/db/connect';
import { createTestApp, type TestApp } from '../harness';

/* A database out of reach is a 503 the client may retry, not a 500 (docs/operations.md). */

const failures: Record<string, () => Error> = {
  refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  'admin shutdown': () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  'starting up': () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  'ended mid-query': () => new Error('Connection terminated unexpectedly'),
  'refused on every address': () =>
    new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
};

describe('a database out of reach', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      extend(app) {
        app.get('/api/test/fail/:kind', async (request) => {
          const make = failures[(request.params as { kind: string }).kind];
          throw make ? make() : Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
        });
      },
    });
  });
  after(() => t.close());

  it('answers 503 in the API shape with Retry-After, logged at warn', async () => {
    for (const kind of Object.keys(failures)) {
      t.logs.length = 0;
      const answer = await t.get(`/api/test/fail/${encodeURIComponent(kind)}`);
      assert.equal(answer.status, 503, kind);
      assert.deepEqual(answer.body, { message: 'Service Unavailable' }, kind);
      assert.equal(answer.headers['retry-after'], '5', kind);
      assert.ok(
        t.logs.some((line) => line.level === 40 && /database is out of reach/.test(line.msg)),
        kind,
      );
    }
  });

  it('leaves any other failure a 500', async () => {
    const answer = await t.get('/api/test/fail/query');
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, { message: 'Server Error' });
    assert.equal(databaseUnavailable(new Error('duplicate key value violates unique constraint')), false);
  });
});
