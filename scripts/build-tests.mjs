// Bundles the browser tests with the product's own rollup plugins into .test-build/, so that the
// tests run exactly the code that ships (vanilla-extract styles, preact/compat aliasing). The
// tests under test/react/ are bundled with real React 19 instead.
import { rollup } from 'rollup';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import { plugins } from './rollup-plugins.mjs';

const WRAPPER = '\0soma-test-wrapper:';
const PAGE_GUARD = resolvePath('test/browser/support/page-guard.ts');

function wrappers() {
  return {
    name: 'soma-test-wrappers',
    resolveId: (id) => (id.startsWith(WRAPPER) ? id : null),
    // The page guard comes first: no test may unload the page it runs on.
    load: (id) =>
      id.startsWith(WRAPPER)
        ? `import ${JSON.stringify(PAGE_GUARD)};\nimport ${JSON.stringify(id.slice(WRAPPER.length))};`
        : null,
  };
}

/** Where the bundles go; several runs with different filters may build side by side. */
const OUT = process.env.SOMA_TEST_BUILD || '.test-build/all';

function find(dir, pattern) {
  let out = [];
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(find(path, pattern));
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}

/** Only the test files whose path contains one of the arguments, when any is given. */
const filters = process.argv.slice(2);

async function bundle(dirs, react, prefix = '') {
  const files = dirs
    .flatMap((dir) => find(dir, /\.test\.tsx?$/))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));
  if (files.length === 0) return 0;
  // web-test-runner loads each test file with a session query. A lazy chunk importing code that
  // rollup kept in that file would load it again under its plain URL: a second preact, a second
  // store. So each test is its own entry (`*.impl.js`) behind a one-line wrapper that the runner
  // loads: wrapper and lazy chunks alike import the impl by its plain URL.
  const input = {};
  for (const file of files) {
    const name = prefix + relative('test', file).replace(/\.tsx?$/, '');
    input[name] = `${WRAPPER}${resolvePath(file)}`;
    input[`${name}.impl`] = file;
  }
  const build = await rollup({
    input,
    plugins: [wrappers(), ...plugins({ react, production: false })],
    // web-test-runner serves its own socket module to the page.
    external: (id) => id.startsWith('/__web-dev-server'),
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  });
  await build.write({
    dir: OUT,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: `shared/${react}-[name]-[hash].js`,
    assetFileNames: `shared/${react}-[name][extname]`,
  });
  await build.close();
  return files.length;
}

rmSync(OUT, { recursive: true, force: true });
// The UI kit's tests run twice: on preact/compat (what ships) and on real React 19.
const count =
  (await bundle(['test/browser'], 'preact')) + (await bundle(['test/react', 'test/browser/ui'], 'react', 'react/'));
console.log(`bundled ${count} browser test file(s) into ${OUT}/`);
