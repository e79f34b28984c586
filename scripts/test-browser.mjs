// Runs the browser tests: bundles them (all, or those whose path contains an argument) into a
// build folder of their own, then runs web-test-runner on a free port in Debian's Chromium.
//   node scripts/test-browser.mjs                 every browser test
//   node scripts/test-browser.mjs domain/money    only test files whose path contains it
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';

const filters = process.argv.slice(2);
const key = filters.length ? createHash('sha1').update(filters.join('|')).digest('hex').slice(0, 8) : 'all';
const out = `.test-build/${key}`;

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

const env = { ...process.env, SOMA_TEST_BUILD: out, SOMA_TEST_PORT: String(port) };
const build = spawnSync(process.execPath, ['scripts/build-tests.mjs', ...filters], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs'], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
