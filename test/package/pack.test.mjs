// The SDK as sites install it: `npm pack` of the root package, installed into an empty project,
// then `import 'soma/login'` there. The package must carry only the browser's side: its
// dependencies are browser libraries, and nothing of the reference server ships with it.
// Run after `npm run build` (part of `npm test`).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

/** What the elements run in the browser; anything else in `dependencies` is a package too many. */
const BROWSER_LIBRARIES = new Set([
  '@nanostores/react',
  '@preact/compat',
  '@stripe/stripe-js',
  'laravel-echo',
  'nanostores',
  'ofetch',
  'preact',
  'pusher-js',
  'superstruct',
  'wouter',
]);
const SERVER_PACKAGES = [
  'fastify',
  'pg',
  '@electric-sql/pglite',
  'ioredis',
  'stripe',
  'tsx',
  'kysely',
  'jose',
  'pino',
  'ws',
];

// The few browser globals the elements touch while their modules load, enough to define them.
const PROBE = `
class FakeElement { attachShadow() { return {}; } }
globalThis.HTMLElement = FakeElement;
const defined = new Map();
globalThis.customElements = { define: (name, cls) => defined.set(name, cls), get: (name) => defined.get(name), whenDefined: async () => {} };
globalThis.window = globalThis;
globalThis.document = { querySelector: () => null, createElement: () => ({}), head: { append() {} }, cookie: '', addEventListener() {} };
globalThis.location = new URL('https://school.example/');
await import('soma/login');
console.log(JSON.stringify([...defined.keys()]));
process.exit(0);
`;

describe('the SDK package', () => {
  let work;
  let tarball;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'soma-pack-'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], { encoding: 'utf8' }),
    );
    tarball = join(work, packed.filename);
    execFileSync('tar', ['-xzf', tarball, '-C', work]);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('depends only on browser libraries, and ships none of the server', () => {
    const manifest = JSON.parse(readFileSync(join(work, 'package', 'package.json'), 'utf8'));
    const names = Object.keys(manifest.dependencies ?? {});
    assert.deepEqual(
      names.filter((name) => !BROWSER_LIBRARIES.has(name)),
      [],
    );
    for (const name of SERVER_PACKAGES) assert.equal(names.includes(name), false, name);
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    assert.deepEqual(
      files.filter((file) => /^package\/(server|test|host|scripts)\//.test(file)),
      [],
    );
    assert.ok(files.includes('package/dist/login.js'));
    assert.ok(files.includes('package/custom-elements.json'));
  });

  it("installs into an empty project, where `import 'soma/login'` defines <soma-login> and nothing else", () => {
    const site = join(work, 'site');
    execFileSync('mkdir', ['-p', site]);
    writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'school-site', private: true, type: 'module' }));
    execFileSync('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], {
      cwd: site,
      stdio: 'pipe',
    });
    const installed = readFileSync(join(site, 'package-lock.json'), 'utf8');
    for (const name of SERVER_PACKAGES)
      assert.equal(installed.includes(`"node_modules/${name}"`), false, `${name} was installed`);
    writeFileSync(join(site, 'probe.mjs'), PROBE);
    const run = spawnSync(process.execPath, ['probe.mjs'], { cwd: site, encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout.trim().split('\n').pop()), ['soma-login']);
  });
});
