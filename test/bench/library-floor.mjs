// The least the chosen libraries weigh on any element's path: one file that uses, from each
// library, what the login box uses (preact/compat with its hooks and root, wouter's router with
// memory location, nanostores with its React binding, ofetch, superstruct's validation), built
// with the product's plugins and minifier, gzipped whole. No SDK code is in it.
//   node test/bench/library-floor.mjs
import terser from '@rollup/plugin-terser';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { plugins } from '../../scripts/rollup-plugins.mjs';

const ENTRY = '\0soma-library-floor';
const code = `
import { createElement as h, useState, useEffect, useLayoutEffect, useRef, useId, useMemo, useCallback, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { atom, map, computed } from 'nanostores';
import { useStore } from '@nanostores/react';
import { Router, Route, Switch, useLocation, Link } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ofetch } from 'ofetch';
import { object, string, number, optional, type, validate } from 'superstruct';
const count = atom(1);
const next = computed(count, (n) => n + 1);
const Answer = type({ a: string(), b: optional(number()), c: object({ d: string() }) });
function App() {
  const [n] = useState(0);
  const v = useStore(next);
  const [where] = useLocation();
  const ref = useRef(null);
  useEffect(() => {}, []);
  useLayoutEffect(() => {}, []);
  return h(Router, { hook: memoryLocation().hook }, h(Switch, null, h(Route, { path: '/a' }, h(Link, { href: '/b', ref }, n, v, where, useId()))));
}
self.floor = [App, createRoot, map, ofetch, validate, Answer, useMemo, useCallback, lazy, Suspense];
`;

const build = await rollup({
  input: ENTRY,
  plugins: [
    { name: 'floor-entry', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? code : null) },
    ...plugins({ react: 'preact', production: true }).filter((plugin) => plugin.name !== 'typescript'),
    terser({ format: { comments: false } }),
  ],
  onwarn: () => {},
});
const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
await build.close();
const size = gzipSync(output[0].code, { level: 9 }).length;
console.log(
  `the chosen libraries alone, as used by the login box, in one file: ${(size / 1024).toFixed(2)} KB gzip (-9)`,
);
