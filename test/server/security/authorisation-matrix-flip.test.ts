import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

/*
 * A test of the authorisation matrix: run it against a contract in which one call's access is
 * wrong (the site settings, readable by any account holder) and expect it to fail on that call,
 * for the callers the wrong access lets in. Only that call's test runs, to keep this quick.
 */
const MATRIX = fileURLToPath(new URL('./authorisation-matrix.test.ts', import.meta.url));

function runMatrix(flip: string | null, call: string) {
  const env = { ...process.env };
  if (flip) env.SOMA_MATRIX_FLIP = flip;
  else delete env.SOMA_MATRIX_FLIP;
  // Run as a test run of its own, reporting in text, not to this run's runner.
  delete env.NODE_TEST_CONTEXT;
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', `--test-name-pattern=^${call.replace('.', '\\.')} `, MATRIX],
    {
      env,
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
}

describe('authorisation matrix, tested', () => {
  it('fails when admin.settings is open to account holders, naming the parents who got in', () => {
    const run = runMatrix('admin.settings=user', 'admin.settings');
    const output = `${run.stdout}${run.stderr}`;
    assert.notEqual(run.status, 0, output.slice(-2000));
    assert.match(output, /parentA: 200 \(expected 403\)/);
    assert.match(output, /parentB: 200 \(expected 403\)/);
  });

  it('passes on the same call with the contract as it is', () => {
    const run = runMatrix(null, 'admin.settings');
    assert.equal(run.status, 0, `${run.stdout}${run.stderr}`.slice(-2000));
    assert.match(run.stdout, /# pass [1-9]/);
  });
});
