// `npm test`: the static checks (type check of the whole tree, lint, format, exports nothing imports)
// run beside the build,
// which leaves the second core idle most of the time; then the browser tests, the server tests,
// the journeys and the package test, one after another. Any failure fails the run, and every
// check's output is printed whole once it has finished.
import { spawn, spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function background(script) {
  const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ script, code, output })));
}

function step(script) {
  const run = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`\nnpm test: ${script} failed`);
    process.exit(run.status ?? 1);
  }
}

const checks = Promise.all(['typecheck', 'lint', 'format:check', 'lint:exports'].map(background));
step('build');
let failed = false;
for (const { script, code, output } of await checks) {
  console.log(`\n> ${script}: ${code === 0 ? 'passed' : 'FAILED'}\n${output.trim()}`);
  if (code !== 0) failed = true;
}
if (failed) {
  console.error('\nnpm test: a static check failed');
  process.exit(1);
}
// The journeys include the pseudo-locale run (test/e2e/pseudo.test.mjs), which reads its own build.
for (const script of ['test:browser', 'test:server', 'build:pseudo', 'test:e2e', 'test:package']) step(script);
