// What the shared core chunk is made of: each library and each SDK folder in it, minified the
// way the build minifies and gzipped on its own. The parts compress a little worse apart than
// together, so they add up to somewhat more than the chunk.
//   npm run build && node test/bench/core-breakdown.mjs
import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
// The English build, the first of the languages' builds.
import configs from '../../rollup.config.mjs';

const [config] = configs;

const KB = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** 'preact', '@preact/compat', or the SDK folder ('src/client/'). */
function owner(id) {
  const lib = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (lib) return lib[1];
  return id.replace(`${process.cwd()}/`, '').replace(/\/[^/]+$/, '/');
}

const build = await rollup({
  ...config,
  plugins: config.plugins.filter((p) => !['terser', 'soma-clean-dist'].includes(p.name)),
});
const { output } = await build.generate(config.output);
await build.close();
const core = output.find((file) => file.type === 'chunk' && file.name === 'core');
if (!core) throw new Error('no core chunk in the build');

const groups = new Map();
for (const [id, module] of Object.entries(core.modules)) {
  if (!module.code) continue;
  const key = owner(id);
  groups.set(key, `${groups.get(key) ?? ''}${module.code}\n`);
}

const rows = [];
for (const [key, code] of groups) {
  // Top-level code is kept: apart from the chunk's exports it would all look unused.
  const { code: min = '' } = await minify(code, { module: false, compress: { unused: false }, mangle: true });
  rows.push({ key, size: gzipSync(min, { level: 9 }).length, library: !key.includes('/') || key.startsWith('@') });
}
rows.sort((a, b) => b.size - a.size);

console.log('Soma core chunk by source (minified, gzip -9 each)');
for (const row of rows)
  console.log(`${row.key.padEnd(28)} ${KB(row.size).padStart(9)}${row.library ? '  library' : ''}`);
const libraries = rows.filter((r) => r.library).reduce((sum, r) => sum + r.size, 0);
const own = rows.filter((r) => !r.library).reduce((sum, r) => sum + r.size, 0);
console.log(`${'chosen libraries'.padEnd(28)} ${KB(libraries).padStart(9)}`);
console.log(`${'SDK code (CSS not included)'.padEnd(28)} ${KB(own).padStart(9)}`);
