// After the bundle: type declarations (tsc), `custom-elements.json` and the React 19 JSX types,
// the last two from widgets/manifest.ts (attributes, events, the element's property), with the
// `part` names and `--soma-*` properties read from the source (scripts/element-parts.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { customElementsManifest } from './element-parts.mjs';

const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const load = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '-e',
    "import('./widgets/manifest.ts').then(m => process.stdout.write(JSON.stringify({ common: m.commonAttributes, members: m.members, elements: m.elements })))",
  ],
  { encoding: 'utf8' },
);
if (load.status !== 0) {
  process.stderr.write(load.stderr);
  process.exit(1);
}
const { common, members, elements } = JSON.parse(load.stdout);
const manifest = customElementsManifest('.', { common, members, elements });
writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);

const prop = (a) => `      ${JSON.stringify(a.name)}?: ${a.type.includes("'") ? a.type : 'string'};`;
const jsx = `// React 19 JSX types for the Soma elements; generated from widgets/manifest.ts by the build.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type SomaElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

interface SomaCommonAttributes {
${common.map(prop).join('\n').replace(/^ {6}/gm, '  ')}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements
  .map(
    (el) =>
      `      '${el.tag}': SomaElementProps<SomaCommonAttributes${el.attributes.length ? ` & {\n${el.attributes.map(prop).join('\n')}\n      }` : ''}>;`,
  )
  .join('\n')}
    }
  }
}
`;
mkdirSync('dist/types', { recursive: true });
writeFileSync('dist/types/jsx.d.ts', jsx);
console.log(`wrote custom-elements.json and dist/types/jsx.d.ts for ${elements.length} elements`);
