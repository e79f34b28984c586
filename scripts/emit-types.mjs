// After the bundle: type declarations (tsc), `custom-elements.json` and the React 19 JSX types,
// the last two from widgets/manifest.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const tsc = spawnSync(
  'npx',
  ['tsc', '-p', 'tsconfig.build.json'],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const load = spawnSync(
  process.execPath,
  ['--import', 'tsx', '-e', "import('./widgets/manifest.ts').then(m => process.stdout.write(JSON.stringify({ common: m.commonAttributes, elements: m.elements })))"],
  { encoding: 'utf8' },
);
if (load.status !== 0) {
  process.stderr.write(load.stderr);
  process.exit(1);
}
const { common, elements } = JSON.parse(load.stdout);

const manifest = {
  schemaVersion: '1.0.0',
  readme: 'README.md',
  modules: elements.map((el) => ({
    kind: 'javascript-module',
    path: el.module,
    declarations: [
      {
        kind: 'class',
        name: el.className,
        tagName: el.tag,
        customElement: true,
        description: el.description,
        attributes: [...common, ...el.attributes].map((a) => ({ name: a.name, type: { text: a.type }, description: a.description })),
        events: el.events.map((e) => ({ name: e.name, type: { text: 'CustomEvent' }, description: e.description })),
        cssParts: [{ name: 'root', description: 'The block that holds everything the element shows.' }],
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: el.tag, declaration: { name: el.className, module: el.module } }],
  })),
};
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
  .map((el) => `      '${el.tag}': SomaElementProps<SomaCommonAttributes${el.attributes.length ? ` & {\n${el.attributes.map(prop).join('\n')}\n      }` : ''}>;`)
  .join('\n')}
    }
  }
}
`;
mkdirSync('dist/types', { recursive: true });
writeFileSync('dist/types/jsx.d.ts', jsx);
console.log(`wrote custom-elements.json and dist/types/jsx.d.ts for ${elements.length} elements`);
