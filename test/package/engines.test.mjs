// package.json's `engines` says which Node the project runs on. Every installed package must
// run on the oldest Node it admits, so that the claim holds for the server's dependencies and
// the build's alike (npm only warns about a package that needs a newer Node).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import semver from 'semver';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const server = JSON.parse(readFileSync('server/package.json', 'utf8'));
const oldest = semver.minVersion(root.engines.node).version;

function* manifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* manifests(folder);
      continue;
    }
    try {
      yield { folder, manifest: JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) };
    } catch {
      continue;
    }
    try {
      yield* manifests(join(folder, 'node_modules'));
    } catch {}
  }
}

describe('engines', () => {
  it('the server claims the same Node as the package', () => {
    assert.equal(server.engines.node, root.engines.node);
  });

  it('this Node is one the package claims', () => {
    assert.ok(semver.satisfies(process.version, root.engines.node), `${process.version} vs ${root.engines.node}`);
  });

  it(`every installed package runs on Node ${oldest}`, () => {
    const refusing = [];
    for (const { folder, manifest } of manifests('node_modules')) {
      const wanted = manifest.engines?.node;
      if (typeof wanted !== 'string' || !semver.validRange(wanted)) continue;
      if (!semver.satisfies(oldest, wanted))
        refusing.push(`${manifest.name}@${manifest.version} (${wanted}) in ${folder}`);
    }
    assert.deepEqual(refusing, []);
  });
});
